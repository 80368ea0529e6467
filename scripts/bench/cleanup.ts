/**
 * What the benchmark must give back (child servers, databases, NATS streams, temp dirs), released
 * in reverse order of acquisition at the end of a mode, or all at once on Ctrl-C.
 */
type Release = () => Promise<unknown>

const outstanding: Array<Release> = []

/** Wraps a release so it runs at most once, never throws, and leaves the outstanding list. */
const once = (what: string, release: Release): Release => {
  let done = false
  const wrapped = async () => {
    if (done) return
    done = true
    outstanding.splice(outstanding.indexOf(wrapped), 1)
    await release().catch((e) => process.stderr.write(`bench: could not release ${what}: ${String(e)}\n`))
  }
  return wrapped
}

export type Resources = {
  /** Registers a release; it runs on `close` (last added first) or on interrupt. */
  readonly add: (what: string, release: Release) => void
  readonly close: () => Promise<void>
}

export const resources = (): Resources => {
  const mine: Array<Release> = []
  return {
    add: (what, release) => {
      const r = once(what, release)
      mine.push(r)
      outstanding.push(r)
    },
    close: async () => {
      for (const r of mine.splice(0).reverse()) await r()
    }
  }
}

const releaseAll = async () => {
  for (const r of [...outstanding].reverse()) await r()
}

/**
 * On SIGINT/SIGTERM: release everything, then exit 130. The listener stays installed while it
 * cleans up, because tsx's parent process may relay the same signal again and a process with no
 * listener left would exit on the spot.
 */
export const releaseOnInterrupt = () => {
  let interrupted = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return
    interrupted = true
    process.stderr.write(`\nbench: ${signal}, cleaning up…\n`)
    void releaseAll().finally(() => process.exit(130))
  }
  process.on("SIGINT", onSignal)
  process.on("SIGTERM", onSignal)
}
