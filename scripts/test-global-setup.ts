/**
 * Vitest global setup: a registry for this run (ATENDE_TEST_REGISTRY, inherited by the test
 * workers) in which test/support/debris.ts records every database, NATS namespace and temporary
 * directory the suites make. At the end of the run, passed or failed, whatever of that still
 * exists is removed (a suite that failed before its cleanup, or whose cleanup failed), and so is
 * test debris older than a few hours that killed runs left; each is counted in a warning.
 * Younger test items that this run did not make belong to runs going on now and stay.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { removeTracked, sweepStale, tracked, type Removed } from "../test/support/debris"

const NATS_URL = process.env.NATS_URL ?? "nats://127.0.0.1:4222"
const PG_ADMIN_URL = process.env.ATENDE_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
const STALE_MS = 3 * 3600_000

const report = (what: string, r: Removed) => {
  const count = r.nats.length + r.pg.length + r.dirs.length
  if (count)
    console.warn(
      `[test teardown] ${what}: removed ${count} left behind: ${r.nats.length} NATS stream(s)/bucket(s), ` +
        `${r.pg.length} database(s), ${r.dirs.length} dir(s)` +
        `\n  ${[...r.nats, ...r.pg, ...r.dirs].join("\n  ")}`
    )
  if (r.errors.length) console.warn(`[test teardown] ${what}: could not check or remove:\n  ${r.errors.join("\n  ")}`)
}

export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), "atende-run-"))
  const registry = join(dir, "made.jsonl")
  process.env.ATENDE_TEST_REGISTRY = registry
  return async () => {
    report("this run", await removeTracked(tracked(registry)))
    const stale = await sweepStale(NATS_URL, PG_ADMIN_URL, STALE_MS)
    // without ATENDE_REQUIRE_SERVICES, a server that is not there is no news
    report(
      `earlier runs (older than ${STALE_MS / 3600_000} h)`,
      process.env.ATENDE_REQUIRE_SERVICES === "1" ? stale : { ...stale, errors: [] }
    )
    rmSync(dir, { recursive: true, force: true })
  }
}
