/**
 * The two run modes for tests. Embedded always runs; production (Postgres + NATS) runs when both
 * are reachable, and must run when ATENDE_REQUIRE_SERVICES=1 (then an unreachable service fails
 * the suite instead of skipping it). Each node gets a fresh database / data dir and its own NATS
 * namespace, so runs never see each other's data.
 */
import { connect } from "nats"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { parseConfig, type AppConfig } from "../../runtime/src/config/Config"
import { startNode, type NodeHandle } from "../../runtime/src/server/node"

export const PG_ADMIN_URL = process.env.ATENDE_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
export const NATS_TEST_URL = process.env.NATS_URL ?? "nats://127.0.0.1:4222"
export const servicesRequired = process.env.ATENDE_REQUIRE_SERVICES === "1"

const canReachPg = async () => {
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
  const reason = `${pgOk ? "" : `Postgres unreachable at ${PG_ADMIN_URL}. `}${natsOk ? "" : `NATS JetStream unreachable at ${NATS_TEST_URL}.`}`.trim()
  if (!(pgOk && natsOk) && servicesRequired) throw new Error(`ATENDE_REQUIRE_SERVICES=1 but ${reason}`)
  if (!(pgOk && natsOk)) console.warn(`[skipped] production-mode tests: ${reason}`)
  return { ok: pgOk && natsOk, reason }
}

export const freshDatabase = async () => {
  const name = `atende_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`
  const c = new pg.Client({ connectionString: PG_ADMIN_URL })
  await c.connect()
  await c.query(`CREATE DATABASE ${name}`)
  await c.end()
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: PG_ADMIN_URL })
      await d.connect()
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await d.end()
    }
  }
}

export type Mode = "embedded" | "production"

export type TestEnv = {
  readonly mode: Mode
  /** Config for one more node sharing this environment's store and bus. */
  readonly config: (extra?: Record<string, string>) => AppConfig
  readonly cleanup: () => Promise<void>
}

export const makeEnv = async (mode: Mode): Promise<TestEnv> => {
  const dataDir = mkdtempSync(join(tmpdir(), "atende-test-"))
  const namespace = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const db = mode === "production" ? await freshDatabase() : undefined
  const base: Record<string, string> = {
    ATENDE_DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    ATENDE_ADMIN_PASSWORD: "Admin12345",
    ATENDE_PARTITIONS: "4",
    ...(db ? { DATABASE_URL: db.url, NATS_URL: NATS_TEST_URL, ATENDE_NATS_NAMESPACE: namespace } : {})
  }
  return {
    mode,
    config: (extra = {}) => parseConfig({ ...base, ...extra }),
    cleanup: async () => {
      await db?.drop().catch(() => undefined)
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

export const startTestNode = (env: TestEnv, extra?: Record<string, string>): Promise<NodeHandle> => startNode(env.config(extra), { demo: true })
