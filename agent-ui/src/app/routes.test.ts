import { matchRoutes } from "react-router"
import { describe, expect, it } from "vitest"
import type { Session } from "../lib/session"
import { chatPath } from "../lib/chatPath"
import { CONSOLE_URL, PRIVATE_PATTERNS, PUBLIC_PATTERNS, resolveRoute } from "./routes"

const session = (profile: Session["profile"]): Session => ({
  token: "t",
  sessionId: "s",
  userId: 1,
  tenantId: 1,
  profile,
  username: "Ana",
  queues: [],
  configs: {}
})

describe("resolveRoute", () => {
  it("sends anonymous visitors of private routes to login with a notice", () => {
    expect(resolveRoute("/atendimento", null)).toEqual({ kind: "redirect", to: "/login", notice: "loginRequired" })
    expect(resolveRoute("/atendimento/12", null)).toMatchObject({ to: "/login", notice: "loginRequired" })
    expect(resolveRoute("/home", null)).toMatchObject({ to: "/login" })
    expect(resolveRoute("/kanban", null)).toMatchObject({ to: "/login", notice: "loginRequired" })
  })

  it("redirects / to the landing route of the profile", () => {
    expect(resolveRoute("/", session("admin"))).toEqual({ kind: "redirect", to: "/home" })
    expect(resolveRoute("/", session("super"))).toEqual({ kind: "redirect", to: "/home" })
    expect(resolveRoute("/", session("user"))).toEqual({ kind: "redirect", to: "/atendimento" })
    expect(resolveRoute("/", null)).toEqual({ kind: "redirect", to: "/login" })
  })

  it("shows login and register only to anonymous visitors; the reset link to anyone", () => {
    expect(resolveRoute("/login", null)).toEqual({ kind: "page", page: "login" })
    expect(resolveRoute("/register", null)).toEqual({ kind: "page", page: "register" })
    expect(resolveRoute("/redefining", null)).toEqual({ kind: "page", page: "redefining" })
    expect(resolveRoute("/login", session("user"))).toEqual({ kind: "redirect", to: "/atendimento" })
    expect(resolveRoute("/register", session("admin"))).toEqual({ kind: "redirect", to: "/home" })
    expect(resolveRoute("/redefining", session("user"))).toEqual({ kind: "page", page: "redefining" })
  })

  it("opens the workspace with and without a ticket", () => {
    expect(resolveRoute("/atendimento", session("user"))).toEqual({
      kind: "page",
      page: "workspace",
      ticketId: undefined
    })
    expect(resolveRoute("/atendimento/42", session("user"))).toEqual({
      kind: "page",
      page: "workspace",
      ticketId: "42"
    })
    expect(resolveRoute("/atendimento/chats", session("user"))).toMatchObject({
      page: "workspace",
      ticketId: undefined
    })
    expect(resolveRoute("/atendimento/contatos", session("user"))).toEqual({
      kind: "page",
      page: "workspace",
      panel: "contacts"
    })
  })

  it("lets administrators into the console and sends the others home", () => {
    expect(resolveRoute("/configuracoes", session("admin"))).toEqual({ kind: "external", href: CONSOLE_URL })
    expect(resolveRoute("/configuracoes/usuarios", session("admin"))).toEqual({
      kind: "external",
      href: `${CONSOLE_URL}#/users`
    })
    expect(resolveRoute("/configuracoes/filas", session("admin"))).toEqual({
      kind: "external",
      href: `${CONSOLE_URL}#/queues`
    })
    expect(resolveRoute("/configuracoes/canais", session("admin"))).toEqual({
      kind: "page",
      page: "placeholder",
      screen: "settingsChannels"
    })
    expect(resolveRoute("/configuracoes", session("super"))).toEqual({
      kind: "redirect",
      to: "/home",
      notice: "noPermission"
    })
    expect(resolveRoute("/configuracoes/chat-flow/builder", session("user"))).toEqual({
      kind: "redirect",
      to: "/home",
      notice: "noPermission"
    })
  })

  it("lets everyone signed in into the groups settings (no admin flag)", () => {
    expect(resolveRoute("/configuracoes/grupos", session("user"))).toEqual({
      kind: "page",
      page: "placeholder",
      screen: "settingsGroups"
    })
  })

  it("has a screen for every route of spec §2", () => {
    const spec = [
      "/home",
      "/painel-atendimentos",
      "/atendimento",
      "/contatos",
      "/agendamentos",
      "/auto-resposta",
      "/notas",
      "/mensagens-rapidas",
      "/kanban",
      "/campanhas",
      "/campanhas/3",
      "/campanhasms",
      "/campanhaswaba",
      "/campanhaswaba/3",
      "/relatorios",
      "/relatorios/estatisticas-atendimentos-usuarios",
      "/relatorios/lista-contatos",
      "/relatorios/contatos-por-etiquetas",
      "/relatorios/contatos-por-estado",
      "/relatorios/aniversariantes-do-mes",
      "/relatorios/relatorio-tickets",
      "/chat-interno",
      "/wavoip",
      ...[
        "geral",
        "usuarios",
        "canais",
        "prompt",
        "horario",
        "horarios",
        "filas",
        "etiquetas",
        "typebotapi",
        "informacoes-sistema",
        "templates",
        "api",
        "servicos",
        "chat-flow",
        "chat-flow/builder",
        "grupos"
      ].map((c) => `/configuracoes/${c}`)
    ]
    for (const path of spec) expect(resolveRoute(path, session("admin")).kind, path).not.toBe("redirect")
    // The hash router (app/router.tsx) has a route under the main layout for each of them.
    const layoutChildren = PRIVATE_PATTERNS.map((path) => ({ path }))
    for (const path of spec) expect(matchRoutes(layoutChildren, path), path).not.toBeNull()
    for (const path of spec)
      expect(resolveRoute(path, session("admin")), path).not.toEqual({ kind: "page", page: "notFound" })
    expect(PRIVATE_PATTERNS.length).toBeGreaterThan(spec.length)
  })

  it("gives the router's pattern ranking: literal children before :ticketId, trailing slash ignored", () => {
    expect(resolveRoute("/atendimento/contatos/", session("user"))).toEqual({
      kind: "page",
      page: "workspace",
      panel: "contacts"
    })
    expect(resolveRoute("/atendimento/7/", session("user"))).toEqual({ kind: "page", page: "workspace", ticketId: "7" })
    expect(resolveRoute("/atendimento/a%20b", session("user"))).toMatchObject({ ticketId: "a b" })
    expect(PUBLIC_PATTERNS).toEqual(["/login", "/register", "/redefining"])
    expect(PUBLIC_PATTERNS.some((path) => PRIVATE_PATTERNS.includes(path))).toBe(false)
  })

  it("shows 404 for unknown routes, signed in or not", () => {
    expect(resolveRoute("/nada", null)).toEqual({ kind: "page", page: "notFound" })
    expect(resolveRoute("/atendimento/1/2", session("admin"))).toEqual({ kind: "page", page: "notFound" })
  })
})

describe("chatPath", () => {
  it("builds the named chat route with pageNumber and timestamp", () => {
    expect(chatPath(7)).toBe("/atendimento/7")
    expect(chatPath(7, { pageNumber: 2, timestamp: 99 })).toBe("/atendimento/7?pageNumber=2&t=99")
  })
})
