/**
 * A local stand-in for Typebot's chat API (v3: `POST /api/v1/typebots/{publicId}/startChat`,
 * `POST /api/v1/sessions/{sessionId}/continueChat` with `{ message: { type: "text", text } }`),
 * answering as Typebot does (`{ sessionId, messages: [{ id, type: "text", content: { type:
 * "markdown", markdown } }], input? }`) for one scripted bot:
 *   start  → "Olá, {{name}}!" and "Como podemos ajudar?" with a choice input (Vendas, Suporte)
 *   Vendas → "Qual é o seu e-mail?" with a text input
 *   e-mail → "Obrigado, <e-mail>! Até logo." and no input (the end)
 *   Suporte → "Um atendente vai falar com você." and no input (the end)
 * A choice answer that is not one of the labels gets Typebot's retry message and the same input.
 * A private bot (`token`) wants `Authorization: Bearer <token>` (else 401); an unknown public id or
 * session is 404. `requests` keeps every call, in order.
 */
import { randomUUID } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export type TypebotRequest = {
  readonly path: string
  readonly authorization: string | undefined
  readonly body: Record<string, any>
}

type State = "menu" | "email"

const text = (markdown: string) => ({ id: randomUUID(), type: "text", content: { type: "markdown", markdown } })
const menuInput = () => ({
  id: "menu",
  type: "choice input",
  items: [
    { id: "i1", content: "Vendas" },
    { id: "i2", content: "Suporte" }
  ],
  options: {}
})

export type TypebotStandin = {
  readonly url: string
  readonly publicId: string
  readonly token: string
  readonly requests: Array<TypebotRequest>
  readonly close: () => Promise<void>
}

export const startTypebotStandin = async (
  opts: { publicId?: string; token?: string } = {}
): Promise<TypebotStandin> => {
  const publicId = opts.publicId ?? "atende-demo-bot"
  const token = opts.token ?? "typebot-secret-token"
  const sessions = new Map<string, State>()
  const requests: Array<TypebotRequest> = []

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" })
    res.end(JSON.stringify(body))
  }

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const path = (req.url ?? "").split("?")[0]!
    let body: Record<string, any> = {}
    try {
      body = raw ? JSON.parse(raw) : {}
    } catch {
      return answer(res, 400, { message: "Invalid JSON" })
    }
    requests.push({ path, authorization: req.headers.authorization, body })
    if (req.method !== "POST") return answer(res, 404, { message: "Not found" })
    if (req.headers.authorization !== `Bearer ${token}`) return answer(res, 401, { message: "Unauthorized" })

    const start = /^\/api\/v1\/typebots\/([^/]+)\/startChat$/.exec(path)
    if (start) {
      if (decodeURIComponent(start[1]!) !== publicId) return answer(res, 404, { message: "Typebot not found" })
      const sessionId = randomUUID()
      sessions.set(sessionId, "menu")
      const name = String(body.prefilledVariables?.name ?? "visitante")
      return answer(res, 200, {
        sessionId,
        typebot: { id: publicId, version: "6" },
        messages: [text(`Olá, ${name}!`), text("Como podemos ajudar?")],
        input: menuInput()
      })
    }
    const cont = /^\/api\/v1\/sessions\/([^/]+)\/continueChat$/.exec(path)
    if (!cont) return answer(res, 404, { message: "Not found" })
    const sessionId = decodeURIComponent(cont[1]!)
    const state = sessions.get(sessionId)
    if (!state) return answer(res, 404, { message: "Session not found" })
    const message = typeof body.message === "string" ? body.message : body.message?.text
    if (typeof message !== "string") return answer(res, 400, { message: "Missing message" })
    if (state === "menu") {
      if (message === "Vendas") {
        sessions.set(sessionId, "email")
        return answer(res, 200, {
          messages: [text("Qual é o seu e-mail?")],
          input: { id: "email", type: "text input" }
        })
      }
      if (message === "Suporte") {
        sessions.delete(sessionId)
        return answer(res, 200, { messages: [text("Um atendente vai falar com você.")] })
      }
      return answer(res, 200, { messages: [text("Invalid message. Please, try again.")], input: menuInput() })
    }
    sessions.delete(sessionId)
    return answer(res, 200, { messages: [text(`Obrigado, ${message}! Até logo.`)] })
  }

  const server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => handle(req, res, Buffer.concat(chunks).toString("utf8")))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    publicId,
    token,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
