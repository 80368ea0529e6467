/**
 * A Postgres instance of the test's own (temporary data directory, free port, trust auth), to
 * stop and start in the middle of a test while the machine's shared server is left alone.
 * initdb refuses to run as root, so as root it runs as the `postgres` user.
 */
import { execFileSync } from "node:child_process"
import { chmodSync, chownSync, existsSync, readdirSync, rmSync } from "node:fs"
import { join } from "node:path"
import { testDir } from "./debris"
import { freePort } from "./natsServer"

const binDir = () => {
  const base = "/usr/lib/postgresql"
  const version = existsSync(base) ? readdirSync(base).sort().pop() : undefined
  if (!version) throw new Error("no Postgres binaries under /usr/lib/postgresql")
  return join(base, version, "bin")
}

export const ownPostgres = async () => {
  const bin = binDir()
  const port = await freePort()
  const dir = testDir("atende-pg-")
  const data = join(dir, "data")
  const asRoot = process.getuid?.() === 0
  let uid = -1
  if (asRoot) {
    uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim())
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim())
    chownSync(dir, uid, gid)
    chmodSync(dir, 0o700)
  }
  const run = (cmd: string, args: Array<string>) =>
    execFileSync(asRoot ? "runuser" : cmd, asRoot ? ["-u", "postgres", "--", cmd, ...args] : args, {
      stdio: "pipe",
      cwd: dir
    })
  run(join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"])
  const start = () => {
    run(join(bin, "pg_ctl"), [
      "-D",
      data,
      "-w",
      "-l",
      join(dir, "log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start"
    ])
  }
  const stop = (mode: "immediate" | "fast" = "immediate") => {
    run(join(bin, "pg_ctl"), ["-D", data, "-w", "-m", mode, "stop"])
  }
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    cleanup: () => {
      try {
        stop()
      } catch {}
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
