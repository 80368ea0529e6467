/**
 * Atende nodes as child processes (so the load generator does not share their CPU) with one port
 * each and a shared data dir and, in production mode, a shared fresh database and NATS namespace:
 * the first node starts (and migrates) alone, then the others join.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { demoToken } from "../../test/support/clients"
import { freePort } from "../../test/support/natsServer"
import { resources, type Resources } from "./cleanup"
import { productionEnv, waitBalanced } from "./cluster"
import type { Mode } from "./options"

const ROOT = fileURLToPath(new URL("../..", import.meta.url))
const STARTUP_MS = 60_000
const STOP_MS = 10_000

export type BenchNode = { readonly base: string; readonly pid: number }
/** `base` and `pid` are the first node's; `databaseUrl` in production mode. */
export type BenchServer = BenchNode & {
  readonly nodes: ReadonlyArray<BenchNode>
  readonly databaseUrl?: string
  readonly stop: () => Promise<void>
}

/** The parent's environment minus anything that would change the node's mode or storage. */
const inheritedEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|NATS_URL|PORT|HOST|ATENDE_.*)$/.test(k))
  )

/**
 * Collects the child's output: the last few KB, and how many lines look like errors or warnings;
 * with BENCH_LOG_DIR set, all of it goes to <dir>/<name>.log too.
 */
const watchOutput = (child: ChildProcess, name: string) => {
  const log = { tail: "", problems: 0 }
  const dir = process.env.BENCH_LOG_DIR
  if (dir) mkdirSync(dir, { recursive: true })
  const file = dir
    ? createWriteStream(join(dir, `${name}.log`), { flags: "a" }).on("error", () => undefined)
    : undefined
  const keep = (chunk: Buffer) => {
    const text = chunk.toString()
    log.problems += text.split("\n").filter((l) => /level=(ERROR|WARN|FATAL)|Error:/.test(l)).length
    log.tail = (log.tail + text).slice(-3000)
    file?.write(text)
  }
  child.stdout?.on("data", keep)
  child.stderr?.on("data", keep)
  return log
}

const exited = (child: ChildProcess, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true)
    const timer = setTimeout(() => resolve(false), ms)
    child.once("exit", () => (clearTimeout(timer), resolve(true)))
  })

const stopChild = async (child: ChildProcess) => {
  child.kill("SIGTERM")
  if (!(await exited(child, STOP_MS))) child.kill("SIGKILL")
  await exited(child, STOP_MS)
}

/** Whether the node answers and has provisioned the demo tenant (it may listen before it has). */
const ready = async (base: string) => {
  const health = await fetch(`${base}/health`).then(
    (r) => r.status,
    () => 0
  )
  return (
    health === 200 &&
    (await demoToken(base).then(
      () => true,
      () => false
    ))
  )
}

const waitReady = async (base: string, child: ChildProcess, log: { tail: string }) => {
  const deadline = Date.now() + STARTUP_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log.tail}`)
    if (await ready(base)) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server not ready after ${STARTUP_MS} ms:\n${log.tail}`)
}

let built = false

/**
 * What a node runs: the bundled server (runtime/dist/main.mjs, built here once per bench run), the
 * production command of the README; with BENCH_TSX=1 the TypeScript sources through tsx, as
 * `atende serve` does.
 */
export const serverEntry = () => {
  if (process.env.BENCH_TSX === "1") return ["--import", "tsx", "runtime/src/main.ts"]
  if (!built) {
    const r = spawnSync(process.execPath, ["scripts/build-server.mjs"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"]
    })
    if (r.status !== 0) throw new Error("could not build runtime/dist/main.mjs (npm run build:server)")
    built = true
  }
  return ["runtime/dist/main.mjs"]
}

type Started = BenchNode & { readonly id: string; readonly log: { tail: string; problems: number } }

/** `run` names the node's log file (BENCH_LOG_DIR) together with its id. */
const startNode = async (
  env: Record<string, string>,
  id: string,
  run: string,
  owned: Resources,
  v8Flags: ReadonlyArray<string>
): Promise<Started> => {
  const port = await freePort()
  // BENCH_NODE_ARGS: extra node flags for the nodes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean)
  const child = spawn(process.execPath, [...v8Flags, ...nodeArgs, ...serverEntry()], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), ATENDE_NODE_ID: id },
    stdio: ["ignore", "pipe", "pipe"]
  })
  owned.add(`server process ${id}`, () => stopChild(child))
  // if this process dies without cleaning up, the node must not outlive it
  const orphaned = () => child.kill("SIGKILL")
  process.once("exit", orphaned)
  child.once("exit", () => process.off("exit", orphaned))
  const log = watchOutput(child, `${run}-${id}`)
  const base = `http://127.0.0.1:${port}`
  await waitReady(base, child, log)
  return { id, base, pid: child.pid!, log }
}

/** `v8Flags`: for the nodes, e.g. the small young generation the README gives socket-heavy nodes. */
export const startServer = async (mode: Mode, count = 1, v8Flags: ReadonlyArray<string> = []): Promise<BenchServer> => {
  const owned = resources()
  try {
    const dataDir = mkdtempSync(join(tmpdir(), "atende-bench-"))
    owned.add("data dir", async () => rmSync(dataDir, { recursive: true, force: true }))
    const production = mode === "production" ? await productionEnv(owned) : undefined
    const env = {
      ...inheritedEnv(),
      HOST: "127.0.0.1",
      ATENDE_DATA_DIR: dataDir,
      ATENDE_ADMIN_PASSWORD: "Admin12345",
      ATENDE_QUIET: "1",
      // the load generator is one address sending as fast as it can: the visitor limits would refuse it
      ATENDE_WEBCHAT_MESSAGE_LIMITS: "off",
      ATENDE_WEBCHAT_UPLOAD_LIMITS: "off",
      ...production
    }
    const nodes: Array<Started> = []
    for (let i = 1; i <= count; i++) {
      if (count > 1) process.stderr.write(`${mode}: starting node ${i}/${count}\n`)
      nodes.push(await startNode(env, `bench-${i}`, `${mode}-${count}`, owned, v8Flags))
    }
    if (production && count > 1)
      process.stderr.write(
        `${mode}: partitions per node ${(
          await waitBalanced(
            production.DATABASE_URL,
            nodes.map((n) => n.id)
          )
        ).join("/")}\n`
      )
    const stop = async () => {
      for (const { id, log } of nodes)
        if (log.problems > 0)
          process.stderr.write(
            `bench: the ${mode} server ${id} logged ${log.problems} error/warning line(s); last output:\n${log.tail}\n`
          )
      await owned.close()
    }
    const databaseUrl = production ? { databaseUrl: production.DATABASE_URL } : {}
    return {
      base: nodes[0]!.base,
      pid: nodes[0]!.pid,
      nodes: nodes.map(({ base, pid }) => ({ base, pid })),
      ...databaseUrl,
      stop
    }
  } catch (e) {
    await owned.close()
    throw e
  }
}

/** Resident memory of a process in MB, from /proc/<pid>/status (VmRSS); undefined elsewhere. */
export const rssMb = (pid: number): number | undefined => {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]
    return kb === undefined ? undefined : Math.round(Number(kb) / 1024)
  } catch {
    return undefined
  }
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux, 100 ticks a second);
 * undefined elsewhere.
 */
export const cpuSeconds = (pid: number): number | undefined => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}
