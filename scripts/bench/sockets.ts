/**
 * The inbound benchmark's clients: the administrator's live socket (where `chat:create` events
 * mark receipt) and one widget socket per conversation.
 */
import { performance } from "node:perf_hooks"
import WebSocket from "ws"
import { demoToken, login, widgetClient, type Widget } from "../../test/support/clients"

const ADMIN = { email: "admin@atende.local", password: "Admin12345" }
const OPEN_AT_ONCE = 50

export type AgentSocket = {
  /** Called with the body of every new message and the time (performance.now) its event arrived. */
  onMessage: (body: string, at: number) => void
  readonly close: () => void
}

const opened = (ws: WebSocket) =>
  new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve())
    ws.once("error", reject)
  })

/** Logs in as the demo administrator and opens an authenticated live socket. */
export const openAgent = async (base: string): Promise<AgentSocket> => {
  const auth = await login(base, ADMIN.email, ADMIN.password)
  const ws = new WebSocket(`${base.replace(/^http/, "ws")}/live`)
  await opened(ws)
  const agent: AgentSocket = { onMessage: () => undefined, close: () => ws.close() }
  const ready = new Promise<void>((resolve, reject) => {
    ws.on("message", (raw) => {
      const at = performance.now()
      const frame = JSON.parse(String(raw))
      if (frame.type === "event" && frame.data?.type === "chat:create")
        agent.onMessage(String(frame.data.message?.body), at)
      else if (frame.type === "ready") resolve()
      else if (frame.type === "error") reject(new Error(`live socket refused: ${frame.error}`))
    })
    ws.once("close", (code) => reject(new Error(`live socket closed with ${code}`)))
  })
  ws.send(JSON.stringify({ type: "auth", token: auth.token, sessionId: auth.sessionId }))
  await ready
  return agent
}

/**
 * Opens `count` widget sockets on the demo channel, visitors benchv1…benchv<count>, spread
 * round-robin over the nodes at `bases` (visitor i on node (i − 1) mod nodes).
 */
export const openWidgets = async (bases: ReadonlyArray<string>, count: number): Promise<Array<Widget>> => {
  const token = await demoToken(bases[0]!)
  const widgets: Array<Widget> = []
  for (let first = 1; first <= count; first += OPEN_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPEN_AT_ONCE, count - first + 1) }, (_, i) =>
      widgetClient(bases[(first + i - 1) % bases.length]!, token, `benchv${first + i}`)
    )
    widgets.push(...(await Promise.all(batch)))
  }
  return widgets
}
