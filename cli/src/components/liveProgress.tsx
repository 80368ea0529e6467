import { render } from "ink"
import { ProgressBar } from "./ProgressBar"

/**
 * A progress bar drawn live on stderr while long work runs (rows written, tenants rebuilt …),
 * from its first `update` on; `stop` takes it away. Commands make one for a terminal only, never
 * with --json.
 */
export const liveProgress = (unit: string) => {
  const started = performance.now()
  let ink: ReturnType<typeof render> | undefined
  const view = (done: number, total: number) => (
    <ProgressBar
      done={done}
      total={total}
      unit={unit}
      perSecond={done / Math.max(0.001, (performance.now() - started) / 1000)}
    />
  )
  return {
    update: (done: number, total: number) => {
      if (ink) ink.rerender(view(done, total))
      else ink = render(view(done, total), { stdout: process.stderr, patchConsole: false, exitOnCtrlC: false })
    },
    stop: () => {
      ink?.clear()
      ink?.unmount()
    }
  }
}
