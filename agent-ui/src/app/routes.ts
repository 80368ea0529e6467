import { canManageSettings } from "@atende/core/rules/permissions"
import { matchPath } from "../lib/hashRouter"
import { landingPath } from "../lib/landing"
import type { Session } from "../lib/session"

export type Page = "login" | "home" | "workspace" | "notFound"

export type Notice = "loginRequired" | "noPermission"

export type RouteMatch =
  | { kind: "page"; page: Page; ticketId?: string }
  | { kind: "redirect"; to: string; notice?: Notice }
  | { kind: "external"; href: string }

type RouteDef = { pattern: string; page: Page | "settings"; admin?: boolean }

// Routes inside the main layout (spec §2). `/atendimento/chats` is the empty chat.
const PRIVATE_ROUTES: RouteDef[] = [
  { pattern: "/home", page: "home" },
  { pattern: "/atendimento", page: "workspace" },
  { pattern: "/atendimento/chats", page: "workspace" },
  { pattern: "/atendimento/:ticketId", page: "workspace" },
  { pattern: "/configuracoes", page: "settings", admin: true },
  { pattern: "/configuracoes/:section", page: "settings", admin: true }
]

/** The console of the settings lives in another app on the same origin and reads the same storage. */
export const CONSOLE_URL = "/console/"

/** What to show for `path`, given who is signed in. Pure, so every guard is decided in one place. */
export function resolveRoute(path: string, session: Session | null): RouteMatch {
  if (path === "/login") return session ? { kind: "redirect", to: landingPath(session.profile) } : { kind: "page", page: "login" }
  if (path === "/") return { kind: "redirect", to: session ? landingPath(session.profile) : "/login" }
  for (const route of PRIVATE_ROUTES) {
    const params = matchPath(route.pattern, path)
    if (!params) continue
    if (!session) return { kind: "redirect", to: "/login", notice: "loginRequired" }
    if (route.admin && !canManageSettings(session.profile)) return { kind: "redirect", to: "/home", notice: "noPermission" }
    if (route.page === "settings") return { kind: "external", href: CONSOLE_URL }
    return { kind: "page", page: route.page, ticketId: params.ticketId }
  }
  return { kind: "page", page: "notFound" }
}
