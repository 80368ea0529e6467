/**
 * Tests leave nothing behind: a production env's cleanup takes away its database, its NATS
 * namespace's stream and lease bucket and its data dir; what a suite leaves (a failure before its
 * cleanup) is in the run's registry and the teardown's `removeTracked` takes it away; and the stale
 * sweep knows test names from anything else.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { databaseExists, namespaceStreams, removeTracked, testStamp, track, tracked } from "./debris"
import { makeEnv, NATS_TEST_URL, PG_ADMIN_URL, productionAvailable, startTestNode } from "./modes"

const production = await productionAvailable()

describe("what the tests make on shared servers", () => {
  const scratch = mkdtempSync(join(tmpdir(), "atende-test-registry-"))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it("knows the tests' namespaces and databases by name, and nothing else", () => {
    const t = Date.now().toString(36)
    const T = t.toUpperCase()
    const streams = [
      `ATENDE_CMD_T${T}AB12`,
      `KV_atende_leases_t${t}ab12`,
      `ATENDE_CMD_CL${T}`,
      `KV_atende_leases_race${t}`,
      `ATENDE_CMD_BUS${T}`
    ]
    const tests = [...streams, `atende_t_${t}_x1y2z`, `atende_cli_acc_${t}_abcde`]
    for (const name of tests) expect([name, testStamp(name)]).toEqual([name, expect.any(Number)])
    const others = [
      "ATENDE_CMD",
      "KV_atende_leases",
      "ATENDE_CMD_TENANT1",
      "KV_atende_leases_prod",
      "atende",
      "atende_t_notatime_x",
      "ATENDE_CMD_TZZZZZZZZ"
    ]
    for (const name of others) expect([name, testStamp(name)]).toEqual([name, undefined])
  })

  it.skipIf(!production.ok)(
    "an env's cleanup removes its database, its streams and buckets and its data dir",
    async () => {
      const env = await makeEnv("production")
      const node = await startTestNode(env)
      const streams = [`ATENDE_CMD_${env.namespace!.toUpperCase()}`, `KV_atende_leases_${env.namespace}`]
      expect((await namespaceStreams(NATS_TEST_URL, env.namespace!)).sort()).toEqual(streams)
      expect(await databaseExists(PG_ADMIN_URL, env.database!)).toBe(true)
      await node.close()
      await env.cleanup()
      expect(await namespaceStreams(NATS_TEST_URL, env.namespace!)).toEqual([])
      expect(await databaseExists(PG_ADMIN_URL, env.database!)).toBe(false)
      expect(existsSync(env.dataDir)).toBe(false)
      await env.cleanup() // twice is harmless
    }
  )

  it.skipIf(!production.ok)("what a failed suite left is in the registry, and the teardown removes it", async () => {
    // a registry of this test's own, standing for a whole run's
    const registry = join(scratch, "made.jsonl")
    const runs = process.env.ATENDE_TEST_REGISTRY
    process.env.ATENDE_TEST_REGISTRY = registry
    try {
      const env = await makeEnv("production")
      const node = await startTestNode(env)
      await node.close() // ... and the suite fails before env.cleanup()
      expect(
        tracked(registry)
          .map((m) => m.kind)
          .sort()
      ).toEqual(["dir", "nats", "pg"])
      const removed = await removeTracked(tracked(registry))
      const streams = [`ATENDE_CMD_${env.namespace!.toUpperCase()}`, `KV_atende_leases_${env.namespace}`]
      expect({ ...removed, nats: [...removed.nats].sort() }).toEqual({
        nats: streams,
        pg: [env.database],
        dirs: [env.dataDir],
        errors: []
      })
      const left = [
        await namespaceStreams(NATS_TEST_URL, env.namespace!),
        await databaseExists(PG_ADMIN_URL, env.database!),
        existsSync(env.dataDir)
      ]
      expect(left).toEqual([[], false, false])
      expect(await removeTracked(tracked(registry))).toEqual({ nats: [], pg: [], dirs: [], errors: [] })
    } finally {
      if (runs === undefined) delete process.env.ATENDE_TEST_REGISTRY
      else process.env.ATENDE_TEST_REGISTRY = runs
      // should this test fail half-way, the run's teardown still finds what it made
      for (const made of tracked(registry)) track(made)
    }
  })
})
