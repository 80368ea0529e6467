/** Real HTTP and websocket clients, as the agent UI and the widget use the server. */
import WebSocket from "ws"

export type Login = {
  token: string
  sessionId: string
  userId: number
  tenantId: number
  profile: string
  whatsapps: Array<{ id: number }>
}

export const http = async (
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; raw?: string; auth?: Login; headers?: Record<string, string> } = {}
) => {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) }
  if (opts.auth) {
    headers.authorization = `Bearer ${opts.auth.token}`
    headers["x-session-id"] = opts.auth.sessionId
  }
  if (opts.body !== undefined) headers["content-type"] = "application/json"
  const res = await fetch(base + path, {
    method,
    headers,
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body))
  })
  const text = await res.text()
  let json: any = undefined
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: res.status, json, text, headers: res.headers }
}

export const login = async (base: string, email: string, password: string): Promise<Login> => {
  const r = await http(base, "POST", "/auth/login/", { body: { email, password } })
  if (r.status !== 200) throw new Error(`login failed ${r.status} ${r.text}`)
  return r.json
}

/** Creates a user of the demo tenant through the API, as its administrator; throws when refused. */
export const createDemoUser = async (
  base: string,
  user: { name: string; email: string; password: string; profile: string }
) => {
  const admin = await login(base, "admin@atende.local", "Admin12345")
  const r = await http(base, "POST", "/admin/users", { auth: admin, body: user })
  if (r.status !== 200 && r.status !== 201) throw new Error(`create user: ${r.status} ${r.text}`)
}

/** Polls `probe` until it gives something truthy. */
export const waitFor = async <R>(
  probe: () => R | undefined | false,
  timeoutMs = 10_000,
  what = "condition"
): Promise<R> => {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    const found = probe()
    if (found !== undefined && found !== false) return found
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
}

/** Polls an async (or sync) probe until it gives something other than undefined. */
export const eventually = async <R>(
  probe: () => Promise<R | undefined> | R | undefined,
  what: string,
  timeoutMs = 30_000
): Promise<R> => {
  const start = Date.now()
  for (;;) {
    const found = await probe()
    if (found !== undefined) return found
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Polls an async probe until `done` holds for what it gives; the error shows the last answer. */
export const until = async <R>(probe: () => Promise<R>, done: (r: R) => boolean, what: string, timeoutMs = 30_000) => {
  const start = Date.now()
  for (;;) {
    const last = await probe()
    if (done(last)) return last
    if (Date.now() - start > timeoutMs)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}: ${JSON.stringify(last)?.slice(0, 2000)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

export type LiveClient = {
  frames: Array<any>
  events: () => Array<any>
  lastSeq: () => number
  ws: WebSocket
  close: () => void
}

export const liveClient = async (base: string, auth: Login, lastSeq?: number): Promise<LiveClient> => {
  const ws = new WebSocket(base.replace(/^http/, "ws") + "/live")
  const frames: Array<any> = []
  ws.on("message", (d) => frames.push(JSON.parse(String(d))))
  await new Promise((resolve, reject) => {
    ws.once("open", resolve)
    ws.once("error", reject)
  })
  ws.send(
    JSON.stringify({
      type: "auth",
      token: auth.token,
      sessionId: auth.sessionId,
      ...(lastSeq !== undefined ? { lastSeq } : {})
    })
  )
  await waitFor(() => frames.find((x) => x.type === "ready" || x.type === "error"), 10_000, "live ready")
  const seqs = () => frames.filter((f) => f.type === "event" || f.type === "seq").map((f) => f.seq as number)
  return {
    frames,
    ws,
    events: () => frames.filter((f) => f.type === "event"),
    lastSeq: () => {
      const s = seqs()
      return s.length ? s[s.length - 1]! : (frames.find((f) => f.type === "ready")?.seq ?? 0)
    },
    close: () => ws.close()
  }
}

export type Widget = {
  frames: Array<any>
  messages: () => Array<any>
  send: (body: string, clientId?: string) => string
  ws: WebSocket
  close: () => void
}

export const widgetClient = async (base: string, token: string, visitor: string): Promise<Widget> => {
  const ws = new WebSocket(
    `${base.replace(/^http/, "ws")}/webchat/ws?token=${encodeURIComponent(token)}&visitor=${visitor}`
  )
  const frames: Array<any> = []
  ws.on("message", (d) => frames.push(JSON.parse(String(d))))
  await new Promise((resolve, reject) => {
    ws.once("open", resolve)
    ws.once("error", reject)
  })
  let closed: number | undefined
  ws.on("close", (code) => (closed = code))
  await waitFor(
    () => frames.find((x) => x.type === "history") ?? (closed !== undefined ? "closed" : undefined),
    10_000,
    "widget history"
  )
  if (closed !== undefined) throw new Error(`widget socket closed with ${closed}`)
  let n = 0
  return {
    frames,
    ws,
    messages: () =>
      frames.flatMap((f) => (f.type === "history" ? f.messages : f.type === "message" ? [f.message] : [])),
    send: (body, clientId) => {
      const id = clientId ?? `c${++n}${Math.random().toString(36).slice(2, 8)}`
      ws.send(JSON.stringify({ type: "message", clientId: id, body }))
      return id
    },
    close: () => ws.close()
  }
}

/** The demo tenant's web-chat token, read from the demo page. */
export const demoToken = async (base: string) => {
  const page = await (await fetch(base + "/demo")).text()
  const m = page.match(/data-token="([^"]+)"/)
  if (!m) throw new Error("no widget on the demo page")
  return m[1]!
}
