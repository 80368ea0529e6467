import type { SettingKey, TenantSettings } from "@atende/core/contracts/settings"
import { httpClient, serverUrl } from "../httpClient.ts"

// The tenant's workspace settings: GET /settings (every key, secrets masked) and
// PUT /settings/{key} { value } per key (administrators), as runtime/src/features/settings/http/settings.ts.

export async function readSettings(): Promise<TenantSettings> {
  const { json } = await httpClient(serverUrl("/settings"))
  return json as TenantSettings
}

export async function writeSetting<K extends SettingKey>(key: K, value: TenantSettings[K]): Promise<TenantSettings> {
  const { json } = await httpClient(serverUrl(`/settings/${key}`), { method: "PUT", body: JSON.stringify({ value }) })
  return json as TenantSettings
}

/** The keys whose value changed, in an order the server accepts (SLA thresholds must keep rising). */
export function changedKeys(before: TenantSettings, after: Partial<TenantSettings>): SettingKey[] {
  const keys = (Object.keys(after) as SettingKey[]).filter(
    (key) => after[key] !== undefined && after[key] !== before[key]
  )
  const rising = Number(after.slaRed ?? before.slaRed) >= Number(before.slaRed)
  const sla: SettingKey[] = rising ? ["slaRed", "slaYellow", "slaGreen"] : ["slaGreen", "slaYellow", "slaRed"]
  return [...keys.filter((key) => !sla.includes(key)), ...sla.filter((key) => keys.includes(key))]
}
