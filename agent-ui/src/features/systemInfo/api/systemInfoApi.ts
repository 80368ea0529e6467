import type { SystemInfo } from "@atende/core/contracts/systemInfo"
import { apiRequest } from "../../../lib/api"

// The system information call (runtime/api/systemInfo.md), administrators only.

/** The nodes' figures (the answering one first) and the tenant's space; 403 ERR_NO_PERMISSION otherwise. */
export function getSystemInfo(): Promise<SystemInfo> {
  return apiRequest<SystemInfo>("GET", "/system/info")
}
