/**
 * The real binary on a store with dead letters, embedded (SQLite) and on a fresh Postgres database
 * (when reachable; required under ATENDE_REQUIRE_SERVICES=1): `doctor` counts them (and warns),
 * `dead-letters list` shows them (all, or a tenant's), `retry` queues a command for the nodes
 * (through the REDELIVER timer) or arms a timer again and takes them off the list, `drop` deletes
 * them; a retry or drop that names nothing, or an id that is not there, says what to do instead.
 */
import { parseConfig } from "@atende/runtime/platform/config/Config"
import { REDELIVER } from "@atende/runtime/platform/jobs/deadLetters"
import { countDeadLetters, recordDeadLetter, type NewDeadLetter } from "@atende/runtime/platform/store/DeadLetters"
import { timerByKey } from "@atende/runtime/platform/store/Timers"
import { Effect } from "effect"
import { randomBytes } from "node:crypto"
import { rmSync } from "node:fs"
import { afterAll, describe, expect, it } from "vitest"
import { canReachPg, freshDatabase, PG_ADMIN_URL, servicesRequired } from "../../test/support/modes"
import { atende, tempDir } from "./cliTestKit"
import { runStore, runWithStore } from "./services/runStore"

const pgReachable = await canReachPg()
if (!pgReachable && !servicesRequired)
  console.warn(`[skipped] atende dead-letters on Postgres: unreachable at ${PG_ADMIN_URL}`)

const dirs: Array<string> = []
const databases: Array<{ readonly drop: () => Promise<void> }> = []
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  for (const db of databases) await db.drop().catch(() => undefined)
})

type Store = "embedded" | "postgres"

/** The CLI's environment for a fresh store of the kind (a data dir either way: nothing lands in the repo). */
const storeEnv = async (store: Store): Promise<Record<string, string>> => {
  const dataDir = { ATENDE_DATA_DIR: tempDir(dirs) }
  if (store === "embedded") return dataDir
  if (!pgReachable) throw new Error(`ATENDE_REQUIRE_SERVICES=1 but Postgres is unreachable at ${PG_ADMIN_URL}`)
  const db = await freshDatabase()
  databases.push(db)
  return { ...dataDir, DATABASE_URL: db.url, ATENDE_SECRET_KEY: randomBytes(32).toString("base64") }
}

const failedAt = Date.parse("2026-03-01T12:00:00Z")
const letter = (l: Partial<NewDeadLetter>): NewDeadLetter => ({
  tenantId: 1,
  source: "command",
  kind: "ticket",
  key: "1:visitor",
  envelopeId: null,
  payload: { type: "read", tenantId: 1, ticketId: 7, userId: 2 },
  cause: "TypeError: Cannot read properties of undefined\n    at handleRead",
  deliveries: 5,
  firstFailedAt: failedAt,
  lastFailedAt: failedAt + 1_500,
  ...l
})

describe.each<Store>(["embedded", "postgres"])("atende dead-letters and doctor (%s)", (store) => {
  // each run of the binary takes seconds: one case, as few runs as tell the story
  it.skipIf(store === "postgres" && !pgReachable && !servicesRequired)(
    "counts, lists, retries and drops dead letters",
    { timeout: 240_000 },
    async () => {
      const env = await storeEnv(store)
      const config = parseConfig(env)
      expect(config.databaseUrl !== undefined).toBe(store === "postgres")
      const ids = await runWithStore(
        config,
        Effect.all([
          recordDeadLetter(letter({ envelopeId: "in:1:a" })),
          recordDeadLetter(
            letter({ source: "timer", kind: "ticket.autoClose", key: "7", envelopeId: "timer:3:100", payload: {} })
          ),
          recordDeadLetter(letter({ tenantId: 2, key: "2:other", envelopeId: "in:2:b" }))
        ])
      )
      expect(ids).toEqual([1, 2, 3])

      const doctor = await atende(["doctor", "--json"], env)
      expect(doctor.json.deadLetters).toBe(3)
      expect(doctor.json.findings).toContainEqual(
        expect.objectContaining({ severity: "warning", message: expect.stringContaining("3 dead letter(s)") })
      )

      const tenant1 = await atende(["dead-letters", "list", "--tenant", "1", "--limit", "1", "--json"], env)
      expect(tenant1.code, tenant1.stderr).toBe(0)
      expect(tenant1.json.total).toBe(2)
      expect(tenant1.json.deadLetters).toEqual([
        expect.objectContaining({
          id: 1,
          tenantId: 1,
          source: "command",
          kind: "ticket",
          key: "1:visitor",
          deliveries: 5,
          payload: { type: "read", tenantId: 1, ticketId: 7, userId: 2 },
          lastFailedAt: "2026-03-01T12:00:01.500Z"
        })
      ])
      const human = await atende(["dead-letters", "list", "--limit", "2"], env)
      expect(human.stdout).toContain("3 dead letters")
      expect(human.stdout).toContain("showing 1-2")
      expect(human.stdout).toContain("TypeError: Cannot read properties of undefined")

      const nothing = await atende(["dead-letters", "retry", "--json"], env)
      expect(nothing.code).toBe(1)
      expect(nothing.json).toMatchObject({ error: "ERR_USAGE", hint: expect.stringContaining("dead-letters list") })

      const command = await atende(["dead-letters", "retry", "1", "--json"], env)
      expect(command.code, command.stderr).toBe(0)
      expect(command.json).toEqual({ retried: [{ id: 1, source: "command", outcome: "queued" }], nodesAlive: 0 })
      // a running node's poller sends it again: the REDELIVER timer holds the command, due now
      expect(await runStore(config, timerByKey(REDELIVER, "1"))).toMatchObject({
        tenantId: 1,
        payload: { kind: "ticket", key: "1:visitor", payload: { type: "read", ticketId: 7 } }
      })
      const timer = await atende(["dead-letters", "retry", "2"], env)
      expect(timer.stdout).toContain("#2 timer: armed again")
      expect(timer.stdout).toContain("No node is running")
      expect(await runStore(config, timerByKey("ticket.autoClose", "7"))).toMatchObject({ tenantId: 1, firedAt: null })

      const dropped = await atende(["dead-letters", "drop", "--all", "--tenant", "2", "--json"], env)
      expect(dropped.json).toEqual({ dropped: [3] })
      const again = await atende(["dead-letters", "drop", "3", "--json"], env)
      expect(again.json).toMatchObject({ error: "ERR_NOT_FOUND", message: "No dead letter #3." })
      expect(await runStore(config, countDeadLetters())).toBe(0)
    }
  )
})
