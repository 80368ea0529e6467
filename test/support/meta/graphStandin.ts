/**
 * A local stand-in for the WhatsApp Cloud API, speaking its HTTP API as the connector's `fetch`
 * sees it (paths under `/{version}/`, `Authorization: Bearer`, Meta's error objects
 * `{error:{message,type,code,error_subcode,fbtrace_id}}`): the phone number's object, `/messages`,
 * `/media` (multipart upload), `GET /{media-id}` and the download URL it answers. The 360dialog
 * flavour is the same server under `/d360` (no version, no number id, `D360-API-KEY`).
 *
 * It also plays Meta's side of the webhook: `deliver` POSTs a real-shaped body
 * (`entry[].changes[].value` with metadata, contacts, messages / statuses) to a node's webhook URL,
 * signed with the app secret (`X-Hub-Signature-256`) or carrying the 360 webhook token; the
 * builders make the bodies. `closeWindow(to)` has `/messages` answer 131047 for a recipient;
 * `sent` is everything the channels sent, in order.
 *
 * Templates: `GET|POST|DELETE /{version}/{waba-id}/message_templates` (the account of a number
 * added with its `businessAccountId`; 360dialog: `/v1/configs/templates`, a deletion by name in the
 * path). A new template is PENDING until the test plays Meta's review (`reviewTemplate`, then
 * `templateStatusBody` for the webhook); `/messages` takes `type: "template"` only for an
 * APPROVED one of the number's account with as many parameters as its variables (else 132000 /
 * 132001, as Meta answers), and outside the 24-hour window too.
 */
import { createHash, createHmac, randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export type SentMessage = {
  /** "waba": Meta's API (with the number's id); "waba360": 360dialog's. */
  readonly flavour: "waba" | "waba360"
  readonly phoneNumberId: string
  readonly body: Record<string, any>
}

export type StoredFile = { readonly id: string; readonly mime: string; readonly name: string; readonly bytes: Buffer }

export type GraphNumber = {
  readonly phoneNumberId: string
  readonly accessToken: string
  readonly display: string
  /** The WhatsApp business account the number belongs to (its templates' owner). */
  readonly businessAccountId?: string
}

export type StandinTemplate = {
  readonly id: string
  readonly name: string
  readonly language: string
  readonly category: string
  status: string
  rejectedReason: string
  readonly components: ReadonlyArray<Record<string, any>>
}

export type GraphStandin = {
  /** Base URL for ATENDE_GRAPH_API_URL. */
  readonly url: string
  /** Base URL for ATENDE_360_API_URL. */
  readonly d360Url: string
  readonly addNumber: (n: GraphNumber) => void
  /** A 360dialog API key and the number it sends as. */
  readonly addD360Key: (apiKey: string, phoneNumberId: string) => void
  /** `/messages` answers 131047 (outside the 24-hour window) for this recipient until reopened. */
  readonly closeWindow: (to: string, closed?: boolean) => void
  /** A customer's file on Meta's media servers (for inbound media); answers its media id. */
  readonly addMedia: (bytes: Buffer, mime: string, name?: string) => string
  readonly media: (id: string) => StoredFile | undefined
  readonly sent: () => ReadonlyArray<SentMessage>
  /** The templates of an account (a waba id, or `d360:<number id>`), as Meta keeps them. */
  readonly templates: (account: string) => ReadonlyArray<StandinTemplate>
  /** Meta's review of a template: its new status (and reason); answers the template. */
  readonly reviewTemplate: (account: string, name: string, status: string, reason?: string) => StandinTemplate
  /** Texts (or captions) sent to one recipient, in order. */
  readonly textsTo: (to: string) => ReadonlyArray<string>
  readonly close: () => Promise<void>
}

const fbtrace = () => randomBytes(8).toString("base64url")
const metaError = (message: string, type: string, code: number, subcode?: number) => ({
  error: { message, type, code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: fbtrace() }
})

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", reject)
  })

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" })
  res.end(JSON.stringify(body))
}

export const startGraphStandin = async (): Promise<GraphStandin> => {
  const numbers = new Map<string, GraphNumber>()
  const d360Keys = new Map<string, string>()
  const closed = new Set<string>()
  const files = new Map<string, StoredFile>()
  const sent: Array<SentMessage> = []
  const templates = new Map<string, Array<StandinTemplate>>()
  const templatesOf = (account: string) => {
    if (!templates.has(account)) templates.set(account, [])
    return templates.get(account)!
  }
  let counter = 0
  let base = ""

  const addMedia = (bytes: Buffer, mime: string, name = "arquivo") => {
    const id = String(1_000_000_000_000 + ++counter * 7919 + Math.floor(Math.random() * 1000))
    files.set(id, { id, mime, name, bytes })
    return id
  }

  /** The number a request is authorised for, or why not (answered already). */
  const authorised = (req: IncomingMessage, res: ServerResponse, flavour: "waba" | "waba360", pnid?: string) => {
    if (flavour === "waba360") {
      const key = String(req.headers["d360-api-key"] ?? "")
      const number = d360Keys.get(key)
      if (!number) json(res, 401, { meta: { success: false, http_code: 401, developer_message: "Invalid api key" } })
      return number
    }
    const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1]
    const owner = [...numbers.values()].find((n) => n.accessToken === token)
    if (!owner) {
      json(res, 401, metaError("Invalid OAuth access token - Cannot parse access token", "OAuthException", 190))
      return undefined
    }
    if (pnid !== undefined && owner.phoneNumberId !== pnid) {
      json(
        res,
        400,
        metaError(
          `Unsupported post request. Object with ID '${pnid}' does not exist, ` +
            "cannot be loaded due to missing permissions",
          "GraphMethodException",
          100,
          33
        )
      )
      return undefined
    }
    return owner.phoneNumberId
  }

  const messages = async (req: IncomingMessage, res: ServerResponse, flavour: "waba" | "waba360", pnid: string) => {
    let body: Record<string, any>
    try {
      body = JSON.parse((await readBody(req)).toString("utf8"))
    } catch {
      return json(res, 400, metaError("(#100) Invalid parameter", "OAuthException", 100))
    }
    if (body.messaging_product !== "whatsapp" || typeof body.to !== "string")
      return json(res, 400, metaError("(#100) The parameter messaging_product is required.", "OAuthException", 100))
    if (closed.has(body.to) && body.type !== "template")
      return json(
        res,
        400,
        metaError(
          "(#131047) Re-engagement message: more than 24 hours have passed since the recipient last replied",
          "OAuthException",
          131047,
          2494010
        )
      )
    if (body.type === "template") {
      const owner = flavour === "waba360" ? `d360:${pnid}` : (numbers.get(pnid)?.businessAccountId ?? "")
      const t = templatesOf(owner).find(
        (x) => x.name === body.template?.name && x.language === body.template?.language?.code && x.status === "APPROVED"
      )
      if (!t)
        return json(
          res,
          404,
          metaError("(#132001) Template name does not exist in the translation", "OAuthException", 132001)
        )
      const wanted = (type: string) => {
        const c = t.components.find((x) => String(x.type).toUpperCase() === type)
        return [...String(c?.text ?? "").matchAll(/\{\{\d+\}\}/g)].length
      }
      const given = (type: string) =>
        ((body.template.components ?? []) as Array<any>).find((x) => x.type === type)?.parameters?.length ?? 0
      if (wanted("HEADER") !== given("header") || wanted("BODY") !== given("body"))
        return json(
          res,
          400,
          metaError(
            "(#132000) Number of parameters does not match the expected number of params",
            "OAuthException",
            132000
          )
        )
    }
    sent.push({ flavour, phoneNumberId: pnid, body })
    const seed = `${pnid}:${body.to}:${++counter}:${randomBytes(6).toString("hex")}`
    const id = `wamid.${Buffer.from(seed).toString("base64url")}`
    json(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }]
    })
  }

  /** `…/message_templates` (Meta) or `/v1/configs/templates` (360dialog) of an account. */
  const templateApi = async (
    req: IncomingMessage,
    res: ServerResponse,
    flavour: "waba" | "waba360",
    account: string,
    url: URL,
    nameInPath?: string
  ) => {
    const list = templatesOf(account)
    const shown = (t: StandinTemplate) => ({
      id: t.id,
      name: t.name,
      language: t.language,
      category: t.category,
      status: t.status,
      rejected_reason: t.rejectedReason,
      components: t.components
    })
    if (req.method === "GET")
      return json(
        res,
        200,
        flavour === "waba"
          ? { data: list.map(shown), paging: { cursors: { before: "MAZDZD", after: "MjQZD" } } }
          : { count: list.length, waba_templates: list.map(shown) }
      )
    if (req.method === "POST") {
      let body: Record<string, any>
      try {
        body = JSON.parse((await readBody(req)).toString("utf8"))
      } catch {
        return json(res, 400, metaError("(#100) Invalid parameter", "OAuthException", 100))
      }
      if (!/^[a-z0-9_]{1,512}$/.test(String(body.name ?? "")) || !Array.isArray(body.components))
        return json(res, 400, metaError("(#100) Invalid parameter", "OAuthException", 100, 2388043))
      if (list.some((t) => t.name === body.name && t.language === body.language))
        return json(
          res,
          400,
          metaError(`Content in this language already exists for ${body.name}`, "OAuthException", 100, 2388024)
        )
      const t: StandinTemplate = {
        id: String(900_000_000_000 + ++counter),
        name: body.name,
        language: String(body.language ?? ""),
        category: String(body.category ?? ""),
        status: "PENDING",
        rejectedReason: "NONE",
        components: body.components
      }
      list.push(t)
      return json(res, 200, { id: t.id, status: t.status, category: t.category })
    }
    if (req.method === "DELETE") {
      const name = nameInPath ?? url.searchParams.get("name") ?? ""
      const at = list.findIndex((t) => t.name === name)
      if (at < 0)
        return json(res, 400, metaError(`Template name ${name} does not exist`, "OAuthException", 100, 2593002))
      for (let i = list.length - 1; i >= 0; i--) if (list[i]!.name === name) list.splice(i, 1)
      return json(res, 200, { success: true })
    }
    json(res, 400, metaError("Unsupported request.", "GraphMethodException", 100))
  }

  const upload = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req)
    const form = await new Request("http://x/", {
      method: "POST",
      headers: { "content-type": String(req.headers["content-type"] ?? "") },
      body: new Uint8Array(raw)
    })
      .formData()
      .catch(() => undefined)
    const file = form?.get("file")
    if (!form || form.get("messaging_product") !== "whatsapp" || !(file instanceof Blob))
      return json(
        res,
        400,
        metaError("(#100) Param file must be a file with one of the supported types", "OAuthException", 100)
      )
    const type = String(form.get("type") ?? file.type)
    const id = addMedia(Buffer.from(await file.arrayBuffer()), type, (file as File).name || "arquivo")
    json(res, 200, { id })
  }

  const mediaInfo = (res: ServerResponse, id: string) => {
    const f = files.get(id)
    if (!f)
      return json(
        res,
        400,
        metaError(`Unsupported get request. Object with ID '${id}' does not exist`, "GraphMethodException", 100, 33)
      )
    json(res, 200, {
      messaging_product: "whatsapp",
      url: `${base}/download/${id}?ext=${Date.now()}&hash=${createHash("sha1").update(id).digest("hex").slice(0, 12)}`,
      mime_type: f.mime,
      sha256: createHash("sha256").update(f.bytes).digest("hex"),
      file_size: f.bytes.length,
      id
    })
  }

  const serveFile = (res: ServerResponse, id: string) => {
    const f = files.get(id)
    if (!f) return json(res, 404, metaError("Not found", "GraphMethodException", 100))
    res.writeHead(200, { "content-type": f.mime, "content-length": String(f.bytes.length) })
    res.end(f.bytes)
  }

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://x")
    const parts = url.pathname.split("/").filter(Boolean)
    const method = req.method ?? "GET"
    if (parts[0] === "d360") {
      const rest = parts.slice(1)
      const pnid = authorised(req, res, "waba360")
      if (!pnid) return
      if (method === "GET" && rest.join("/") === "v1/configs/webhook") return json(res, 200, { url: "" })
      if (rest.slice(0, 3).join("/") === "v1/configs/templates" && rest.length <= 4)
        return templateApi(req, res, "waba360", `d360:${pnid}`, url, rest[3])
      if (method === "POST" && rest.length === 1 && rest[0] === "messages") return messages(req, res, "waba360", pnid)
      if (method === "POST" && rest.length === 1 && rest[0] === "media") return upload(req, res)
      if (method === "GET" && rest.length === 2 && rest[0] === "download") return serveFile(res, rest[1]!)
      if (method === "GET" && rest.length === 1) return mediaInfo(res, rest[0]!)
      return json(res, 404, { meta: { success: false, http_code: 404 } })
    }
    if (parts[0] === "download" && parts.length === 2 && method === "GET") {
      if (!authorised(req, res, "waba")) return
      return serveFile(res, parts[1]!)
    }
    const [version, object, edge] = parts
    if (!version || !/^v\d+\.\d+$/.test(version) || !object)
      return json(res, 400, metaError("Unknown path components", "OAuthException", 2500))
    if (edge === "message_templates") {
      const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1]
      const owner = [...numbers.values()].find((n) => n.accessToken === token)
      if (!owner)
        return json(
          res,
          401,
          metaError("Invalid OAuth access token - Cannot parse access token", "OAuthException", 190)
        )
      if (owner.businessAccountId !== object)
        return json(
          res,
          400,
          metaError(`Unsupported request. Object with ID '${object}' does not exist`, "GraphMethodException", 100, 33)
        )
      return templateApi(req, res, "waba", object, url)
    }
    if (method === "GET" && !edge && numbers.has(object)) {
      if (!authorised(req, res, "waba", object)) return
      const n = numbers.get(object)!
      return json(res, 200, {
        verified_name: "Loja Exemplo",
        display_phone_number: n.display,
        id: n.phoneNumberId,
        quality_rating: "GREEN"
      })
    }
    if (method === "GET" && !edge) {
      if (!authorised(req, res, "waba")) return
      return mediaInfo(res, object)
    }
    if (method === "POST" && edge === "messages") {
      if (!authorised(req, res, "waba", object)) return
      return messages(req, res, "waba", object)
    }
    if (method === "POST" && edge === "media") {
      if (!authorised(req, res, "waba", object)) return
      return upload(req, res)
    }
    json(res, 400, metaError(`Unsupported ${method.toLowerCase()} request.`, "GraphMethodException", 100))
  }

  const server = createServer((req, res) => {
    route(req, res).catch((e) => json(res, 500, metaError(String(e), "OAuthException", 1)))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const textOf = (b: Record<string, any>) =>
    b.type === "text"
      ? String(b.text?.body ?? "")
      : b.type === "template"
        ? `template:${b.template?.name}:${((b.template?.components ?? []) as Array<any>)
            .flatMap((c) => (c.parameters ?? []).map((p: any) => p.text))
            .join("|")}`
        : String(b[b.type]?.caption ?? b[b.type]?.emoji ?? "")

  return {
    url: base,
    d360Url: `${base}/d360`,
    addNumber: (n) => void numbers.set(n.phoneNumberId, n),
    addD360Key: (key, pnid) => void d360Keys.set(key, pnid),
    closeWindow: (to, isClosed = true) => void (isClosed ? closed.add(to) : closed.delete(to)),
    addMedia,
    media: (id) => files.get(id),
    sent: () => [...sent],
    templates: (account) => [...templatesOf(account)],
    reviewTemplate: (account, name, status, reason) => {
      const t = templatesOf(account).find((x) => x.name === name)
      if (!t) throw new Error(`no template ${name} in ${account}`)
      t.status = status
      t.rejectedReason = reason ?? "NONE"
      return t
    },
    textsTo: (to) => sent.filter((s) => s.body.to === to && s.body.type !== "reaction").map((s) => textOf(s.body)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

// ---- Meta's side of the webhook ----

export type Signing = { readonly appSecret: string } | { readonly webhookToken: string }

let wamidCounter = 0
/** A WhatsApp message id as Meta writes them. */
export const wamid = (seed?: string) =>
  `wamid.${Buffer.from(`HBgN${seed ?? `${Date.now()}${++wamidCounter}${randomBytes(4).toString("hex")}`}`).toString(
    "base64"
  )}`

const envelope = (phoneNumberId: string, value: Record<string, unknown>) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "102290129340398",
      changes: [
        {
          value: {
            messaging_product: "whatsapp",
            metadata: { display_phone_number: "15550783881", phone_number_id: phoneNumberId },
            ...value
          },
          field: "messages"
        }
      ]
    }
  ]
})

export type Customer = { readonly waId: string; readonly name: string }

/** A customer's message (`message` is the type's part, e.g. `{ type: "text", text: { body } }`). */
export const messageBody = (
  phoneNumberId: string,
  from: Customer,
  message: Record<string, unknown> & { type: string },
  opts: { id?: string; contextId?: string } = {}
) =>
  envelope(phoneNumberId, {
    contacts: [{ profile: { name: from.name }, wa_id: from.waId }],
    messages: [
      {
        from: from.waId,
        id: opts.id ?? wamid(),
        timestamp: String(Math.floor(Date.now() / 1000)),
        ...(opts.contextId ? { context: { from: "15550783881", id: opts.contextId } } : {}),
        ...message
      }
    ]
  })

export const textBody = (
  phoneNumberId: string,
  from: Customer,
  text: string,
  opts: { id?: string; contextId?: string } = {}
) => messageBody(phoneNumberId, from, { type: "text", text: { body: text } }, opts)

/** A status of a message the business sent. */
export const statusBody = (
  phoneNumberId: string,
  recipient: string,
  id: string,
  status: "sent" | "delivered" | "read" | "played" | "failed",
  errors?: ReadonlyArray<{ code: number; title: string }>
) =>
  envelope(phoneNumberId, {
    statuses: [
      {
        id,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: recipient,
        ...(status === "failed" ? { errors: errors ?? [{ code: 131026, title: "Message undeliverable" }] } : {}),
        ...(status !== "failed"
          ? {
              conversation: { id: "c1", origin: { type: "service" } },
              pricing: { billable: true, category: "service" }
            }
          : {})
      }
    ]
  })

export const signatureOf = (appSecret: string, raw: string) =>
  `sha256=${createHmac("sha256", appSecret).update(raw).digest("hex")}`

/** POSTs a webhook to `url` as Meta (or 360dialog) does; `raw` overrides the JSON text. */
export const deliver = async (
  url: string,
  body: unknown,
  signing: Signing | undefined,
  opts: { raw?: string; signature?: string } = {}
) => {
  const raw = opts.raw ?? JSON.stringify(body)
  const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "facebookexternalua" }
  if (signing && "appSecret" in signing)
    headers["x-hub-signature-256"] = opts.signature ?? signatureOf(signing.appSecret, raw)
  if (signing && "webhookToken" in signing) headers["x-atende-webhook-token"] = signing.webhookToken
  const res = await fetch(url, { method: "POST", headers, body: raw })
  return { status: res.status, text: await res.text() }
}

/** Meta's webhook when its review moved a template (field `message_template_status_update`). */
export const templateStatusBody = (businessAccountId: string, t: StandinTemplate) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: businessAccountId,
      time: Math.floor(Date.now() / 1000),
      changes: [
        {
          value: {
            event: t.status,
            message_template_id: Number(t.id),
            message_template_name: t.name,
            message_template_language: t.language,
            reason: t.rejectedReason
          },
          field: "message_template_status_update"
        }
      ]
    }
  ]
})
