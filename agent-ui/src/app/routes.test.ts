import { describe, expect, it } from "vitest"
import type { Session } from "../lib/session"
import { CONSOLE_URL, resolveRoute } from "./routes"

const session = (profile: Session["profile"]): Session => ({
  token: "t", sessionId: "s", userId: 1, tenantId: 1, profile, username: "Ana", queues: [], configs: {}
})

describe("resolveRoute", () => {
  it("sends anonymous visitors of private routes to login with a notice", () => {
    expect(resolveRoute("/atendimento", null)).toEqual({ kind: "redirect", to: "/login", notice: "loginRequired" })
    expect(resolveRoute("/atendimento/12", null)).toMatchObject({ to: "/login", notice: "loginRequired" })
    expect(resolveRoute("/home", null)).toMatchObject({ to: "/login" })
  })

  it("redirects / to the landing route of the profile", () => {
    expect(resolveRoute("/", session("admin"))).toEqual({ kind: "redirect", to: "/home" })
    expect(resolveRoute("/", session("super"))).toEqual({ kind: "redirect", to: "/home" })
    expect(resolveRoute("/", session("user"))).toEqual({ kind: "redirect", to: "/atendimento" })
    expect(resolveRoute("/", null)).toEqual({ kind: "redirect", to: "/login" })
  })

  it("shows login only to anonymous visitors", () => {
    expect(resolveRoute("/login", null)).toEqual({ kind: "page", page: "login" })
    expect(resolveRoute("/login", session("user"))).toEqual({ kind: "redirect", to: "/atendimento" })
  })

  it("opens the workspace with and without a ticket", () => {
    expect(resolveRoute("/atendimento", session("user"))).toEqual({ kind: "page", page: "workspace", ticketId: undefined })
    expect(resolveRoute("/atendimento/42", session("user"))).toEqual({ kind: "page", page: "workspace", ticketId: "42" })
    expect(resolveRoute("/atendimento/chats", session("user"))).toMatchObject({ page: "workspace", ticketId: undefined })
  })

  it("lets administrators into the console and sends the others home", () => {
    expect(resolveRoute("/configuracoes", session("admin"))).toEqual({ kind: "external", href: CONSOLE_URL })
    expect(resolveRoute("/configuracoes/usuarios", session("admin"))).toEqual({ kind: "external", href: CONSOLE_URL })
    expect(resolveRoute("/configuracoes", session("super"))).toEqual({ kind: "redirect", to: "/home", notice: "noPermission" })
    expect(resolveRoute("/configuracoes", session("user"))).toEqual({ kind: "redirect", to: "/home", notice: "noPermission" })
  })

  it("shows 404 for unknown routes, signed in or not", () => {
    expect(resolveRoute("/nada", null)).toEqual({ kind: "page", page: "notFound" })
    expect(resolveRoute("/atendimento/1/2", session("admin"))).toEqual({ kind: "page", page: "notFound" })
  })
})
