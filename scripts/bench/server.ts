/**
 * One Atende node as a child process (so the load generator does not share its CPU), with its own
 * port and data dir and, in production mode, its own database and NATS namespace.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { connect } from "nats"
import { demoToken } from "../../test/support/clients"
import { freshDatabase, NATS_TEST_URL } from "../../test/support/modes"
import { freePort } from "../../test/support/natsServer"
import { resources, type Resources } from "./cleanup"
import type { Mode } from "./options"

const ROOT = fileURLToPath(new URL("../..", import.meta.url))
const STARTUP_MS = 60_000
const STOP_MS = 10_000

export type BenchServer = { readonly base: string; readonly pid: number; readonly stop: () => Promise<void> }

/** The parent's environment minus anything that would change the node's mode or storage. */
const inheritedEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|NATS_URL|PORT|HOST|ATENDE_.*)$/.test(k)))

/** Deletes every JetStream stream the node made for its namespace (commands, KV buckets). */
const deleteNamespaceStreams = async (namespace: string) => {
  const nc = await connect({ servers: NATS_TEST_URL, timeout: 2000, maxReconnectAttempts: 0 })
  try {
    const jsm = await nc.jetstreamManager()
    for await (const stream of jsm.streams.list()) if (stream.config.name.toLowerCase().includes(namespace)) await jsm.streams.delete(stream.config.name)
  } finally {
    await nc.close()
  }
}

const productionEnv = async (owned: Resources) => {
  const db = await freshDatabase()
  owned.add("database", db.drop)
  const namespace = `bench${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  owned.add("NATS streams", () => deleteNamespaceStreams(namespace))
  return { DATABASE_URL: db.url, NATS_URL: NATS_TEST_URL, ATENDE_NATS_NAMESPACE: namespace }
}

/** Collects the child's output: the last few KB, and how many lines look like errors or warnings. */
const watchOutput = (child: ChildProcess) => {
  const log = { tail: "", problems: 0 }
  const keep = (chunk: Buffer) => {
    const text = chunk.toString()
    log.problems += text.split("\n").filter((l) => /level=(ERROR|WARN|FATAL)|Error:/.test(l)).length
    log.tail = (log.tail + text).slice(-3000)
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
  const health = await fetch(`${base}/health`).then((r) => r.status, () => 0)
  return health === 200 && (await demoToken(base).then(() => true, () => false))
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

export const startServer = async (mode: Mode): Promise<BenchServer> => {
  const owned = resources()
  try {
    const dataDir = mkdtempSync(join(tmpdir(), "atende-bench-"))
    owned.add("data dir", async () => rmSync(dataDir, { recursive: true, force: true }))
    const port = await freePort()
    const env = {
      ...inheritedEnv(),
      PORT: String(port),
      HOST: "127.0.0.1",
      ATENDE_DATA_DIR: dataDir,
      ATENDE_ADMIN_PASSWORD: "Admin12345",
      ATENDE_QUIET: "1",
      ...(mode === "production" ? await productionEnv(owned) : {})
    }
    const child = spawn(process.execPath, ["--import", "tsx", "runtime/src/main.ts"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] })
    owned.add("server process", () => stopChild(child))
    const log = watchOutput(child)
    const base = `http://127.0.0.1:${port}`
    await waitReady(base, child, log)
    const stop = async () => {
      if (log.problems > 0) process.stderr.write(`bench: the ${mode} server logged ${log.problems} error/warning line(s); last output:\n${log.tail}\n`)
      await owned.close()
    }
    return { base, pid: child.pid!, stop }
  } catch (e) {
    await owned.close()
    throw e
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux, 100 ticks a second); undefined elsewhere. */
export const cpuSeconds = (pid: number): number | undefined => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}
