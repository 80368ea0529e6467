import { defineConfig } from "vitest/config"
import { fileURLToPath } from "node:url"

// Kept under scripts/ so the top level stays as the product owner fixed it.

/**
 * `npm test` runs the suites in two lanes side by side (scripts/test-lanes.mjs), each one file at a
 * time: ATENDE_TEST_LANE=side takes the browser tests (mostly waiting on Chromium), the CLI's
 * (mostly waiting on the `atende` processes they start) and the fuzz suite, =main the rest. Unset: every file, one at
 * a time (`npm run test:serial`, or `npx vitest run` on a file).
 */
// (measured 2026-11-28: the browser and CLI files took 25 min, the rest 35 min; the fuzz suite, about
// 5 min of CPU, moved to this lane to even them)
const SIDE = ["test/**/*.browser.test.ts", "cli/src/**/*.test.ts", "test/fuzz.int.test.ts"]
const lane = process.env.ATENDE_TEST_LANE

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include:
      lane === "side"
        ? SIDE
        : [
            "core/src/**/*.test.ts",
            "runtime/src/**/*.test.ts",
            "cli/src/**/*.test.ts",
            "agent-ui/src/**/*.test.ts",
            "console/src/**/*.test.ts",
            "test/**/*.test.ts",
            "scripts/**/*.test.ts"
          ],
    // the multi-node suites run with `npm run test:cluster` (CI runs both)
    exclude: [
      "**/node_modules/**",
      "**/dist/**",
      ...(process.env.ATENDE_CLUSTER_TESTS ? [] : ["test/cluster/**"]),
      ...(lane === "main" ? SIDE : [])
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // records what the suites make on the shared NATS / Postgres / disk and removes leftovers at the end
    globalSetup: ["scripts/test-global-setup.ts"],
    pool: "forks"
  }
})
