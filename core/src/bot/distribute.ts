// Auto-distribution when the chat-flow bot hands a ticket to a queue (spec part 2 §3 "Chat flow",
// §9 "Flow bot": none, balance, random). Pure: the agents and the random draw come in.
import type { AutoDistribute } from "../contracts/chatFlows"

export type Candidate = { readonly userId: number; readonly online: boolean; readonly activeTickets: number }

/**
 * The agent the ticket goes to, or null (it waits in the queue for whoever takes it): only agents
 * with a session open are candidates; "balance" takes the one holding the fewest tickets (the lowest
 * id on a tie), "random" any of them (`draw` in [0, 1)).
 */
export const pickAgent = (mode: AutoDistribute, agents: ReadonlyArray<Candidate>, draw: number): number | null => {
  if (mode === "none") return null
  const online = agents.filter((a) => a.online)
  if (online.length === 0) return null
  if (mode === "random") return online[Math.min(online.length - 1, Math.floor(draw * online.length))]!.userId
  return online.reduce((best, a) =>
    a.activeTickets < best.activeTickets || (a.activeTickets === best.activeTickets && a.userId < best.userId)
      ? a
      : best
  ).userId
}
