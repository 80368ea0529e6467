/**
 * The `sockets` benchmark's load generator: worker child processes (fanoutWorker.ts), each below
 * MAX_PER_WORKER sockets because a process may hold 20,000 open files here, and the messages
 * the parent exchanges with them over the IPC channel.
 */
import { fork, type ChildProcess } from "node:child_process"
import { fileURLToPath } from "node:url"
import type { Resources } from "./cleanup"

const ROOT = fileURLToPath(new URL("../..", import.meta.url))
const WORKER = fileURLToPath(new URL("./fanoutWorker.ts", import.meta.url))
export const MAX_PER_WORKER = 9_000
/** Sockets a worker opens at once (the server's listen backlog is 511). */
const BATCH = 100

export type ToWorker =
  | { kind: "open"; url: string; token: string; sessionId: string; count: number; batch: number; sampleEvery: number }
  | { kind: "start" }
  | { kind: "report"; full: boolean }
  | { kind: "close" }

export type Report = {
  kind: "report"
  open: number
  closed: number
  min: number
  sum: number
  dup: number
  frames: number
  latencies: Array<number>
  slowest: Array<[number, number]>
}

export type FromWorker =
  | { kind: "progress"; open: number; failed: number }
  | { kind: "opened"; open: number; failed: number; error?: string }
  | { kind: "started" }
  | Report

type Opened = Extract<FromWorker, { kind: "opened" }>

/** Sends a message and resolves with the worker's first answer of kind `kind`. */
const ask = <K extends FromWorker["kind"]>(child: ChildProcess, m: ToWorker, kind: K) =>
  new Promise<Extract<FromWorker, { kind: K }>>((resolve, reject) => {
    const onMessage = (a: FromWorker) => {
      if (a.kind !== kind) return
      child.off("message", onMessage).off("exit", onExit)
      resolve(a as Extract<FromWorker, { kind: K }>)
    }
    const onExit = (code: number | null) => reject(new Error(`socket worker exited with ${code}`))
    child.on("message", onMessage).once("exit", onExit)
    child.send(m)
  })

const stopWorker = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
    child.once("exit", () => (clearTimeout(timer), resolve()))
    if (child.connected) child.send({ kind: "close" } satisfies ToWorker)
    else child.kill("SIGTERM")
  })

export type Pool = ReturnType<typeof startPool>

/** Forks `workers` workers (released with `owned`); `pids` for their CPU readings. */
export const startPool = (workers: number, owned: Resources) => {
  const children = Array.from({ length: workers }, () =>
    fork(WORKER, [], { cwd: ROOT, execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] })
  )
  owned.add("socket workers", () => Promise.all(children.map(stopWorker)))
  return {
    pids: children.map((c) => c.pid!),
    /** Opens `total` sockets spread evenly; `progress` gets the running total after each batch. */
    open: async (
      url: string,
      auth: { token: string; sessionId: string },
      total: number,
      sampleEvery: number,
      progress: (open: number, failed: number) => void
    ) => {
      const state = children.map(() => ({ open: 0, failed: 0 }))
      const listeners = children.map((child, i) => {
        const on = (m: FromWorker) => {
          if (m.kind !== "progress") return
          state[i] = m
          progress(
            state.reduce((a, s) => a + s.open, 0),
            state.reduce((a, s) => a + s.failed, 0)
          )
        }
        child.on("message", on)
        return () => child.off("message", on)
      })
      const share = (i: number) => Math.floor(total / workers) + (i < total % workers ? 1 : 0)
      const msg = (i: number): ToWorker => ({
        kind: "open",
        url,
        token: auth.token,
        sessionId: auth.sessionId,
        count: share(i),
        batch: BATCH,
        sampleEvery
      })
      try {
        const done: Array<Opened> = await Promise.all(children.map((c, i) => ask(c, msg(i), "opened")))
        return {
          open: done.reduce((a, d) => a + d.open, 0),
          failed: done.reduce((a, d) => a + d.failed, 0),
          error: done.find((d) => d.error)?.error
        }
      } finally {
        for (const off of listeners) off()
      }
    },
    start: () => Promise.all(children.map((c) => ask(c, { kind: "start" }, "started"))),
    report: (full: boolean) => Promise.all(children.map((c) => ask(c, { kind: "report", full }, "report")))
  }
}
