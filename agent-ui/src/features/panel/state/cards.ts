import { cardSla, type PanelCard } from "@atende/core/contracts/dashboard"
import type { SlaThresholds } from "@atende/core/rules/sla"

/** When the panel was read: the server's `now` then and this browser's clock then. */
export type Reading = { readonly serverNow: number; readonly receivedAt: number }

/**
 * A card's longest wait and SLA colour at the browser's `clientNow`: the server's time advanced by
 * what passed here since the answer came, so a browser clock that is off does not shift the waits.
 */
export function cardAt(
  card: Pick<PanelCard, "oldestWaitingSince">,
  reading: Reading,
  clientNow: number,
  thresholds: SlaThresholds
): { waitMs: number | null; sla: PanelCard["sla"] } {
  const now = reading.serverNow + Math.max(0, clientNow - reading.receivedAt)
  const since = card.oldestWaitingSince === null ? null : Date.parse(card.oldestWaitingSince)
  return {
    waitMs: since === null ? null : Math.max(0, now - since),
    sla: cardSla(card.oldestWaitingSince, now, thresholds)
  }
}
