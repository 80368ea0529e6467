/**
 * Tenant isolation of every route of the router (routeTable(), so a route added tomorrow is walked
 * tomorrow), in both modes. Tenant A gets one record of each kind, named with a marker; the
 * administrator of tenant B then calls every route with A's ids in the path parameters and in
 * the sample body and query. A path naming one of A's records must be refused (400, 401, 403 or
 * 404); no answer may carry A's marker or e-mails; A's data must not change. Routes that are
 * public or take no tenant's records are in PUBLIC, each with its reason; every other route is
 * walked, so a new route that leaks fails here.
 */
import { describe, expect, it } from "vitest"
import { login, type Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import {
  fillPath,
  fingerprint,
  likelyParam,
  makeRecords,
  recordIds,
  routes,
  sample,
  send,
  settled,
  spreadIds,
  type Outgoing
} from "./support/routeWalk"
import { worldPerMode } from "./workspace.support"

const production = await productionAvailable()

/** Routes not walked, and why: none of them takes a record of a tenant through the caller's session. */
const PUBLIC: Readonly<Record<string, string>> = {
  "GET /health": "public health check: store and bus status, no tenant data",
  "GET /load-config": "public startup config of the UIs, the same for everyone",
  "POST /auth/login/": "public: the credentials in the body are the access, not a session",
  "POST /auth/logout/": "ends the caller's own session; takes no id",
  "GET /auth/captcha": "public captcha challenge",
  "POST /auth/register/": "public self-registration: creates a new tenant",
  "POST /auth/esquecisenha/": "public: answers the same whether the e-mail exists or not",
  "POST /auth/redefinirsenha/": "public: the mailed one-time token is the access",
  "GET /push/vapid-public-key": "the server's public VAPID key, the same for everyone",
  "GET /webchat/widget.js": "the public widget script",
  "GET /demo": "public demo page; takes a channel token, not a session",
  "POST /webchat/media": "the widget's upload: the channel token is the access, not a session",
  "GET /media/:id": "served by unguessable id (being changed to signed URLs in another change)",
  "GET *": "static files of the built UIs"
}

/** Answers that refuse: bad request, no session, no permission, not found. */
const REFUSED = [400, 401, 403, 404]

describe.each<Mode>(["embedded", "production"])("tenant isolation of every route (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w } = worldPerMode(mode, run)

  it("every route is walked or has a reason not to be", () => {
    const keys = routes().map((r) => r.key)
    expect(
      Object.keys(PUBLIC).filter((k) => !keys.includes(k)),
      "PUBLIC names routes that no longer exist"
    ).toEqual([])
    expect(keys.filter((k) => !(k in PUBLIC)).length).toBeGreaterThan(50)
  })

  it.skipIf(!run)(
    "tenant B's administrator gets none of tenant A's records on any route and changes nothing of A",
    async () => {
      const marker = `IsoA${Date.now().toString(36)}`
      // A's records get ids that no record of B has in any table, so that an id in a path names A's record only
      await spreadIds(w)
      const rec = await makeRecords(w, w.admin, marker)
      await w.query`UPDATE contacts SET name = ${`${marker} contato`}, email = ${`${marker.toLowerCase()}@contact.test`}
        WHERE id = ${rec.contact}`
      const secrets = [marker, marker.toLowerCase(), "admin@atende.local", rec.userEmail]
      const tenantA = w.admin.tenantId
      // the records just made (A's tenant and administrator have low ids, which B's rows may share in other tables)
      const ids = recordIds(rec)
        .filter((id) => id !== rec.tenantId && id !== rec.adminId)
        .map(String)
      const ownIds = new Set([...ids, String(rec.adminId), String(tenantA)])
      let b: Login = w.adminB
      let before = await settled(w, tenantA)

      const walked = routes().filter((r) => !(r.key in PUBLIC))
      // deletes last, so that a leaking delete cannot hide what the other routes would show
      walked.sort((x, y) => Number(x.method === "DELETE") - Number(y.method === "DELETE"))
      const problems: Array<string> = []
      let requests = 0
      const call = async (req: Outgoing) => {
        requests++
        let res = await send(w.url, { ...req, auth: b })
        if (res.status === 401) {
          // B's session may have ended on an earlier call: retry once with a fresh one, so a 401 is
          // the route's own answer
          b = await login(w.url, "admin@other.test", "Other12345")
          requests++
          res = await send(w.url, { ...req, auth: b })
        }
        return res
      }

      for (const route of walked) {
        const { query, body } = sample(route, rec, w.token)
        // each parameter: the record it most likely names first, then every other id of A
        const likely = (name: string) => [
          likelyParam(route, name, rec, tenantA),
          ...(/users\/:id/.test(route.path) ? [String(rec.adminId)] : [])
        ]
        const choices = route.params.map((name) => [
          ...new Set([...likely(name), ...ids].filter((v): v is string => v !== undefined))
        ])
        const combos = choices
          .reduce<Array<Array<string>>>(
            (acc, values) => acc.flatMap((prefix) => values.map((v) => [...prefix, v])),
            [[]]
          )
          .slice(0, 60)
        for (const combo of combos) {
          const values = Object.fromEntries(route.params.map((name, i) => [name, combo[i]!]))
          const req: Outgoing = {
            method: route.method,
            path: fillPath(route.path, values) + (query ? `?${query}` : ""),
            body: body === undefined ? undefined : typeof body === "string" ? { raw: body } : { json: body }
          }
          const what = `${route.key} as ${req.method} ${req.path}`
          const res = await call(req)
          const namesARecord = combo.some((v) => ownIds.has(v))
          if (res.status >= 500) problems.push(`${what}: ${res.status} ${res.text.slice(0, 200)}`)
          else if (namesARecord && !REFUSED.includes(res.status))
            problems.push(`${what}: ${res.status} for another tenant's record: ${res.text.slice(0, 200)}`)
          const leaked = secrets.find((s) => res.text.includes(s))
          if (leaked) problems.push(`${what}: the answer shows tenant A's "${leaked}": ${res.text.slice(0, 300)}`)
          const now = await fingerprint(w, tenantA)
          if (now !== before) {
            problems.push(`${what}: tenant A's data changed (${res.status} ${res.text.slice(0, 200)})`)
            before = now
          }
        }
        if (problems.length > 20) break
      }
      console.log(
        `isolation: ${requests} requests over ${walked.length} routes (${Object.keys(PUBLIC).length} public), ` +
          `${problems.length} problems (${mode})`
      )
      expect(problems, problems.join("\n")).toEqual([])
      // and nothing set off by those calls lands later
      expect(await settled(w, tenantA)).toBe(before)
    },
    180_000
  )
})
