import { useEffect, useState } from "react"
import { getWorkspaceSettings } from "../api/settingsApi"

/**
 * The signature choice (spec §4, §6): an administrator may force it on or off; otherwise the
 * agent chooses, starting from the tenant's default. `choosable` false hides the toggle.
 */
export function useSignature() {
  const [choosable, setChoosable] = useState(false)
  const [sign, setSign] = useState(true)

  useEffect(() => {
    let alive = true
    getWorkspaceSettings().then(
      (settings) => {
        if (!alive) return
        const mode = String(settings.signature)
        setChoosable(mode === "defaultOn" || mode === "defaultOff" || mode === "default")
        setSign(mode !== "defaultOff" && mode !== "forcedOff")
      },
      () => {}
    )
    return () => {
      alive = false
    }
  }, [])

  return { choosable, sign, setSign }
}
