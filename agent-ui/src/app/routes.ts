import { canManageSettings } from "@atende/core/rules/permissions"
import { matchRoutes } from "react-router"
import { landingPath } from "../lib/landing"
import type { Session } from "../lib/session"

/**
 * Screens of spec part 1 §2 outside the workspace: those built are listed in app/router.tsx
 * (BUILT_SCREENS); the others show a placeholder with their name (i18n `screens.*`).
 */
export type Screen =
  | "attendancePanel"
  | "contacts"
  | "schedules"
  | "autoReply"
  | "notes"
  | "quickMessages"
  | "kanban"
  | "campaigns"
  | "campaign"
  | "smsCampaigns"
  | "wabaCampaigns"
  | "wabaCampaign"
  | "reports"
  | "reportUserStats"
  | "reportContactList"
  | "reportContactsByTag"
  | "reportContactsByState"
  | "reportBirthdays"
  | "reportTickets"
  | "internalChat"
  | "wavoip"
  | "settingsChannels"
  | "settingsPrompt"
  | "settingsHours"
  | "settingsShifts"
  | "settingsTypebot"
  | "settingsSystemInfo"
  | "settingsTemplates"
  | "settingsApi"
  | "settingsServices"
  | "settingsChatFlow"
  | "settingsChatFlowBuilder"
  | "settingsGroups"

export type Page = "login" | "register" | "redefining" | "home" | "workspace" | "placeholder" | "notFound"

export type Notice = "loginRequired" | "noPermission"

/** `panel` of the workspace: a chat (`ticketId`), the empty chat, or the contact list in chat mode. */
export type RouteMatch =
  | { kind: "page"; page: Page; ticketId?: string; screen?: Screen; panel?: "contacts" }
  | { kind: "redirect"; to: string; notice?: Notice }
  | { kind: "external"; href: string }

type Target = { page: "home" } | { page: "workspace"; panel?: "contacts" } | { screen: Screen } | { console: string }

type RouteDef = { pattern: string; admin?: boolean } & Target

/** The console of the settings lives in another app on the same origin and reads the same storage. */
export const CONSOLE_URL = "/console/"

const SETTINGS_SCREENS: Record<string, Screen> = {
  canais: "settingsChannels",
  prompt: "settingsPrompt",
  horario: "settingsHours",
  horarios: "settingsShifts",
  typebotapi: "settingsTypebot",
  "informacoes-sistema": "settingsSystemInfo",
  templates: "settingsTemplates",
  api: "settingsApi",
  servicos: "settingsServices",
  "chat-flow": "settingsChatFlow",
  "chat-flow/builder": "settingsChatFlowBuilder"
}

// Settings children the console manages (react-admin resources at /console/#/<resource>).
const SETTINGS_IN_CONSOLE: Record<string, string> = {
  geral: "settings",
  usuarios: "users",
  filas: "queues",
  etiquetas: "tags"
}

const REPORTS: Record<string, Screen> = {
  "estatisticas-atendimentos-usuarios": "reportUserStats",
  "lista-contatos": "reportContactList",
  "contatos-por-etiquetas": "reportContactsByTag",
  "contatos-por-estado": "reportContactsByState",
  "aniversariantes-do-mes": "reportBirthdays",
  "relatorio-tickets": "reportTickets"
}

// Routes inside the main layout (spec §2). `/atendimento/chats` is the empty chat; the literal
// children come before `:ticketId`.
const PRIVATE_ROUTES: RouteDef[] = [
  { pattern: "/home", page: "home" },
  { pattern: "/painel-atendimentos", screen: "attendancePanel" },
  { pattern: "/atendimento", page: "workspace" },
  { pattern: "/atendimento/chats", page: "workspace" },
  { pattern: "/atendimento/contatos", page: "workspace", panel: "contacts" },
  { pattern: "/atendimento/:ticketId", page: "workspace" },
  { pattern: "/contatos", screen: "contacts" },
  { pattern: "/agendamentos", screen: "schedules" },
  { pattern: "/auto-resposta", screen: "autoReply" },
  { pattern: "/notas", screen: "notes" },
  { pattern: "/mensagens-rapidas", screen: "quickMessages" },
  { pattern: "/kanban", screen: "kanban" },
  { pattern: "/campanhas", screen: "campaigns" },
  { pattern: "/campanhas/:campanhaId", screen: "campaign" },
  { pattern: "/campanhasms", screen: "smsCampaigns" },
  { pattern: "/campanhaswaba", screen: "wabaCampaigns" },
  { pattern: "/campanhaswaba/:campanhaId", screen: "wabaCampaign" },
  { pattern: "/relatorios", screen: "reports" },
  ...Object.entries(REPORTS).map(([child, screen]) => ({ pattern: `/relatorios/${child}`, screen })),
  { pattern: "/chat-interno", screen: "internalChat" },
  { pattern: "/wavoip", screen: "wavoip" },
  { pattern: "/configuracoes", admin: true, console: "" },
  ...Object.entries(SETTINGS_IN_CONSOLE).map(([child, resource]) => ({
    pattern: `/configuracoes/${child}`,
    admin: true,
    console: resource
  })),
  ...Object.entries(SETTINGS_SCREENS).map(([child, screen]) => ({
    pattern: `/configuracoes/${child}`,
    admin: true,
    screen
  })),
  { pattern: "/configuracoes/grupos", screen: "settingsGroups" }
]

/** Every private path pattern: the children of the main layout in the router (app/router.tsx). */
export const PRIVATE_PATTERNS = PRIVATE_ROUTES.map((route) => route.pattern)

const PUBLIC_PAGES: Record<string, Page> = { "/login": "login", "/register": "register", "/redefining": "redefining" }

/** The pages outside the main layout, for the router. */
export const PUBLIC_PATTERNS = Object.keys(PUBLIC_PAGES)

// react-router ranks the patterns (literal segments before `:ticketId`), as the router does.
const PRIVATE_TABLE = PRIVATE_ROUTES.map((def) => ({ path: def.pattern, def }))

/** Path without the trailing slash ("/atendimento/" is "/atendimento"). */
function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "")
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`
}

/** What to show for `path`, given who is signed in. Pure, so every guard is decided in one place. */
export function resolveRoute(rawPath: string, session: Session | null): RouteMatch {
  const path = normalizePath(rawPath)
  const publicPage = PUBLIC_PAGES[path]
  if (publicPage) {
    // A signed-in user has nothing to do on login or register; a reset link works either way.
    if (session && publicPage !== "redefining") return { kind: "redirect", to: landingPath(session.profile) }
    return { kind: "page", page: publicPage }
  }
  if (path === "/") return { kind: "redirect", to: session ? landingPath(session.profile) : "/login" }
  const found = matchRoutes(PRIVATE_TABLE, path)?.[0]
  if (found) {
    const { def: route } = found.route
    const params = found.params
    if (!session) return { kind: "redirect", to: "/login", notice: "loginRequired" }
    if (route.admin && !canManageSettings(session.profile))
      return { kind: "redirect", to: "/home", notice: "noPermission" }
    if ("console" in route)
      return { kind: "external", href: route.console ? `${CONSOLE_URL}#/${route.console}` : CONSOLE_URL }
    if ("screen" in route) return { kind: "page", page: "placeholder", screen: route.screen }
    if (route.page === "workspace") {
      if ("panel" in route && route.panel) return { kind: "page", page: "workspace", panel: route.panel }
      return { kind: "page", page: "workspace", ticketId: params.ticketId }
    }
    return { kind: "page", page: route.page }
  }
  return { kind: "page", page: "notFound" }
}
