/**
 * `npm run bench -- reports [--tickets 1000000] [--rows 100000] [--requests 100] [--json]`: the
 * reports (runtime/api/reports.md) on a big tenant, Postgres only (the production store; skipped
 * when it is unreachable). A node runs as a child process (the bundled server, as in production;
 * BENCH_TSX=1 runs the sources), the demo tenant (São Paulo) gets a month (October 2026) of
 * `--tickets` tickets seeded straight into the store: 20 agents, 100,000 contacts, a tenth of the
 * tickets nobody's, 5% pending, 10% open, the rest resolved 10 to 120 minutes after they came,
 * each with the customer's first message and, unless pending, an agent's answer 1 to 45 minutes
 * later; the last `--rows` tickets are in a queue of their own, so an export of that queue has
 * exactly `--rows` rows. The tables' secondary indexes are dropped for the load and built again
 * from their own definitions, then analysed, and the dashboard's aggregates rebuilt (its timer).
 * Figures: the tickets report exported as XLSX for `--rows` rows through the API, as the agent UI
 * does it (POST, progress polled every 200 ms until done, the file downloaded), its time and the
 * node's peak RSS (VmHWM, reset before it; goals ≤ 15 s and ≤ 300 MB); the report's first page
 * p95, its summary and the user statistics over the month (one request each); and the dashboard's
 * p95 (`GET /dashboard?from&to` of the month, "-" when the node has no such route).
 * Progress goes to stderr; stdout gets a table, or with --json one JSON document.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import pg from "pg"
import { http, login, type Login } from "../../test/support/clients"
import { freshDatabase, PG_ADMIN_URL, testSecretKey } from "../../test/support/modes"
import { releaseOnInterrupt, resources } from "./cleanup"
import { UsageError } from "./options"
import { serverEntry } from "./server"
import { pct, pgReachable, startNodeProcess } from "./tickets"

const FROM = "2026-10-01"
const TO = "2026-10-31"
/** 00:00 on 1 October 2026 in São Paulo (UTC−3). */
const START = Date.parse("2026-10-01T03:00:00Z")
const SPAN = 31 * 86_400_000
const CONTACTS = 100_000
const AGENTS = 20
const BATCH = 100_000
const GOALS = { exportS: 15, rssMb: 300 }

type Result = {
  mode: "production"
  tickets: number
  messages: number
  seedS: number
  rebuildS: number | null
  export: { rows: number; seconds: number; rssBeforeMb: number; rssPeakMb: number; fileMb: number; downloadS: number }
  page: { p50: number; p95: number }
  summaryS: number
  userStatsS: number
  dashboard: { p50: number; p95: number; requests: number } | null
}

const fmt = (n: number) => n.toLocaleString("en")
const secs = (ms: number) => Math.round(ms / 100) / 10
const log = (line: string) => process.stderr.write(`${line}\n`)
const nodeCommand = () => [...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), ...serverEntry()]

const procMb = (pid: number, key: "VmRSS" | "VmHWM") => {
  const m = new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))
  return m ? Math.round(Number(m[1]) / 1024) : NaN
}

const resetPeak = (pid: number) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5")
  } catch {}
}

const call = async (base: string, as: Login, method: string, path: string, body?: unknown) => {
  const r = await http(base, method, path, { auth: as, body })
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${r.text.slice(0, 300)}`)
  return r.json
}

/** Secondary indexes of a table (not its primary key), to drop for a load and build again after it. */
const indexesOf = async (c: pg.Client, table: string) =>
  (
    await c.query(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
        WHERE tablename = $1 AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
      [table]
    )
  ).rows as Array<{ name: string; def: string }>

/** The month of tickets, their messages and what they need, in INSERT … SELECT batches. */
export const seedReports = async (url: string, tenantId: number, tickets: number, exportRows: number) => {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  const now = Date.now()
  const step = async (label: string, sql: string, params: Array<unknown> = []) => {
    const t0 = performance.now()
    await c.query(sql, params)
    process.stderr.write(`\r\x1b[K  seed: ${label} (${secs(performance.now() - t0)} s)`)
  }
  try {
    await c.query("SET synchronous_commit = off")
    await step(
      "agents",
      `INSERT INTO users (tenant_id, name, email, password_hash, profile, active, configs, created_at, updated_at)
        SELECT $1, 'Agente ' || i, 'agente' || i || '@bench.local',
          (SELECT password_hash FROM users WHERE email = 'admin@atende.local'), 'user', 1, '{}', $2, $2
        FROM generate_series(1, ${AGENTS}) AS i`,
      [tenantId, now]
    )
    const queue = Number(
      (await c.query(`SELECT id FROM queues WHERE tenant_id = $1 ORDER BY id LIMIT 1`, [tenantId])).rows[0].id
    )
    const exportQueue = Number(
      (
        await c.query(
          `INSERT INTO queues (tenant_id, name, active, created_at) VALUES ($1, 'Exportação', 1, $2) RETURNING id`,
          [tenantId, now]
        )
      ).rows[0].id
    )
    await step(
      "contacts",
      `INSERT INTO contacts (tenant_id, name, number, phone_key, email, created_at, updated_at)
        SELECT $1, 'Cliente ' || i, '5511' || (960000000 + i), '5511' || (60000000 + i),
          'cliente' || i || '@bench.test', $2, $2 FROM generate_series(1, ${CONTACTS}) AS i`,
      [tenantId, now]
    )
    const ids = async (sql: string) => Number((await c.query(sql, [tenantId])).rows[0].id)
    const contact0 = await ids(`SELECT MIN(id) AS id FROM contacts WHERE tenant_id = $1 AND email LIKE '%@bench.test'`)
    const agent0 = await ids(`SELECT MIN(id) AS id FROM users WHERE tenant_id = $1 AND email LIKE 'agente%'`)
    const channel = await ids(`SELECT MIN(id) AS id FROM channels WHERE tenant_id = $1`)
    const dropped = [...(await indexesOf(c, "tickets")), ...(await indexesOf(c, "messages"))]
    for (const ix of dropped) await c.query(`DROP INDEX ${ix.name}`)
    const created = `(${START}::bigint + ((i - 1)::bigint * ${SPAN}) / ${tickets})`
    const status = `(CASE WHEN i % 20 = 0 THEN 'pending' WHEN i % 20 IN (1, 2) THEN 'open' ELSE 'closed' END)`
    const firstTicket = Number((await c.query(`SELECT COALESCE(MAX(id), 0) + 1 AS id FROM tickets`)).rows[0].id)
    for (let from = 1; from <= tickets; from += BATCH) {
      const to = Math.min(tickets, from + BATCH - 1)
      await step(
        `tickets ${fmt(to)}/${fmt(tickets)}`,
        `INSERT INTO tickets (tenant_id, contact_id, channel_id, user_id, queue_id, status, protocol, last_message,
            last_message_at, created_at, updated_at, opened_at, closed_at)
          SELECT $1, ${contact0} + (i % ${CONTACTS}), ${channel},
            CASE WHEN i % 20 = 0 OR i % 10 = 5 THEN NULL ELSE ${agent0} + ((i / 20) % ${AGENTS}) END,
            CASE WHEN i > ${tickets - exportRows} THEN ${exportQueue} ELSE ${queue} END,
            ${status}, 'B' || i, 'Olá', ${created}, ${created}, ${created} + 3600000,
            CASE WHEN i % 20 = 0 THEN NULL ELSE ${created} + 60000 END,
            CASE WHEN i % 20 > 2 THEN ${created} + (10 + i % 111) * 60000 END
          FROM generate_series(${from}, ${to}) AS i`,
        [tenantId]
      )
    }
    const lastTicket = Number((await c.query(`SELECT MAX(id) AS id FROM tickets`)).rows[0].id)
    for (let from = firstTicket; from <= lastTicket; from += BATCH) {
      const to = Math.min(lastTicket, from + BATCH - 1)
      await step(
        `messages of tickets ${fmt(to - firstTicket + 1)}/${fmt(tickets)}`,
        `INSERT INTO messages (tenant_id, ticket_id, contact_id, user_id, body, from_me, status, dedupe_key, is_read,
            created_at)
          SELECT t.tenant_id, t.id, t.contact_id, NULL, 'Olá, preciso de ajuda', 0, 'received', 'in' || t.id, 1,
            t.created_at FROM tickets t WHERE t.id BETWEEN ${from} AND ${to} AND t.tenant_id = $1
          UNION ALL
          SELECT t.tenant_id, t.id, t.contact_id, COALESCE(t.user_id, ${agent0}), 'Bom dia! Como posso ajudar?', 1,
            'sent', 'out' || t.id, 1, t.created_at + (1 + (t.id * 7) % 45) * 60000
          FROM tickets t WHERE t.id BETWEEN ${from} AND ${to} AND t.tenant_id = $1 AND t.status <> 'pending'`,
        [tenantId]
      )
    }
    for (const [i, ix] of dropped.entries()) await step(`indexes ${i + 1}/${dropped.length}`, ix.def)
    await step("analyse", "VACUUM ANALYZE tickets, messages, contacts, users")
    const messages = Number(
      (await c.query(`SELECT COUNT(*) AS n FROM messages WHERE tenant_id = $1`, [tenantId])).rows[0].n
    )
    process.stderr.write("\n")
    return { exportQueue, messages }
  } finally {
    await c.end()
  }
}

/** Rebuilds the dashboard's aggregates from the seeded history (its durable timer), if this node has one. */
const rebuildDashboard = async (url: string, tenantId: number, timeoutMs = 20 * 60_000) => {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    const known = await c.query(`SELECT 1 FROM atende_schema_migrations WHERE id LIKE 'dashboard/%' LIMIT 1`)
    if (!known.rows.length) return null
    const t0 = performance.now()
    await c.query(
      `INSERT INTO timers (tenant_id, kind, key, due_at, payload, created_at)
        VALUES ($1, 'dashboard.rebuild', $2, 0, '{}', 0)
        ON CONFLICT (kind, key) DO UPDATE SET due_at = 0, fired_at = NULL, claimed_by = NULL, claimed_until = NULL`,
      [tenantId, `tenant:${tenantId}`]
    )
    while (performance.now() - t0 < timeoutMs) {
      const left = await c.query(`SELECT fired_at FROM timers WHERE kind = 'dashboard.rebuild' AND key = $1`, [
        `tenant:${tenantId}`
      ])
      if (!left.rows.length || left.rows[0].fired_at !== null) return secs(performance.now() - t0)
      process.stderr.write(`\r\x1b[K  dashboard rebuild: ${secs(performance.now() - t0)} s`)
      await new Promise((r) => setTimeout(r, 500))
    }
    throw new Error("the dashboard's rebuild did not finish")
  } finally {
    process.stderr.write("\n")
    await c.end()
  }
}

const timed = async (f: () => Promise<unknown>) => {
  const t0 = performance.now()
  await f()
  return performance.now() - t0
}

/** The XLSX export as the agent UI runs it: started, its progress polled until done, the file downloaded. */
const benchExport = async (base: string, admin: Login, pid: number, queueId: number, rows: number) => {
  const rssBeforeMb = procMb(pid, "VmRSS")
  resetPeak(pid)
  const t0 = performance.now()
  let view = await call(base, admin, "POST", "/reports/exports", {
    report: "tickets",
    format: "xlsx",
    filters: { from: FROM, to: TO, queueIds: [queueId] }
  })
  while (view.status === "running") {
    process.stderr.write(`\r\x1b[K  export: ${fmt(view.rows)}/${fmt(view.total)} rows`)
    await new Promise((r) => setTimeout(r, 200))
    view = await call(base, admin, "GET", `/reports/exports/${view.id}`)
  }
  const seconds = secs(performance.now() - t0)
  process.stderr.write("\n")
  if (view.status !== "done") throw new Error(`export failed: ${JSON.stringify(view)}`)
  if (view.total !== rows) throw new Error(`export has ${view.total} rows, not ${rows}`)
  const rssPeakMb = procMb(pid, "VmHWM")
  const t1 = performance.now()
  const res = await fetch(`${base}/reports/exports/${view.id}/file`, {
    headers: { authorization: `Bearer ${admin.token}`, "x-session-id": admin.sessionId }
  })
  const bytes = (await res.arrayBuffer()).byteLength
  if (res.status !== 200 || bytes !== view.size) throw new Error(`download: ${res.status}, ${bytes} bytes`)
  return {
    rows: view.total,
    seconds,
    rssBeforeMb,
    rssPeakMb,
    fileMb: Math.round((bytes / 1048576) * 10) / 10,
    downloadS: secs(performance.now() - t1)
  }
}

type Latencies = { readonly p50: number; readonly p95: number; readonly requests: number }

/** p50/p95 of `requests` sequential GETs (after 5 to warm up), or the refusal of the first. */
const latencies = async (
  base: string,
  as: Login,
  path: string,
  requests: number
): Promise<Latencies | { readonly status: number; readonly text: string }> => {
  const times: Array<number> = []
  for (let i = 0; i < requests + 5; i++) {
    const t0 = performance.now()
    const r = await http(base, "GET", path, { auth: as })
    if (r.status !== 200) return { status: r.status, text: r.text }
    if (i >= 5) times.push(performance.now() - t0)
  }
  return { p50: pct(times, 50), p95: pct(times, 95), requests }
}

const run = async (tickets: number, rows: number, requests: number): Promise<Result> => {
  const owned = resources()
  try {
    const dataDir = mkdtempSync(join(tmpdir(), "atende-bench-"))
    owned.add("data dir", async () => rmSync(dataDir, { recursive: true, force: true }))
    const db = await freshDatabase()
    owned.add("database", db.drop)
    const { base, child } = await startNodeProcess(
      { ATENDE_DATA_DIR: dataDir, DATABASE_URL: db.url, ATENDE_SECRET_KEY: testSecretKey() },
      owned,
      nodeCommand()
    )
    const admin = await login(base, "admin@atende.local", "Admin12345")
    log(`production: seeding ${fmt(tickets)} tickets in ${FROM}..${TO}`)
    const t0 = performance.now()
    const seeded = await seedReports(db.url, admin.tenantId, tickets, rows)
    const seedS = secs(performance.now() - t0)
    log(`production: seeded ${fmt(tickets)} tickets and ${fmt(seeded.messages)} messages in ${seedS} s`)
    const rebuildS = await rebuildDashboard(db.url, admin.tenantId)
    log(`production: exporting ${fmt(rows)} rows as XLSX`)
    const exported = await benchExport(base, admin, child.pid!, seeded.exportQueue, rows)
    log(`production: export ${exported.seconds} s, peak RSS ${exported.rssPeakMb} MB`)
    const month = `from=${FROM}&to=${TO}`
    const page = await latencies(base, admin, `/reports/tickets?${month}`, requests)
    if (!("p95" in page)) throw new Error(`GET /reports/tickets: ${page.status} ${page.text}`)
    const summaryS = secs(await timed(() => call(base, admin, "GET", `/reports/tickets/summary?${month}`)))
    const userStatsS = secs(await timed(() => call(base, admin, "GET", `/reports/user-stats?${month}`)))
    log(`production: page p95 ${page.p95} ms, summary ${summaryS} s, user statistics ${userStatsS} s`)
    const dash = await latencies(base, admin, `/dashboard?${month}`, requests)
    if (!("p95" in dash)) log(`production: no dashboard figures (GET /dashboard: ${dash.status})`)
    return {
      mode: "production",
      tickets,
      messages: seeded.messages,
      seedS,
      rebuildS,
      export: exported,
      page: { p50: page.p50, p95: page.p95 },
      summaryS,
      userStatsS,
      dashboard: "p95" in dash ? dash : null
    }
  } finally {
    await owned.close()
  }
}

const met = (ok: boolean) => (ok ? "met" : "MISSED")

const table = (r: Result) => {
  const e = r.export
  const lines: Array<[string, string, string]> = [
    [
      `tickets report XLSX export, ${fmt(e.rows)} rows`,
      `${e.seconds} s`,
      `≤ ${GOALS.exportS} s: ${met(e.seconds <= GOALS.exportS)}`
    ],
    [
      "  node peak RSS during the export",
      `${e.rssPeakMb} MB (${e.rssBeforeMb} MB before)`,
      `≤ ${GOALS.rssMb} MB: ${met(e.rssPeakMb <= GOALS.rssMb)}`
    ],
    ["  the file, downloaded", `${e.fileMb} MB in ${e.downloadS} s`, ""],
    ["tickets report, first page p50/p95", `${r.page.p50}/${r.page.p95} ms`, ""],
    ["tickets report summary, the month", `${r.summaryS} s`, ""],
    ["user statistics, the month", `${r.userStatsS} s`, ""],
    [
      "dashboard GET /dashboard (the month) p50/p95",
      r.dashboard ? `${r.dashboard.p50}/${r.dashboard.p95} ms (${r.dashboard.requests} requests)` : "-",
      ""
    ]
  ]
  const w = [0, 1, 2].map((i) => Math.max(...lines.map((l) => l[i]!.length), ["case", "figure", "goal"][i]!.length))
  const row = (l: ReadonlyArray<string>) => l.map((c, i) => c.padEnd(w[i]!)).join(" | ")
  return [
    `reports (production, Postgres): ${fmt(r.tickets)} tickets and ${fmt(r.messages)} messages in ${FROM}..${TO}, ` +
      `seeded in ${r.seedS} s${r.rebuildS === null ? "" : `, dashboard rebuilt in ${r.rebuildS} s`}`,
    row(["case", "figure", "goal"]),
    w.map((n) => "-".repeat(n)).join("-|-"),
    ...lines.map(row)
  ].join("\n")
}

export const runReports = async (argv: ReadonlyArray<string>) => {
  const { values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      tickets: { type: "string", default: "1000000" },
      rows: { type: "string", default: "100000" },
      requests: { type: "string", default: "100" },
      json: { type: "boolean", default: false }
    }
  })
  const [tickets, rows, requests] = [values.tickets, values.rows, values.requests].map(Number) as [
    number,
    number,
    number
  ]
  if (![tickets, rows, requests].every((n) => Number.isInteger(n) && n > 0) || rows > tickets)
    throw new UsageError("--tickets, --rows and --requests must be positive integers, --rows at most --tickets")
  releaseOnInterrupt()
  if (!(await pgReachable())) {
    const skipped = `reports skipped: Postgres unreachable at ${PG_ADMIN_URL}`
    process.stdout.write(values.json ? `${JSON.stringify({ result: null, skipped }, null, 2)}\n` : `${skipped}\n`)
    return
  }
  const result = await run(tickets, rows, requests)
  process.stdout.write(values.json ? `${JSON.stringify({ result, goals: GOALS }, null, 2)}\n` : `${table(result)}\n`)
}
