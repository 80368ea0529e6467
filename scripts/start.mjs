#!/usr/bin/env node
// `npm start`: builds the agent UI and the console when their sources are newer than the build,
// then runs `atende serve` (embedded unless DATABASE_URL is set).
import { spawnSync, spawn } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))

const newest = (dir) => {
  let t = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name)
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs)
  }
  return t
}

for (const app of ["agent-ui", "console"]) {
  const dist = join(root, app, "dist", "index.html")
  const stale = !existsSync(dist) || newest(join(root, app, "src")) > statSync(dist).mtimeMs
  if (!stale) continue
  console.log(`Building ${app}…`)
  const r = spawnSync("npm", ["run", "build", "-w", app], { cwd: root, stdio: ["ignore", "ignore", "inherit"] })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const child = spawn(process.execPath, [join(root, "cli", "bin", "atende.js"), "serve", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit"
})
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig))
child.on("exit", (code) => process.exit(code ?? 0))
