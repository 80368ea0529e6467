#!/usr/bin/env node
// `npm test`'s test step: the suites in two lanes side by side (scripts/vitest.config.ts,
// ATENDE_TEST_LANE): the browser and CLI tests, which mostly wait on Chromium and on the processes
// they start, beside everything else.
// Each lane runs its files one at a time, so at most two files run at once on the 2-core machine.
// Every suite makes its own database, NATS namespace and data directory, and each lane's
// teardown removes only what that lane made. Output lines carry the lane's name; the exit code is
// non-zero when either lane failed; the last line counts both lanes' tests.
// Extra arguments go to both vitest runs.
import { spawn } from "node:child_process"
import { createInterface } from "node:readline"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const vitest = fileURLToPath(new URL("../node_modules/vitest/vitest.mjs", import.meta.url))
const lanes = ["main", "side"]
const started = Date.now()

const run = (lane) =>
  new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [vitest, "run", "--config", "scripts/vitest.config.ts", ...process.argv.slice(2)],
      {
        cwd: root,
        env: { ...process.env, ATENDE_TEST_LANE: lane, NO_COLOR: "1" },
        stdio: ["ignore", "pipe", "pipe"]
      }
    )
    const counts = { passed: 0, failed: 0, skipped: 0 }
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on("line", (line) => {
        // vitest's summary: "      Tests  3 failed | 120 passed | 2 skipped (125)"
        // eslint-disable-next-line no-control-regex
        const summary = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line.replace(/\x1b\[[0-9;]*m/g, ""))
        if (summary)
          for (const [, n, what] of summary[1].matchAll(/(\d+) (passed|failed|skipped)/g)) counts[what] += Number(n)
        console.log(`[${lane}] ${line}`)
      })
    child.on("close", (code, signal) => resolve({ lane, code: code ?? (signal ? 1 : 0), counts }))
  })

const results = await Promise.all(lanes.map(run))
const total = results.reduce(
  (t, r) => ({
    passed: t.passed + r.counts.passed,
    failed: t.failed + r.counts.failed,
    skipped: t.skipped + r.counts.skipped
  }),
  { passed: 0, failed: 0, skipped: 0 }
)
for (const r of results) console.log(`lane ${r.lane}: exit ${r.code}`)
console.log(`test lanes took ${Math.round((Date.now() - started) / 1000)} s`)
const failed = results.some((r) => r.code !== 0)
console.log(`${total.passed} passed, ${Math.max(total.failed, failed ? 1 : 0)} failed, ${total.skipped} skipped`)
process.exit(failed ? 1 : 0)
