import { i18n } from "../../../i18n/i18n"
import { ApiError } from "../../../lib/apiError"
import { errorCodeText } from "../../../lib/errorText"
import { cycleOf } from "../state/paths"

/** The server's refusal of a loop (ERR_FLOW_HAS_CYCLE), naming its steps; null for other failures. */
export function cycleText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== "ERR_FLOW_HAS_CYCLE") return null
  const cycle = cycleOf(error.extra)
  const catalogue = errorCodeText(error.code)
  const title = catalogue?.title ?? i18n.t("chatFlows:chatFlows.cycleTitle")
  if (!cycle?.length) return catalogue ? `${title}: ${catalogue.text}` : title
  // Round to the first step again, so the loop reads as one ("A → B → A").
  const round = cycle.length > 1 && cycle[0] !== cycle.at(-1) ? [...cycle, cycle[0]] : cycle
  return i18n.t("chatFlows:chatFlows.cycle", { title, path: round.join(" → ") })
}
