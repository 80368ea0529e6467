import { defineConfig } from "vitest/config"
import { fileURLToPath } from "node:url"

// Kept under scripts/ so the top level stays as the product owner fixed it.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include: [
      "core/src/**/*.test.ts",
      "runtime/src/**/*.test.ts",
      "cli/src/**/*.test.ts",
      "agent-ui/src/**/*.test.ts",
      "console/src/**/*.test.ts",
      "test/**/*.test.ts",
      "scripts/**/*.test.ts"
    ],
    // the multi-node suites run with `npm run test:cluster` (CI runs both)
    exclude: ["**/node_modules/**", "**/dist/**", ...(process.env.ATENDE_CLUSTER_TESTS ? [] : ["test/cluster/**"])],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // records what the suites make on the shared NATS / Postgres / disk and removes leftovers at the end
    globalSetup: ["scripts/test-global-setup.ts"],
    pool: "forks"
  }
})
