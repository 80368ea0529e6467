/** A NATS server of the test's own (temporary store, free port), to stop and restart at will. */
import { spawn, type ChildProcess } from "node:child_process"
import { rmSync } from "node:fs"
import { createServer } from "node:net"
import { testDir } from "./debris"

export const NATS_BIN = process.env.NATS_SERVER_BIN ?? "/usr/sbin/nats-server"

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer()
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
  })

const waitPort = async (port: number, up: boolean) => {
  const { connect } = await import("node:net")
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((r) => {
      const c = connect(port, "127.0.0.1")
      c.once("connect", () => (c.destroy(), r(true)))
      c.once("error", () => r(false))
    })
    if (open === up) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`nats on ${port} did not come ${up ? "up" : "down"}`)
}

export const ownNatsServer = async () => {
  const port = await freePort()
  const dir = testDir("atende-nats-")
  let proc: ChildProcess | undefined
  const start = async () => {
    proc = spawn(NATS_BIN, ["-a", "127.0.0.1", "-p", String(port), "-js", "-sd", dir], { stdio: "ignore" })
    await waitPort(port, true)
  }
  const stop = async () => {
    proc?.kill("SIGKILL")
    proc = undefined
    await waitPort(port, false)
  }
  await start()
  return {
    url: `nats://127.0.0.1:${port}`,
    start,
    stop,
    cleanup: async () => (await stop().catch(() => undefined), rmSync(dir, { recursive: true, force: true }))
  }
}
