/**
 * Walking every route of the server (test/fuzz.int.test.ts, test/isolation.int.test.ts,
 * test/edge.int.test.ts): the route table as the router declares it, a tenant's sample records
 * whose ids fill the path parameters, a valid query and body per route, a raw request sender,
 * and a fingerprint of a tenant's data to tell that a request changed nothing.
 */
import { createECDH, randomBytes } from "node:crypto"
import { routeTable, type RouteEntry } from "../../runtime/src/server/routes"
import { visitorTicket, type World } from "../workspace.support"
import type { Login } from "./clients"

export type Route = RouteEntry & { readonly key: string; readonly params: ReadonlyArray<string> }

/** Every route, with its parameter names (`*` for a wildcard). */
export const routes = (): Array<Route> =>
  routeTable().map((r) => ({
    ...r,
    key: `${r.method} ${r.path}`,
    params: [...r.path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*")
  }))

/** The path with each parameter replaced by its (already encoded) value; a wildcard's value starts with "/". */
export const fillPath = (path: string, values: Readonly<Record<string, string>>) =>
  path === "*" ? (values["*"] ?? "/") : path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? "")

export type Sent = { readonly status: number; readonly text: string; readonly json: any; readonly contentType: string }

export type Outgoing = {
  readonly method: string
  readonly path: string
  readonly auth?: Login | undefined
  /**
   * A value sent as JSON, raw text sent as it is, or a multipart form (a third item makes the field
   * a file of that name).
   */
  readonly body?:
    | { readonly json: unknown }
    | { readonly raw: string }
    | { readonly form: ReadonlyArray<readonly [string, string, string?]> }
    | undefined
  readonly headers?: Readonly<Record<string, string>> | undefined
}

export const send = async (base: string, req: Outgoing): Promise<Sent> => {
  const headers: Record<string, string> = { ...(req.headers ?? {}) }
  if (req.auth) {
    headers.authorization = `Bearer ${req.auth.token}`
    headers["x-session-id"] = req.auth.sessionId
  }
  let body: string | FormData | undefined
  if (req.body && "json" in req.body) body = JSON.stringify(req.body.json)
  else if (req.body && "raw" in req.body) body = req.body.raw
  else if (req.body) {
    body = new FormData()
    for (const [name, value, file] of req.body.form) {
      if (file === undefined) body.append(name, value)
      else body.append(name, new Blob([value]), file)
    }
  }
  if (typeof body === "string" && !headers["content-type"]) headers["content-type"] = "application/json"
  const res = await fetch(base + req.path, { method: req.method, headers, body, redirect: "manual" })
  const text = await res.text()
  let json: any
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: res.status, text, json, contentType: res.headers.get("content-type") ?? "" }
}

/** A stack frame or a file position in an answer: what no answer may show. */
export const STACK = /\bat [\w$.<>[\]]+ \(|\bat (file|node):|\(?\/[\w./-]+\.[cm]?[jt]s:\d+:\d+\)?|\n\s+at /

export const SAMPLE_PASSWORD = "Sample12345"

/** A tenant's sample records: one of each kind, named with `marker` so that a leak is recognisable. */
export type Records = {
  readonly marker: string
  readonly tenantId: number
  readonly adminId: number
  readonly ticket: number
  readonly message: number
  readonly scheduled: number
  readonly note: number
  readonly contact: number
  readonly contactNote: number
  readonly contactImport: number
  readonly chatConversation: number
  readonly channel: number
  readonly queue: number
  readonly tag: number
  readonly quickMessage: number
  readonly autoReply: number
  readonly autoReplyStep: number
  readonly autoReplyAction: number
  readonly chatFlow: number
  readonly typebot: number
  readonly user: number
  readonly userEmail: string
  readonly visitor: string
  readonly media: string
}

const ok = async (what: string, p: Promise<Sent>) => {
  const r = await p
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${r.text}`)
  return r.json
}

/** A chat flow's document: a menu step whose answer "1" hands the ticket to `queueId`. */
const flowDocument = (queueId: number) => ({
  version: 1,
  settings: { welcomeMessage: "Olá!" },
  nodes: [
    { id: "start", type: "start", position: { x: 0, y: 0 }, data: { next: "menu" } },
    {
      id: "menu",
      type: "step",
      position: { x: 200, y: 0 },
      data: {
        name: "Menu",
        interactions: [{ id: "i1", type: "text", text: "1 Atendimento" }],
        conditions: [{ id: "c1", type: "keywords", keywords: ["1"], action: { type: "queue", queueId } }]
      }
    }
  ]
})

/** Creates the sample records in the demo tenant (the one with the web-chat widget) as its administrator. */
export const makeRecords = async (w: World, admin: Login, marker: string): Promise<Records> => {
  const call = (method: string, path: string, json?: unknown) =>
    send(w.url, { method, path, auth: admin, body: json === undefined ? undefined : { json } })
  const { ticketId, widget, visitor } = await visitorTicket(w, `${marker} olá`)
  widget.close()
  await ok("open the ticket", call("PUT", `/tickets/${ticketId}`, { status: "open", userId: admin.userId }))
  const message = await ok("reply", call("POST", `/messages/${ticketId}`, { body: `${marker} resposta` }))
  const scheduled = await ok(
    "schedule",
    call("POST", `/messages/${ticketId}`, { body: `${marker} agendada`, scheduleDate: "2099-01-01T12:00:00Z" })
  )
  const note = await ok("note", call("POST", `/tickets/${ticketId}/notes`, { body: `${marker} nota` }))
  const queue = await ok("queue", call("POST", "/admin/queues", { name: `${marker} fila` }))
  const tag = await ok("tag", call("POST", "/admin/tags", { name: `${marker} etiqueta`, color: "#123456" }))
  const quick = await ok(
    "quick message",
    call("POST", "/fastreply", { key: `${marker} atalho`, message: `${marker} texto` })
  )
  // an auto-reply with a step and an action, and a chat flow (inactive: the plan keeps one active)
  const autoReply = await ok("auto-reply", call("POST", "/auto-reply", { description: `${marker} auto resposta` }))
  const withStep = await ok(
    "auto-reply step",
    call("POST", `/auto-reply/${autoReply.id}/steps`, { message: `${marker} etapa`, initialStep: true })
  )
  const autoReplyStep = Number(withStep.steps[0].id)
  const withAction = await ok(
    "auto-reply action",
    call("POST", `/auto-reply/${autoReply.id}/steps/${autoReplyStep}/actions`, { key: "1", queueId: queue.id })
  )
  const chatFlowBody = { name: `${marker} fluxo`, active: false, document: flowDocument(Number(queue.id)) }
  const chatFlow = await ok("chat flow", call("POST", "/chat-flows", chatFlowBody))
  const typebot = await ok(
    "typebot",
    call("POST", "/typebots", { name: `${marker} typebot`, baseUrl: "https://typebot.example.com", publicId: "bot-1" })
  )
  const userEmail = `${marker.toLowerCase()}@records.test`
  const userBody = {
    name: `${marker} usuário`,
    email: userEmail,
    password: SAMPLE_PASSWORD,
    profile: "user",
    queueIds: [queue.id]
  }
  const user = await ok("user", call("POST", "/admin/users", userBody))
  const row = (await w.query`SELECT contact_id, channel_id FROM tickets WHERE id = ${ticketId}`)[0]
  // the visitor's contact, with a tag, additional information and a note, for the /contacts/:id routes
  await ok("contact tags", call("PUT", `/contacts/${row.contact_id}/tags`, { tagIds: [tag.id] }))
  const extraInfo = [{ description: `${marker} origem`, information: `${marker} site` }]
  await ok("contact extra info", call("PUT", `/contacts/${row.contact_id}/extra-info`, { extraInfo }))
  const contactNote = await ok(
    "contact note",
    call("POST", `/contacts/${row.contact_id}/notes`, { title: `${marker} anotação`, description: `${marker} texto` })
  )
  // an uploaded contact import, for the /contacts/imports/:id routes
  const contactImport = await ok(
    "contact import",
    send(w.url, {
      method: "POST",
      path: `/contacts/imports?fileName=${encodeURIComponent(`${marker}.csv`)}`,
      auth: admin,
      headers: { "content-type": "text/csv" },
      body: { raw: `Nome,Telefone\n${marker} importado,${newMobile()}\n` }
    })
  )
  // a group of the internal chat with a message, for the /chat-interno/conversations/:id routes
  const chat = await ok(
    "chat group",
    call("POST", "/chat-interno/conversations", { name: `${marker} grupo`, memberIds: [user.id] })
  )
  await ok("chat message", call("POST", `/chat-interno/conversations/${chat.id}/messages`, { body: `${marker} oi` }))
  const media = await w.query`SELECT id FROM media WHERE tenant_id = ${admin.tenantId} ORDER BY created_at DESC LIMIT 1`
  return {
    marker,
    tenantId: admin.tenantId,
    adminId: admin.userId,
    ticket: ticketId,
    message: Number(message.id),
    scheduled: Number(scheduled.id ?? scheduled.scheduledMessage?.id),
    note: Number(note.id),
    contact: Number(row.contact_id),
    contactNote: Number(contactNote.id),
    contactImport: Number(contactImport.id),
    chatConversation: Number(chat.id),
    channel: Number(row.channel_id),
    queue: Number(queue.id),
    tag: Number(tag.id),
    quickMessage: Number(quick.id),
    autoReply: Number(autoReply.id),
    autoReplyStep,
    autoReplyAction: Number(withAction.steps[0].actions[0].id),
    chatFlow: Number(chatFlow.id),
    typebot: Number(typebot.id),
    user: Number(user.id),
    userEmail,
    visitor,
    media: media.length ? String(media[0].id) : "00000000-0000-4000-8000-000000000000"
  }
}

/**
 * The record a route's parameter most likely names (`/admin/queues/:id` a queue …), as text; a
 * route this does not know gets undefined, and the walkers then try every record.
 */
export const likelyParam = (route: Route, param: string, r: Records, otherTenant: number): string | undefined => {
  const p = route.path
  if (param === "ticketId" || p.startsWith("/tickets/:id")) return String(r.ticket)
  if (p.startsWith("/contacts/imports/")) return String(r.contactImport)
  if (p.startsWith("/contacts/")) return String(param === "noteId" ? r.contactNote : r.contact)
  if (param === "noteId") return String(r.note)
  if (p === "/messages/:id" && route.method !== "DELETE") return String(r.ticket)
  if (p.startsWith("/messages")) return String(r.message)
  if (p.startsWith("/scheduled-messages/")) return String(r.scheduled)
  if (p.startsWith("/admin/users/") || p.startsWith("/users/")) return String(r.user)
  if (p.startsWith("/admin/queues/")) return String(r.queue)
  if (p.startsWith("/admin/tags/")) return String(r.tag)
  if (p.startsWith("/fastreply/")) return String(r.quickMessage)
  if (p.startsWith("/auto-reply/"))
    return String(param === "stepId" ? r.autoReplyStep : param === "actionId" ? r.autoReplyAction : r.autoReply)
  if (p.startsWith("/chat-flows/")) return String(r.chatFlow)
  if (p.startsWith("/typebots/")) return String(r.typebot)
  if (p.startsWith("/admin/tenants/")) return String(otherTenant)
  if (p.startsWith("/admin/plans/")) return "free"
  if (p.startsWith("/settings/")) return "hideOthersTickets"
  if (p.startsWith("/media/")) return r.media
  if (p.startsWith("/chat-interno/direct/")) return String(r.user)
  if (p.startsWith("/chat-interno/conversations/")) return String(r.chatConversation)
  if (p.startsWith("/channels/")) return String(r.channel)
  return undefined
}

const SPREAD_TABLES = [
  "tickets",
  "messages",
  "scheduled_messages",
  "ticket_notes",
  "contacts",
  "queues",
  "tags",
  "users",
  "channels",
  "quick_messages",
  "auto_replies",
  "auto_reply_steps",
  "auto_reply_actions",
  "chat_flows",
  "contact_notes",
  "chat_conversations",
  "contact_imports"
]

/**
 * Moves each table's id sequence to its own range (base, base + 1000, …), so that records
 * created from now on have ids no other table uses: an id then names one record only.
 */
export const spreadIds = async (w: World, base = 1_000_000) => {
  for (const [i, table] of SPREAD_TABLES.entries()) {
    const next = base + i * 1000
    if (w.env.mode === "production") await w.query`SELECT setval(pg_get_serial_sequence(${table}, 'id'), ${next})`
    else {
      await w.query`DELETE FROM sqlite_sequence WHERE name = ${table}`
      await w.query`INSERT INTO sqlite_sequence (name, seq) VALUES (${table}, ${next})`
    }
  }
}

/** Numeric ids of the records, each once. */
export const recordIds = (r: Records) => [
  ...new Set([
    r.ticket,
    r.message,
    r.scheduled,
    r.note,
    r.contact,
    r.contactNote,
    r.contactImport,
    r.chatConversation,
    r.channel,
    r.queue,
    r.tag,
    r.quickMessage,
    r.autoReply,
    r.autoReplyStep,
    r.autoReplyAction,
    r.chatFlow,
    r.typebot,
    r.user,
    r.adminId,
    r.tenantId
  ])
]

/** Keys of a browser push subscription (a P-256 public key and 16 random bytes). */
const pushKeys = () => {
  const ecdh = createECDH("prime256v1")
  return { p256dh: ecdh.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") }
}

let counter = 0
const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}`
const json = (v: unknown) => encodeURIComponent(JSON.stringify(v))
/** A valid Brazilian mobile (E.164) that no earlier call of the run used. */
const newMobile = () => `+55219${String(60_000_000 + ((Date.now() + ++counter * 7919) % 39_999_999))}`
/** The calendar day `days` from today (UTC), YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const list = `sort=${json(["id", "ASC"])}&range=${json([0, 9])}&filter=${json({})}`

/**
 * A valid query and body for each route (those without one take none), built from `r`'s ids.
 * A route that is not listed here still gets walked, with no query and no body.
 */
export const sample = (route: Route, r: Records, webchatToken: string): { query?: string; body?: unknown } => {
  const u = unique()
  const newUser = {
    name: `Novo ${u}`,
    email: `novo-${u}@records.test`,
    password: SAMPLE_PASSWORD,
    profile: "user",
    queueIds: [r.queue]
  }
  switch (route.key) {
    case "POST /auth/login/":
      return { body: { email: r.userEmail, password: SAMPLE_PASSWORD } }
    case "POST /auth/refresh_token":
      return { body: { userId: r.adminId } }
    case "POST /auth/register/":
      return {
        body: {
          companyName: `Empresa ${u}`,
          document: "11.222.333/0001-81",
          name: "Dona Empresa",
          email: `reg-${u}@records.test`,
          phoneNumber: "+5511987654321",
          password: SAMPLE_PASSWORD,
          passwordConfirmation: SAMPLE_PASSWORD,
          plan: "free",
          termsAccepted: true
        }
      }
    case "POST /auth/esquecisenha/":
      return { body: { email: r.userEmail } }
    case "POST /auth/redefinirsenha/":
      return { body: { token: "t".repeat(43), password: SAMPLE_PASSWORD, passwordConfirmation: SAMPLE_PASSWORD } }
    case "GET /tickets":
      return { query: "status=open&status=pending&showAll=true" }
    case "POST /tickets":
      return { body: { contactId: r.contact, status: "open" } }
    case "PUT /tickets/:id":
      return { body: { status: "open", userId: r.adminId } }
    case "PUT /tickets/:id/audio-transcription":
      return { body: { enabled: true } }
    case "POST /tickets/mass-transfer":
      return { body: { fromQueueId: r.queue, toUserId: r.adminId } }
    case "POST /tickets/mass-resolve":
      return { body: { queueId: r.queue } }
    case "GET /admin/users":
    case "GET /admin/tenants":
    case "GET /admin/resellers":
    case "GET /admin/queues":
    case "GET /admin/tags":
    case "GET /admin/plans":
      return { query: list }
    case "POST /admin/users":
    case "POST /users":
      return { body: newUser }
    case "PUT /admin/users/:id":
    case "PUT /users/:id":
      return { body: { name: `Renomeado ${u}` } }
    case "DELETE /admin/users/:id":
    case "DELETE /users/:id":
      return { query: `newUserId=${r.adminId}` }
    case "PUT /users/:id/configs":
      return { body: { isDark: true } }
    case "GET /users/chat-interno/":
      return { query: "searchParam=a" }
    case "GET /users":
      return { query: "searchParam=a&pageNumber=1" }
    case "PUT /tenant":
      return { body: { timezone: "America/Sao_Paulo" } }
    case "POST /push/subscriptions":
      return { body: { endpoint: `https://push.example/${u}`, keys: pushKeys() } }
    case "DELETE /push/subscriptions":
      return { query: `endpoint=${encodeURIComponent("https://push.example/x")}` }
    case "POST /admin/tenants":
      return { body: { name: `Empresa ${u}`, adminEmail: `op-${u}@records.test`, plan: "free" } }
    case "PUT /admin/tenants/:id":
      return { body: { name: `Empresa ${u}` } }
    case "POST /admin/resellers":
    case "PUT /admin/resellers/:id":
      return { body: { name: `Revenda ${u}` } }
    case "GET /messages/count-all":
      return { query: `ticketId=${r.ticket}` }
    case "GET /messages/:id":
      return { query: "pageNumber=1" }
    case "POST /messages/:id":
      return { body: { body: `Olá ${u}`, clientId: `c${u}` } }
    case "POST /messagesEdit/:id":
      return { body: { body: `Editada ${u}` } }
    case "POST /messagesReaction/:id":
      return { body: { reaction: "👍" } }
    case "POST /forward-messages":
      return { body: { messages: [r.message], contactId: r.contact } }
    case "POST /tickets/:ticketId/notes":
      return { body: { body: `Nota ${u}` } }
    case "PUT /settings/:key":
      return { body: { value: true } }
    case "PUT /business-hours":
      return {
        body: {
          days: [{ mode: "closed" }, ...Array.from({ length: 5 }, () => ({ mode: "open" })), { mode: "closed" }],
          absenceMessage: `Fora do horário ${u}`
        }
      }
    case "PUT /users/:id/availability":
      return { body: { days: [[], [{ shift: "morning", start: "08:00", end: "12:00" }], [], [], [], [], []] } }
    case "POST /admin/queues":
    case "PUT /admin/queues/:id":
      return { body: { name: `Fila ${u}` } }
    case "POST /admin/tags":
    case "PUT /admin/tags/:id":
      return { body: { name: `Etiqueta ${u}`, color: "#00aa00" } }
    case "GET /dashboard":
      return { query: "from=2024-06-01&to=2024-06-30" }
    case "GET /fastreply":
      return { query: "searchParam=a" }
    case "POST /fastreply":
      return { body: { key: `atalho-${u}`, message: `Olá {{name}} ${u}` } }
    case "PUT /fastreply/:id":
      return { body: { message: `Editada ${u}` } }
    case "POST /auto-reply":
    case "PUT /auto-reply/:id":
      return { body: { description: `Auto resposta ${u}`, testNumber: "+55 11 98888-7777" } }
    case "POST /auto-reply/:id/steps":
    case "PUT /auto-reply/:id/steps/:stepId":
      return { body: { message: `Etapa ${u}` } }
    case "POST /auto-reply/:id/steps/:stepId/actions":
    case "PUT /auto-reply/:id/steps/:stepId/actions/:actionId":
      return { body: { key: `k${u}`, queueId: r.queue, replyMessage: `Retorno ${u}` } }
    case "POST /chat-flows":
    case "PUT /chat-flows/:id":
      return { body: { name: `Fluxo ${u}`, active: false, document: flowDocument(r.queue) } }
    case "POST /typebots":
    case "PUT /typebots/:id":
      return { body: { name: `Typebot ${u}`, baseUrl: "https://typebot.example.com", publicId: `bot-${u}` } }
    case "POST /chat-flows/import":
      return { body: { format: "atende.chatflow", version: 1, name: `Fluxo ${u}`, document: flowDocument(r.queue) } }
    case "GET /contacts":
      return { query: "orderBy=name&limit=5&searchParam=co" }
    case "POST /contacts":
      return {
        body: {
          name: `Contato ${u}`,
          number: newMobile(),
          email: `contato-${u}@records.test`,
          birthday: "05/03/1990",
          tagIds: [r.tag],
          extraInfo: [{ description: "Origem", information: u }]
        }
      }
    case "PUT /contacts/:id":
      return { body: { category: `Categoria ${u}`, birthday: "1990-03-05" } }
    case "PUT /contacts/:id/tags":
      return { body: { tagIds: [r.tag] } }
    case "PUT /contacts/:id/wallets":
      return { body: { walletUserIds: [r.adminId] } }
    case "PUT /contacts/:id/extra-info":
      return { body: { extraInfo: [{ description: "Origem", information: u }] } }
    case "POST /contacts/imports":
      return { query: `fileName=contatos-${u}.csv`, body: `Nome,Telefone\nImportado ${u},${newMobile()}\n` }
    case "POST /contacts/imports/:id/check":
    case "POST /contacts/imports/:id/run":
      return { body: { mapping: { Nome: "name", Telefone: "number" } } }
    case "GET /contacts/export":
      return { query: "format=csv&searchParam=co" }
    case "POST /contacts/:id/notes":
      return { body: { title: `Anotação ${u}`, description: `Texto ${u}` } }
    case "POST /contacts/duplicates/merge":
      // the record's contact into a contact id no tenant has: refused whoever asks, nothing merged
      return { body: { groups: [{ keepId: r.contact, mergeIds: [2_000_000_000] }] } }
    case "PUT /tickets/:id/tags":
      return { body: { tagIds: [r.tag] } }
    case "POST /chat-interno/conversations":
      return { body: { name: `Grupo ${u}`, memberIds: [r.user] } }
    case "POST /chat-interno/conversations/:id/messages":
      return { body: { body: `Oi ${u}` } }
    case "GET /chat-interno/conversations/:id/messages":
      return { query: "limit=10" }
    case "GET /demo":
      return { query: `token=${encodeURIComponent(webchatToken)}` }
    case "POST /channels":
      return { body: { name: `Canal ${u}`, type: "webchat", webchat: { title: `Fale ${u}` } } }
    case "PUT /channels/:id":
      return { body: { greetingMessage: `Olá ${u}`, webchat: { footerText: `Rodapé ${u}` } } }
    case "DELETE /channels/:id":
      // the record's channel has an open ticket: refused (409) whoever asks, nothing deleted
      return { query: "confirm=EXCLUIR" }
    case "POST /channels/:id/transfer":
      return { body: { toChannelId: r.channel } }
    case "GET /reports/tickets":
    case "GET /reports/tickets/summary":
    case "GET /reports/user-stats":
      return { query: `from=${day(-200)}&to=${day(1)}&userIds=${r.adminId}&queueIds=${r.queue}` }
    case "GET /reports/contacts":
      return { query: `searchParam=co&from=${day(-200)}&to=${day(1)}` }
    case "GET /reports/contacts-by-tag":
      return { query: `tagIds=${r.tag}` }
    case "GET /reports/contacts-by-state":
      return { query: "states=SP,RJ" }
    case "GET /reports/birthdays":
      return { query: "month=3" }
    case "POST /reports/exports":
      return { body: { report: "contactsByTag", format: "csv", filters: { tagIds: [r.tag] } } }
    case "GET /webhooks/waba/:channelId":
      return { query: "hub.mode=subscribe&hub.verify_token=not-the-token&hub.challenge=1158201444" }
    case "POST /webhooks/waba/:channelId":
      // unsigned, as anyone but Meta sends it: refused before anything is read into the store
      return {
        body: {
          object: "whatsapp_business_account",
          entry: [
            {
              id: "102290129340398",
              changes: [
                {
                  field: "messages",
                  value: {
                    messaging_product: "whatsapp",
                    metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
                    contacts: [{ profile: { name: `Cliente ${u}` }, wa_id: "5521955500001" }],
                    messages: [
                      {
                        from: "5521955500001",
                        id: `wamid.${u}`,
                        timestamp: "1700000000",
                        type: "text",
                        text: { body: u }
                      }
                    ]
                  }
                }
              ]
            }
          ]
        }
      }
    case "POST /webchat/media":
      return { query: `token=${encodeURIComponent(webchatToken)}&visitor=${r.visitor}`, body: "conteúdo" }
    default:
      return {}
  }
}

/**
 * A fingerprint of a tenant's data: its row, users, queues, tags, contacts, tickets, settings,
 * scheduled messages, notes, quick messages and channels as they are, and messages, logs and media
 * as counts and sums. What a background job changes on its own (delivery status, read marks, the event log)
 * is left out.
 */
export const fingerprint = async (w: World, tenantId: number) => {
  const q = w.query
  const parts = await Promise.all([
    q`SELECT name, status, plan, license, user_creation_disabled, timezone, reseller_id, trial_ends_at
      FROM tenants WHERE id = ${tenantId}`,
    q`SELECT id, name, email, profile, active, deleted_at, phone_number, image, login_only_scheduled, login_hours,
      allow_calls, notify_disable_all, password_hash FROM users WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT uq.user_id, uq.queue_id FROM user_queues uq JOIN users u ON u.id = uq.user_id
      WHERE u.tenant_id = ${tenantId} ORDER BY uq.user_id, uq.queue_id`,
    q`SELECT id, name, active FROM queues WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT id, name, color, active FROM tags WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT id, name, number, email, first_name, last_name, business_name, document, birthday, gender,
      marital_status, source, instagram, telegram_id, website, category, phone_key, is_whatsapp_valid
      FROM contacts WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT ct.contact_id, ct.tag_id FROM contact_tags ct JOIN contacts c ON c.id = ct.contact_id
      WHERE c.tenant_id = ${tenantId} ORDER BY ct.contact_id, ct.tag_id`,
    q`SELECT w.contact_id, w.user_id FROM contact_wallets w JOIN contacts c ON c.id = w.contact_id
      WHERE c.tenant_id = ${tenantId} ORDER BY w.contact_id, w.user_id`,
    q`SELECT contact_id, position, description, information FROM contact_extra_info
      WHERE tenant_id = ${tenantId} ORDER BY contact_id, position`,
    q`SELECT id, contact_id, title, description FROM contact_notes WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT id, status, processed FROM contact_imports WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT id, kind, name, direct_key FROM chat_conversations WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT conversation_id, user_id, last_read_id FROM chat_members WHERE tenant_id = ${tenantId}
      ORDER BY conversation_id, user_id`,
    q`SELECT COUNT(*) AS n, SUM(LENGTH(body)) AS len FROM chat_messages WHERE tenant_id = ${tenantId}`,
    q`SELECT id, contact_id, status, user_id, queue_id, deleted, audio_transcription
      FROM tickets WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT COUNT(*) AS n, SUM(LENGTH(body)) AS len, SUM(deleted) AS deleted, SUM(edited) AS edited,
      COUNT(reaction) AS reactions
      FROM messages WHERE tenant_id = ${tenantId}`,
    q`SELECT id, status, body, send_at FROM scheduled_messages WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT id, ticket_id, body FROM ticket_notes WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT id, key, message FROM quick_messages WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT id, description, active, test_number FROM auto_replies WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT id, auto_reply_id, message, initial_step FROM auto_reply_steps WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT id, step_id, key, next_step_id, queue_id, user_id, reply_message FROM auto_reply_actions
      WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT id, name, description, active, test_number, document FROM chat_flows
      WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT id, chat_flow_id FROM channels WHERE tenant_id = ${tenantId} ORDER BY id`,
    q`SELECT key, value FROM settings WHERE tenant_id = ${tenantId} ORDER BY key`,
    q`SELECT days, absence_message FROM business_hours WHERE tenant_id = ${tenantId}`,
    q`SELECT user_id, days FROM user_availability WHERE tenant_id = ${tenantId} ORDER BY user_id`,
    q`SELECT COUNT(*) AS n FROM ticket_logs WHERE tenant_id = ${tenantId}`,
    q`SELECT COUNT(*) AS n FROM media WHERE tenant_id = ${tenantId}`,
    q`SELECT COUNT(*) AS n FROM push_subscriptions WHERE tenant_id = ${tenantId}`,
    // what administrators set (the session's status is the connectors' to change)
    q`SELECT id, name, type, is_default, enabled, session_gen, config, deleted_at FROM channels
      WHERE tenant_id = ${tenantId} ORDER BY id`
  ])
  return JSON.stringify(
    parts.map((rows) => rows.map((row) => Object.values(row).map((v) => (v === null ? null : String(v)))))
  )
}

/** Polls the fingerprint until three readings in a row agree (what earlier requests set off has landed). */
export const settled = async (w: World, tenantId: number, timeoutMs = 10_000) => {
  const start = Date.now()
  let last = await fingerprint(w, tenantId)
  let same = 0
  while (same < 2 && Date.now() - start < timeoutMs) {
    await new Promise((r) => setTimeout(r, 25))
    const next = await fingerprint(w, tenantId)
    same = next === last ? same + 1 : 0
    last = next
  }
  return last
}
