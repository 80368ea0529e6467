import { defaultSettings, type TenantSettings } from "@atende/core/contracts/settings"
import { useEffect, useState } from "react"
import { useLiveEvent } from "../../../live/useLiveEvent"
import { getWorkspaceSettings } from "../api/settingsApi"

/**
 * The tenant's workspace settings (signature, visibility, spy): GET /settings once, then every
 * `settings:update` live event (which carries them all) replaces them.
 */
export function useWorkspaceSettings(): { settings: TenantSettings; loaded: boolean } {
  const [settings, setSettings] = useState<TenantSettings>(defaultSettings)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    let alive = true
    getWorkspaceSettings().then(
      (found) => {
        if (!alive) return
        setSettings({ ...defaultSettings, ...found })
        setLoaded(true)
      },
      () => {}
    )
    return () => {
      alive = false
    }
  }, [])

  useLiveEvent("settings", (data) => {
    const update = data as { type?: string; settings?: Partial<TenantSettings> } | null
    if (update?.type === "settings:update" && update.settings) {
      setSettings((current) => ({ ...current, ...update.settings }))
      setLoaded(true)
    }
  })

  return { settings, loaded }
}
