// SLA class of a ticket (spec part 1 §4, part 2 "SLA ticket colors"): how long the customer has
// been waiting for an answer, against three thresholds in minutes. Each threshold is where its
// colour starts: green from slaGreen (normally 0), yellow from slaYellow, red (overdue) from
// slaRed. A ticket nobody is waiting on (answered, or no customer message yet) is green.
export type SlaClass = "green" | "yellow" | "red"

export type SlaThresholds = { readonly slaGreen: number; readonly slaYellow: number; readonly slaRed: number }

const MINUTE = 60_000

export const slaClass = (waitingSince: number | null, now: number, t: SlaThresholds): SlaClass => {
  if (waitingSince === null) return "green"
  const waited = Math.max(0, now - waitingSince) / MINUTE
  if (waited >= t.slaRed) return "red"
  if (waited >= t.slaYellow) return "yellow"
  return "green"
}
