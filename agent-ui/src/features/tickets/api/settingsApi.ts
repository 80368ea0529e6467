import type { TenantSettings } from "@atende/core/contracts/settings"
import { apiRequest } from "../../../lib/api"

/** GET /settings: the tenant's workspace settings (every user may read them; secrets masked). */
export function getWorkspaceSettings(): Promise<TenantSettings> {
  return apiRequest<TenantSettings>("GET", "/settings")
}
