/**
 * What the nodes of one production-mode run share: a fresh Postgres database and a NATS
 * namespace (both released at the end), and the wait until the command partitions are spread
 * over every node, so a measurement does not start in the middle of a rebalance.
 */
import { setTimeout as sleep } from "node:timers/promises"
import { connect } from "nats"
import pg from "pg"
import { freshDatabase, NATS_TEST_URL, testSecretKey } from "../../test/support/modes"
import type { Resources } from "./cleanup"

/** The runtime's default ATENDE_PARTITIONS (runtime/src/platform/config/Config.ts); the bench leaves it unset. */
const PARTITIONS = 16
const BALANCE_MS = 90_000

/** Deletes every JetStream stream the nodes made for the namespace (commands, KV buckets). */
const deleteNamespaceStreams = async (namespace: string) => {
  const nc = await connect({ servers: NATS_TEST_URL, timeout: 2000, maxReconnectAttempts: 0 })
  try {
    const jsm = await nc.jetstreamManager()
    for await (const stream of jsm.streams.list())
      if (stream.config.name.toLowerCase().includes(namespace)) await jsm.streams.delete(stream.config.name)
  } finally {
    await nc.close()
  }
}

export const productionEnv = async (owned: Resources) => {
  const db = await freshDatabase()
  owned.add("database", db.drop)
  const namespace = `bench${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  owned.add("NATS streams", () => deleteNamespaceStreams(namespace))
  // production requires a secret key; the run's nodes share one
  return {
    DATABASE_URL: db.url,
    NATS_URL: NATS_TEST_URL,
    ATENDE_NATS_NAMESPACE: namespace,
    ATENDE_SECRET_KEY: testSecretKey()
  }
}

/** Partitions each node reports owning in its last heartbeat (every 5 s, table `nodes`). */
const owned = async (client: pg.Client, ids: ReadonlyArray<string>) => {
  const rows = (await client.query("SELECT id, info FROM nodes")).rows as Array<{ id: string; info: string }>
  return ids.map((id) => {
    const info = JSON.parse(rows.find((r) => r.id === id)?.info ?? "{}") as { partitions?: Array<number> | null }
    return info.partitions?.length ?? 0
  })
}

/**
 * Waits until every node holds its share (at most ceil(partitions / nodes), all partitions
 * owned); after BALANCE_MS it warns and goes on with what it has.
 */
export const waitBalanced = async (databaseUrl: string, ids: ReadonlyArray<string>) => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const share = Math.ceil(PARTITIONS / ids.length)
  const deadline = Date.now() + BALANCE_MS
  try {
    let counts = await owned(client, ids)
    while (Date.now() < deadline) {
      const sum = counts.reduce((a, b) => a + b, 0)
      if (sum === PARTITIONS && counts.every((n) => n > 0 && n <= share)) return counts
      await sleep(1000)
      counts = await owned(client, ids)
    }
    process.stderr.write(
      `bench: partitions not balanced after ${BALANCE_MS / 1000} s (${counts.join("/")}); measuring anyway\n`
    )
    return counts
  } finally {
    await client.end()
  }
}
