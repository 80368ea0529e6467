/**
 * What tests make on the machine's shared servers and disk, and taking it away again: NATS
 * namespaces (the command stream and the lease bucket NatsBus.ts makes for ATENDE_NATS_NAMESPACE),
 * Postgres databases and temporary directories. Every maker records what it made with `track` in
 * the run's registry (a file named by ATENDE_TEST_REGISTRY, which scripts/test-global-setup.ts
 * sets); each suite removes its own, and the run's teardown removes whatever a failed or killed
 * suite left (`removeTracked`), plus stale test debris of earlier runs (`sweepStale`).
 */
import { connect } from "nats"
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"

export type Made =
  | { readonly kind: "nats"; readonly url: string; readonly name: string }
  | { readonly kind: "pg"; readonly url: string; readonly name: string }
  | { readonly kind: "dir"; readonly name: string }

/** Records something this run made (no-op outside a run with a registry, e.g. the benchmarks). */
export const track = (made: Made) => {
  const file = process.env.ATENDE_TEST_REGISTRY
  if (file) appendFileSync(file, `${JSON.stringify(made)}\n`)
}

/** A temporary directory of this run's (`<tmp>/<prefix>XXXXXX`), recorded for the teardown. */
export const testDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  track({ kind: "dir", name: dir })
  return dir
}

export const tracked = (file: string): Array<Made> =>
  existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Made)
    : []

/**
 * The JetStream streams a namespace owns: `ATENDE_CMD_<NS>` and `KV_atende_leases_<ns>`
 * (NatsBus.ts), or any later `…_<ns>`.
 */
const ownsStream = (namespace: string, stream: string) =>
  stream.toLowerCase().endsWith(`_${namespace.toLowerCase().replace(/-/g, "_")}`)

const withNats = async <A>(
  url: string,
  f: (jsm: Awaited<ReturnType<Awaited<ReturnType<typeof connect>>["jetstreamManager"]>>) => Promise<A>
) => {
  const nc = await connect({ servers: url, timeout: 2000, maxReconnectAttempts: 0 })
  try {
    return await f(await nc.jetstreamManager())
  } finally {
    await nc.close()
  }
}

export type StreamInfo = { readonly name: string; readonly created: number }

export const listStreams = (url: string): Promise<Array<StreamInfo>> =>
  withNats(url, async (jsm) => {
    const out: Array<StreamInfo> = []
    for await (const s of jsm.streams.list()) out.push({ name: s.config.name, created: Date.parse(s.created) })
    return out
  })

/** The streams and buckets of a namespace that exist now. */
export const namespaceStreams = async (url: string, namespace: string) =>
  (await listStreams(url)).map((s) => s.name).filter((n) => ownsStream(namespace, n))

/**
 * Deletes a namespace's streams and KV buckets; gives back the names deleted. Refuses the empty
 * namespace (a real deployment's).
 */
export const dropNamespace = async (url: string, namespace: string): Promise<Array<string>> => {
  if (!namespace) throw new Error("dropNamespace: refusing the empty namespace")
  return withNats(url, async (jsm) => {
    const names: Array<string> = []
    for await (const s of jsm.streams.list()) if (ownsStream(namespace, s.config.name)) names.push(s.config.name)
    for (const name of names) await jsm.streams.delete(name).catch(() => false)
    return names
  })
}

const withPg = async <A>(url: string, f: (c: pg.Client) => Promise<A>) => {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  await c.connect()
  try {
    return await f(c)
  } finally {
    await c.end().catch(() => undefined)
  }
}

const SAFE_DB = /^[a-z0-9_]+$/

export const databaseExists = (adminUrl: string, name: string) =>
  withPg(adminUrl, async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1)

/** Drops a database (connections and all); true when it existed. */
export const dropDatabase = (adminUrl: string, name: string) => {
  if (!SAFE_DB.test(name)) throw new Error(`dropDatabase: odd name ${name}`)
  return withPg(adminUrl, async (c) => {
    const existed = (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1
    if (existed) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    return existed
  })
}

export type Removed = {
  readonly nats: Array<string>
  readonly pg: Array<string>
  readonly dirs: Array<string>
  readonly errors: Array<string>
}

const empty = (): Removed => ({ nats: [], pg: [], dirs: [], errors: [] })

/** Removes whatever of `made` still exists. */
export const removeTracked = async (made: ReadonlyArray<Made>): Promise<Removed> => {
  const out = empty()
  const namespaces = new Map<string, Set<string>>()
  for (const m of made)
    if (m.kind === "nats" && m.name) namespaces.set(m.url, (namespaces.get(m.url) ?? new Set()).add(m.name))
  for (const [url, names] of namespaces)
    try {
      await withNats(url, async (jsm) => {
        const left: Array<string> = []
        for await (const s of jsm.streams.list())
          if ([...names].some((ns) => ownsStream(ns, s.config.name))) left.push(s.config.name)
        for (const name of left) if (await jsm.streams.delete(name).catch(() => false)) out.nats.push(name)
      })
    } catch (e) {
      out.errors.push(`nats ${url}: ${e instanceof Error ? e.message : String(e)}`)
    }
  const databases = new Map(made.flatMap((m) => (m.kind === "pg" ? [[`${m.url} ${m.name}`, m] as const] : [])))
  for (const m of databases.values())
    try {
      if (await dropDatabase(m.url, m.name)) out.pg.push(m.name)
    } catch (e) {
      out.errors.push(`database ${m.name}: ${e instanceof Error ? e.message : String(e)}`)
    }
  for (const dir of new Set(made.flatMap((m) => (m.kind === "dir" ? [m.name] : []))))
    if (existsSync(dir)) {
      rmSync(dir, { recursive: true, force: true })
      out.dirs.push(dir)
    }
  return out
}

/**
 * When a test made this stream or database, read from its name; undefined when the name is not a
 * test's. Tests' namespaces are a prefix (modes.ts `t`, cluster tests `cl` and `race`, the bus test
 * `bus`) and Date.now() in base 36 (8 digits), maybe 4 random ones; their databases
 * `atende_t_`, `atende_cli_` or `atende_cli_acc_`, the time, `_` and random digits.
 */
export const testStamp = (name: string): number | undefined => {
  const stream = /^(?:ATENDE_CMD_|KV_atende_leases_)(?:t|cl|race|bus)([0-9a-z]{8})[0-9a-z]{0,4}$/i
  const database = /^atende_(?:t|cli|cli_acc)_([0-9a-z]{8})_[0-9a-z]+$/
  const m = stream.exec(name) ?? database.exec(name)
  const at = m ? parseInt(m[1]!.toLowerCase(), 36) : NaN
  return at > Date.UTC(2024, 0, 1) && at < Date.now() + 86_400_000 ? at : undefined
}

/** Temporary directories the tests make. */
export const TEST_DIR = /^atende-(test|cluster|cli|nats|pg)-/

/**
 * Test debris older than `olderThanMs` on these servers and in the temp dir: what runs killed
 * before their teardown left. Younger items may belong to a run going on now, and are left alone.
 */
export const sweepStale = async (natsUrl: string, pgAdminUrl: string, olderThanMs: number): Promise<Removed> => {
  const out = empty()
  const before = Date.now() - olderThanMs
  try {
    const streams = (await listStreams(natsUrl)).filter((s) => testStamp(s.name) !== undefined && s.created < before)
    await withNats(natsUrl, async (jsm) => {
      for (const s of streams) if (await jsm.streams.delete(s.name).catch(() => false)) out.nats.push(s.name)
    })
  } catch (e) {
    out.errors.push(`nats: ${e instanceof Error ? e.message : String(e)}`)
  }
  try {
    const names = await withPg(pgAdminUrl, async (c) =>
      (await c.query("SELECT datname FROM pg_database")).rows.map((r) => String(r.datname))
    )
    for (const name of names) {
      const at = testStamp(name)
      if (at !== undefined && at < before && (await dropDatabase(pgAdminUrl, name))) out.pg.push(name)
    }
  } catch (e) {
    out.errors.push(`postgres: ${e instanceof Error ? e.message : String(e)}`)
  }
  for (const entry of readdirSync(tmpdir())) {
    if (!TEST_DIR.test(entry)) continue
    const path = join(tmpdir(), entry)
    try {
      if (statSync(path).mtimeMs < before) {
        rmSync(path, { recursive: true, force: true })
        out.dirs.push(path)
      }
    } catch {}
  }
  return out
}
