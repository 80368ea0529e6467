import { PanelAnswer } from "@atende/core/contracts/dashboard"
import { apiRequest } from "../../../lib/api"

/** `GET /dashboard/panel` (runtime/api/dashboard.md; administrators and supervisors): the attendance now. */
export async function getPanel(): Promise<PanelAnswer> {
  return PanelAnswer.parse(await apiRequest<unknown>("GET", "/dashboard/panel"))
}
