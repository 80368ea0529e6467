/**
 * `npm run bench -- sockets [--sockets 19000] [--mode embedded|production] [--seconds 30] [--json]`:
 * how many agent live sockets one node holds and what they cost it. The node runs as a child
 * process; worker processes (fanoutPool.ts) open the sockets in batches, all on the
 * administrator's one login (token + sessionId). The node is then watched for IDLE_SECONDS with
 * the sockets idle, and for `--seconds` while one web-chat message a second — one `chat:create`
 * event — fans out to every socket. RSS is VmRSS, CPU is % of one core (/proc).
 */
import { performance } from "node:perf_hooks"
import { setTimeout as sleep } from "node:timers/promises"
import { parseArgs } from "node:util"
import { demoToken, login, widgetClient, type Widget } from "../../test/support/clients"
import { productionAvailable } from "../../test/support/modes"
import { releaseOnInterrupt, resources, type Resources } from "./cleanup"
import { fanoutJson, fanoutTable, summarize, type Watched } from "./fanoutReport"
import { machineMeter } from "./machine"
import { MAX_PER_WORKER, startPool, type Pool } from "./fanoutPool"
import { cpuSeconds, rssMb, startServer, type BenchServer } from "./server"

const SOCKETS_USAGE =
  "usage: npm run bench -- sockets [--sockets 19000] [--mode embedded|production] [--seconds 30] [--json]"
const IDLE_SECONDS = 15
/** Latency is kept for every delivery on one socket in SAMPLE_EVERY. */
const SAMPLE_EVERY = 10
const DRAIN_MS = 20_000

type Options = { sockets: number; mode: "embedded" | "production"; seconds: number; json: boolean }

const parse = (argv: ReadonlyArray<string>): Options => {
  const { values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      sockets: { type: "string", default: "19000" },
      mode: { type: "string", default: "embedded" },
      seconds: { type: "string", default: "30" },
      json: { type: "boolean", default: false }
    }
  })
  const [sockets, seconds] = [Number(values.sockets), Number(values.seconds)]
  if (!Number.isInteger(sockets) || sockets <= 0 || !Number.isInteger(seconds) || seconds <= 0)
    throw new Error("--sockets and --seconds must be positive integers")
  if (values.mode !== "embedded" && values.mode !== "production")
    throw new Error(`--mode must be embedded or production, not "${values.mode}"`)
  return { sockets, seconds, mode: values.mode, json: values.json }
}

const say = (line: string) => process.stderr.write(`${line}\n`)
const epochNow = () => performance.timeOrigin + performance.now()

/** From now until the returned function is called: the node's CPU and peak RSS, the workers' and the machine's CPU. */
const watch = (pid: number, workers: ReadonlyArray<number>) => {
  const t0 = performance.now()
  const [c0, w0, machine] = [cpuSeconds(pid), workers.map(cpuSeconds), machineMeter()]
  let peak = rssMb(pid) ?? 0
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 1000)
  return (): Watched => {
    clearInterval(timer)
    const seconds = (performance.now() - t0) / 1000
    const pct = (from: number | undefined, to: number | undefined) =>
      from === undefined || to === undefined ? 0 : Math.round(((to - from) / seconds) * 100)
    return {
      seconds: Math.round(seconds),
      cpu: pct(c0, cpuSeconds(pid)),
      rssPeak: Math.max(peak, rssMb(pid) ?? 0),
      generatorCpu: workers.reduce((a, w, i) => a + pct(w0[i], cpuSeconds(w)), 0),
      machine: machine()
    }
  }
}

const ramp = async (server: BenchServer, pool: Pool, total: number) => {
  const auth = await login(server.base, "admin@atende.local", "Admin12345")
  let shown = 0
  const progress = (open: number, failed: number) => {
    if (performance.now() - shown < 1000 && open + failed < total) return
    shown = performance.now()
    say(
      `sockets: open ${open.toLocaleString("en")}/${total.toLocaleString("en")}` +
        `${failed ? `, failed ${failed}` : ""}, node RSS ${rssMb(server.pid)} MB`
    )
  }
  const watched = watch(server.pid, pool.pids)
  const opened = await pool.open(`${server.base.replace(/^http/, "ws")}/live`, auth, total, SAMPLE_EVERY, progress)
  return { ...opened, watched: watched() }
}

/** One message a second on the widget socket; then waits until every socket has every event (at most DRAIN_MS). */
const fanOut = async (server: BenchServer, pool: Pool, widget: Widget, seconds: number) => {
  await pool.start()
  const watched = watch(server.pid, pool.pids)
  const t0 = performance.now()
  for (let n = 1; n <= seconds; n++) {
    await sleep(Math.max(0, t0 + (n - 1) * 1000 - performance.now()))
    widget.send(`fan ${n} ${epochNow()}`, `fan${n}`)
    if (n % 5 === 0 || n === seconds)
      say(
        `fanout: sent ${n}/${seconds}, fewest on a socket ${Math.min(...(await pool.report(false)).map((r) => r.min))}`
      )
  }
  const deadline = performance.now() + DRAIN_MS
  while (performance.now() < deadline && Math.min(...(await pool.report(false)).map((r) => r.min)) < seconds)
    await sleep(250)
  const fan = watched()
  return { fan, reports: await pool.report(true) }
}

const measure = async (opts: Options, owned: Resources) => {
  // the README's command for a node that holds many agent sockets
  const server = await startServer(opts.mode, 1, ["--max-semi-space-size=2"])
  owned.add("server", server.stop)
  // the widget that generates the events connects first, so it still can when the node is out of file descriptors
  const widget = await widgetClient(server.base, await demoToken(server.base), "fanout")
  owned.add("widget", async () => widget.close())
  widget.send(`fan 0 ${epochNow()}`, "fan0") // creates the ticket; not counted
  const rssBefore = rssMb(server.pid) ?? 0
  const workers = Math.max(2, Math.ceil(opts.sockets / MAX_PER_WORKER))
  const pool = startPool(workers, owned)
  say(`${opts.mode}: opening ${opts.sockets.toLocaleString("en")} sockets from ${workers} worker processes`)
  const opened = await ramp(server, pool, opts.sockets)
  say(
    `sockets: ${opened.open} open${opened.failed ? `, ${opened.failed} failed (${opened.error})` : ""}; ` +
      `idle for ${IDLE_SECONDS} s`
  )
  const idleWatch = watch(server.pid, pool.pids)
  await sleep(IDLE_SECONDS * 1000)
  const idle = idleWatch()
  const { fan, reports } = await fanOut(server, pool, widget, opts.seconds)
  return summarize({
    mode: opts.mode,
    asked: opts.sockets,
    workers,
    events: opts.seconds,
    rssBefore,
    opened,
    idle,
    fan,
    reports
  })
}

export const runSockets = async (argv: ReadonlyArray<string>) => {
  let opts: Options
  try {
    opts = parse(argv)
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n${SOCKETS_USAGE}\n`)
    return void (process.exitCode = 2)
  }
  releaseOnInterrupt()
  const blocked = opts.mode === "production" ? await productionAvailable() : undefined
  if (blocked && !blocked.ok) {
    say(`production skipped: ${blocked.reason}`)
    return void (process.exitCode = 1)
  }
  const owned = resources()
  try {
    const result = await measure(opts, owned)
    process.stdout.write(`${opts.json ? fanoutJson(result) : fanoutTable(result)}\n`)
  } finally {
    await owned.close()
  }
}
