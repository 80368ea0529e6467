/**
 * Fuzzing every route of the router (routeTable(), so a new route is fuzzed the day it is added),
 * in both modes: path parameters with valid ids of sample records and with hostile values (NUL,
 * 2147483648, -1, 1e308, `1;DROP`, `%`, `%zz`, very long text, unicode), valid bodies and
 * hostile ones (wrong types, arrays for objects, NUL in strings, deep nesting, invalid JSON,
 * nothing), hostile queries, with the tenant administrator's session, none, or a forged one.
 * No answer may be a 5xx or show a stack frame, and a refused (4xx) request changes nothing:
 * the tenant's fingerprint is compared around it, and a difference is replayed alone, once the
 * store has settled, before it counts as a failure. FUZZ_RUNS sets the requests per route.
 */
import fc from "fast-check"
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
  STACK,
  type Outgoing,
  type Records,
  type Route
} from "./support/routeWalk"
import { worldPerMode } from "./workspace.support"

const production = await productionAvailable()

const RUNS = Number(process.env.FUZZ_RUNS ?? 24)
/** Routes that count failed attempts per client address (a failure limit would lock the test's own logins out). */
const LIMITED = new Set([
  "POST /auth/login/",
  "POST /auth/esquecisenha/",
  "POST /auth/register/",
  "POST /auth/redefinirsenha/"
])
const LIMITED_RUNS = 8
/** The route table is fuzzed in this many tests. */
const SHARDS = 6

/** Path parameter values as raw URL text, each crafted to break a parser. */
const HOSTILE_PARAMS = [
  "%00",
  "a%00b",
  "2147483648",
  "2147483647",
  "-1",
  "0",
  "1e308",
  "1.5",
  "0x10",
  "1;DROP",
  "1%3BDROP",
  "%",
  "%zz",
  "%E0%A4%A",
  "%2e%2e",
  "..",
  "%2F",
  "9".repeat(40),
  "a".repeat(101),
  "a".repeat(3000),
  "%F0%9D%95%A6",
  "%D9%A3",
  "null",
  "undefined",
  "%20",
  "[]",
  "{}",
  "'%20OR%201=1--",
  "%3Cscript%3E"
]

/** JSON values that no field of any contract should choke on. */
const HOSTILE_VALUES: ReadonlyArray<unknown> = [
  null,
  true,
  false,
  0,
  -1,
  2147483648,
  -2147483649,
  1e308,
  -1e308,
  1.5,
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "😀",
  "x".repeat(5000),
  [],
  {},
  [null],
  { "\u0000": 1 },
  "2147483648",
  "1;DROP",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\ud800",
  "9".repeat(400),
  [2147483648],
  { id: 2147483648 }
]

/** Wildcard values of the static route: files, the console, traversal and broken escapes. */
const STATIC_PATHS = [
  "/",
  "/index.html",
  "/console/",
  "/console",
  "/sw.js",
  "/nope.js",
  "/%zz",
  "/..%2f..%2fpackage.json",
  "/%2e%2e/%2e%2e/package.json",
  "/a%00"
]

const INVALID_JSON = [
  "{",
  "[",
  '{"a":',
  "nul",
  "\u0000",
  "{}}",
  "'x'",
  '{"a":1,}',
  "undefined",
  "NaN",
  '"\\u0000"',
  "[".repeat(5000),
  '{"a":'.repeat(3000)
]

const nest = (depth: number): unknown => {
  let v: unknown = "fundo"
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v]
  return v
}

const hostileValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt({ min: 2n ** 31n, max: 2n ** 64n }).map(Number))
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 300 }).map(nest) }
)

type Body = Outgoing["body"]

/** The sample with one field (or one more field) replaced by a hostile value. */
const mutated = (valid: Record<string, unknown>) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(valid), "extra\u0000", "id", "tenantId"), hostileValue)
    .map(([key, value]): unknown => ({ ...valid, [key]: value }))

const hostileText = fc.oneof(
  fc.constantFrom("", "\u0000", "a\u0000b", "😀", "x".repeat(5000), "2147483648", "%zz", "\r\n--x"),
  fc.string({ maxLength: 30 })
)

/** A multipart form: the sample's fields as text (one of them hostile), maybe a file with a hostile name. */
const formFor = (valid: unknown): fc.Arbitrary<Body> => {
  const fields =
    valid !== null && typeof valid === "object" && !Array.isArray(valid)
      ? Object.entries(valid).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)] as const)
      : []
  return fc
    .tuple(fc.nat(), hostileText, fc.option(fc.tuple(hostileText, hostileText)))
    .map(([pick, text, file]): Body => {
      const form: Array<readonly [string, string, string?]> = fields.map(([k, v], i) =>
        i === pick % Math.max(1, fields.length) ? [k, text] : [k, v]
      )
      if (file) form.push(["medias", file[0] || "conteúdo", file[1]])
      return { form }
    })
}

const bodyFor = (valid: unknown): fc.Arbitrary<Body> => {
  const asBody = (v: unknown): Body => (typeof v === "string" && valid === v ? { raw: v } : { json: v })
  const shaped =
    valid !== null && typeof valid === "object" && !Array.isArray(valid)
      ? mutated(valid as Record<string, unknown>)
      : hostileValue
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(asBody(valid ?? {})) },
    { weight: 6, arbitrary: shaped.map(asBody) },
    { weight: 1, arbitrary: fc.constant(asBody([valid ?? {}])) },
    { weight: 2, arbitrary: hostileValue.map(asBody) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...INVALID_JSON), fc.string()).map((raw): Body => ({ raw })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: formFor(valid) }
  )
}

/** encodeURIComponent, with lone surrogates (which it cannot encode) replaced. */
const enc = (s: string) =>
  encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"))

const QUERY_KEYS = [
  "sort",
  "range",
  "filter",
  "pageNumber",
  "searchParam",
  "newUserId",
  "ticketId",
  "status",
  "queuesIds",
  "token",
  "visitor",
  "endpoint",
  "userId",
  "id"
]
const queryValue = fc.oneof(
  fc.constantFrom(...HOSTILE_PARAMS),
  hostileValue.map((v) => enc(typeof v === "string" ? v : (JSON.stringify(v) ?? ""))),
  fc
    .constantFrom("[1e308,1e309]", '{"a":1}', "[1]", '["id"]', "[{},[]]", '{"q":"a\\u0000"}', '{"id":[2147483648]}')
    .map(enc)
)
const queryFor = (valid: string | undefined) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid ?? "") },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...QUERY_KEYS), queryValue)
        .map(([k, v]) => `${valid ? `${valid}&` : ""}${k}=${v}`)
    },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...QUERY_KEYS, "a[]", "%00", "%zz"), queryValue), { maxLength: 4 })
        .map((kv) => kv.map(([k, v]) => `${k}=${v}`).join("&"))
    }
  )

type Auth = "admin" | "none" | "forged"

describe.each<Mode>(["embedded", "production"])("fuzzing every route (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w } = worldPerMode(mode, run)

  // the routes in SHARDS parts, each a test with its own time limit (a slow machine fuzzes every
  // route too), on records made once: the deletes make the last part, after every other route
  let shared: Records | undefined
  for (let shard = 0; shard < SHARDS; shard++)
    it.skipIf(!run)(
      `no request answers 5xx or a stack trace, and a refused one changes nothing (part ${shard + 1} of ${SHARDS})`,
      async () => {
        // a session of its own: an earlier part may have ended the administrator's (logout)
        let admin: Login = await login(w.url, "admin@atende.local", "Admin12345")
        const records: Records = (shared ??= await makeRecords(w, admin, `Fz${Date.now().toString(36)}`))
        const forged: Login = { ...admin, token: `${admin.token.slice(0, -4)}AAAA` }
        // the deletes last, so that the records the other routes name are still there when they run
        const rank = (r: Route) =>
          r.method !== "DELETE" ? 0 : /^\/(tickets|users|admin\/users)\/:id$/.test(r.path) ? 2 : 1
        const sorted = routes().sort((x, y) => rank(x) - rank(y))
        const others = sorted.filter((r) => rank(r) === 0)
        const table =
          shard === SHARDS - 1 ? sorted.filter((r) => rank(r) > 0) : others.filter((_, i) => i % (SHARDS - 1) === shard)
        const validParams = [...recordIds(records).map(String), records.media, "free", "hideOthersTickets", "signature"]
        const paramValue = (route: Route, name: string) =>
          name === "*"
            ? fc.constantFrom(...STATIC_PATHS)
            : fc.oneof(
                {
                  weight: 3,
                  arbitrary: fc.constant(likelyParam(route, name, records, w.adminB.tenantId) ?? validParams[0]!)
                },
                { weight: 1, arbitrary: fc.constantFrom(...validParams) },
                { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_PARAMS) },
                { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }).map(enc) },
                { weight: 1, arbitrary: fc.string({ maxLength: 30 }) }
              )
        let requests = 0
        let accepted = 0
        let serverErrors = 0
        const statuses = new Map<string, Map<number, number>>()
        let relogins = 0
        const suspects: Array<{ route: string; req: Outgoing; auth: Auth }> = []

        const withAuth = (auth: Auth) => (auth === "admin" ? admin : auth === "forged" ? forged : undefined)
        const fire = async (req: Outgoing, auth: Auth) => {
          requests++
          const res = await send(w.url, { ...req, auth: withAuth(auth) })
          if (res.status >= 500) serverErrors++
          if (res.status < 300) accepted++
          // a request that ended the administrator's own session (logout, login as them): a new one for the next
          if (auth === "admin" && res.status === 401) {
            relogins++
            admin = await login(w.url, "admin@atende.local", "Admin12345")
          }
          return res
        }
        const describeReq = (req: Outgoing, auth: Auth) =>
          `${req.method} ${req.path.slice(0, 300)} auth=${auth} body=${JSON.stringify(req.body ?? null)?.slice(0, 300)}`

        const failures: Array<string> = []
        for (const route of table) {
          const valid = sample(route, records, w.token)
          const request = fc.record({
            params: fc.tuple(...route.params.map((name) => paramValue(route, name))),
            query:
              route.method === "GET" || route.method === "DELETE" || valid.query
                ? queryFor(valid.query)
                : fc.constant(""),
            body: route.method === "GET" ? fc.constant(undefined) : bodyFor(valid.body),
            auth: fc.constantFrom<Auth>("admin", "admin", "admin", "admin", "none", "forged")
          })
          const property = fc.asyncProperty(request, async ({ params, query, body, auth }) => {
            const values = Object.fromEntries(route.params.map((name, i) => [name, params[i]!]))
            const path = fillPath(route.path, values) + (query ? `?${query}` : "")
            const req: Outgoing = { method: route.method, path, body }
            const before = await fingerprint(w, records.tenantId)
            const res = await fire(req, auth)
            const seen = statuses.get(route.key) ?? new Map<number, number>()
            statuses.set(route.key, seen.set(res.status, (seen.get(res.status) ?? 0) + 1))
            if (res.status >= 500) throw new Error(`${res.status}: ${res.text.slice(0, 300)}`)
            const checked = res.status >= 400 || res.contentType.includes("json")
            if (checked && STACK.test(res.text)) throw new Error(`stack trace in the answer: ${res.text.slice(0, 500)}`)
            if (res.status >= 400 && (await fingerprint(w, records.tenantId)) !== before)
              suspects.push({ route: route.key, req, auth })
          })
          const details = await fc.check(property, { numRuns: LIMITED.has(route.key) ? LIMITED_RUNS : RUNS })
          if (details.failed) {
            failures.push(
              `${route.key} (seed ${details.seed}, path "${details.counterexamplePath}"): ` +
                `${String(details.errorInstance).slice(0, 500)}\n  ` +
                `counterexample: ${JSON.stringify(details.counterexample)?.slice(0, 600)}`
            )
          }
        }

        // a refused request that seemed to change something is replayed alone, on settled data
        const changed: Array<string> = []
        for (const s of suspects.slice(0, 30)) {
          const before = await settled(w, records.tenantId)
          const res = await fire(s.req, s.auth)
          const refused = res.status >= 400 && res.status < 500
          if (refused && (await settled(w, records.tenantId)) !== before) {
            changed.push(`${s.route}: ${describeReq(s.req, s.auth)} -> ${res.status} ${res.text.slice(0, 200)}`)
          }
        }

        if (process.env.FUZZ_DEBUG)
          for (const [key, seen] of statuses) console.log(key, JSON.stringify(Object.fromEntries(seen)))
        const summary =
          `${requests} requests over ${table.length} routes (${accepted} accepted), ` + `${serverErrors} server errors`
        console.log(
          `fuzz: ${summary}, ${suspects.length} replayed, ${relogins} new sessions (${mode}, part ${shard + 1})`
        )
        expect(failures, failures.join("\n")).toEqual([])
        expect(changed, changed.join("\n")).toEqual([])
      },
      400_000
    )
})
