/**
 * The two run modes for tests. Embedded always runs; production (Postgres + NATS) runs when both
 * are reachable, and must run when ATENDE_REQUIRE_SERVICES=1 (then an unreachable service fails
 * the suite instead of skipping it). Each node gets a fresh database / data dir and its own NATS
 * namespace, so runs never see each other's data. A production env gets its own
 * ATENDE_SECRET_KEY; an embedded one lets the node make secret.key in its data dir. Cleanup takes
 * away the database, the namespace's streams and buckets and the data dir; all three are also in
 * the run's registry (debris.ts), so the run's teardown removes them should a suite not get there.
 */
import { connect } from "nats"
import { rmSync } from "node:fs"
import pg from "pg"
import { parseConfig, type AppConfig } from "../../runtime/src/platform/config/Config"
import { encodeKey, newKey, type Box } from "../../runtime/src/platform/secrets/box"
import { boxFromConfig } from "../../runtime/src/platform/secrets/SecretBox"
import { startNode, type NodeHandle } from "../../runtime/src/server/node"
import { dropDatabase, dropNamespace, testDir, track } from "./debris"

export const PG_ADMIN_URL = process.env.ATENDE_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
export const NATS_TEST_URL = process.env.NATS_URL ?? "nats://127.0.0.1:4222"
export const servicesRequired = process.env.ATENDE_REQUIRE_SERVICES === "1"

/** Whether Postgres answers at PG_ADMIN_URL (suites that need no NATS, like the CLI's, ask this alone). */
export const canReachPg = async () => {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 })
  try {
    await c.connect()
    await c.query("SELECT 1")
    return true
  } catch {
    return false
  } finally {
    await c.end().catch(() => undefined)
  }
}

const canReachNats = async () => {
  try {
    const nc = await connect({ servers: NATS_TEST_URL, timeout: 2000, maxReconnectAttempts: 0 })
    const jsm = await nc.jetstreamManager()
    await jsm.getAccountInfo()
    await nc.close()
    return true
  } catch {
    return false
  }
}

/** Whether the production mode can run here; throws when it must run and cannot. */
export const productionAvailable = async (): Promise<{ ok: boolean; reason: string }> => {
  const [pgOk, natsOk] = await Promise.all([canReachPg(), canReachNats()])
  const reason = (
    `${pgOk ? "" : `Postgres unreachable at ${PG_ADMIN_URL}. `}` +
    `${natsOk ? "" : `NATS JetStream unreachable at ${NATS_TEST_URL}.`}`
  ).trim()
  if (!(pgOk && natsOk) && servicesRequired) throw new Error(`ATENDE_REQUIRE_SERVICES=1 but ${reason}`)
  if (!(pgOk && natsOk)) console.warn(`[skipped] production-mode tests: ${reason}`)
  return { ok: pgOk && natsOk, reason }
}

export const freshDatabase = async () => {
  const name = `atende_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`
  track({ kind: "pg", url: PG_ADMIN_URL, name })
  const c = new pg.Client({ connectionString: PG_ADMIN_URL })
  await c.connect()
  await c.query(`CREATE DATABASE ${name}`)
  await c.end()
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: async () => void (await dropDatabase(PG_ADMIN_URL, name)) }
}

/**
 * A NATS namespace of this run's (prefix + time + random), recorded for the teardown; `drop`
 * deletes its streams and buckets.
 */
export const testNamespace = (prefix: string, url = NATS_TEST_URL) => {
  const name = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  track({ kind: "nats", url, name })
  return { name, drop: () => dropNamespace(url, name) }
}

/** A fresh ATENDE_SECRET_KEY (base64). */
export const testSecretKey = () => encodeKey(newKey())

export type Mode = "embedded" | "production"

export type TestEnv = {
  readonly mode: Mode
  /** Config for one more node sharing this environment's store and bus. */
  readonly config: (extra?: Record<string, string>) => AppConfig
  /** The data dir (embedded: the SQLite file and secret.key). */
  readonly dataDir: string
  /** Production: the database's name and the NATS namespace. */
  readonly database: string | undefined
  readonly namespace: string | undefined
  /** Removes the database, the namespace's streams and buckets and the data dir; safe to call twice; never throws. */
  readonly cleanup: () => Promise<void>
}

export const makeEnv = async (mode: Mode): Promise<TestEnv> => {
  const dataDir = testDir("atende-test-")
  const ns = mode === "production" ? testNamespace("t") : undefined
  const db = mode === "production" ? await freshDatabase() : undefined
  const base: Record<string, string> = {
    ATENDE_DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    ATENDE_ADMIN_PASSWORD: "Admin12345",
    ATENDE_PARTITIONS: "4",
    ...(db && ns
      ? {
          DATABASE_URL: db.url,
          NATS_URL: NATS_TEST_URL,
          ATENDE_NATS_NAMESPACE: ns.name,
          ATENDE_SECRET_KEY: testSecretKey()
        }
      : {})
  }
  return {
    mode,
    config: (extra = {}) => parseConfig({ ...base, ...extra }),
    dataDir,
    database: db?.name,
    namespace: ns?.name,
    cleanup: async () => {
      const failed: Array<string> = []
      await db?.drop().catch((e) => failed.push(`database ${db.name}: ${e}`))
      await ns?.drop().catch((e) => failed.push(`namespace ${ns.name}: ${e}`))
      rmSync(dataDir, { recursive: true, force: true })
      // the run's teardown retries what is left
      if (failed.length) console.warn(`[cleanup] left for the teardown: ${failed.join("; ")}`)
    }
  }
}

/** The env's secret box (its key; in embedded mode the data dir's secret.key), to read sealed rows in checks. */
export const envBox = (env: TestEnv, extra?: Record<string, string>): Box => boxFromConfig(env.config(extra))

export const startTestNode = (env: TestEnv, extra?: Record<string, string>): Promise<NodeHandle> =>
  startNode(env.config(extra), { demo: true })
