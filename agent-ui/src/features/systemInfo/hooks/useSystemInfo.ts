import { useQuery } from "@tanstack/react-query"
import { getSystemInfo } from "../api/systemInfoApi"

export const systemInfoKey = ["systemInfo"] as const

/** The figures move on their own (CPU, memory, uptime): read again this often while the screen is up. */
const POLL_MS = 10_000

/** GET /system/info, refreshed every 10 seconds. */
export function useSystemInfo() {
  return useQuery({ queryKey: systemInfoKey, queryFn: getSystemInfo, refetchInterval: POLL_MS })
}
