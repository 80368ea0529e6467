import { useEffect } from "react"
import { useSession } from "./session"

/** Dark mode is a per-user setting (spec §1): the signed-in user's `configs.isDark`, light otherwise. */
export function applyTheme(isDark: boolean): void {
  document.documentElement.dataset.theme = isDark ? "dark" : "light"
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", isDark ? "#0b1416" : "#0f766e")
}

export function useUserTheme(): void {
  const isDark = Boolean(useSession()?.configs.isDark)
  useEffect(() => applyTheme(isDark), [isDark])
}
