/** Starting and stopping a whole node from code (used by `atende serve`, `npm start` and the tests). */
import { Effect, Exit, Layer, Scope } from "effect"
import type { AppConfig } from "../platform/config/Config"
import { ensureDemo } from "../features/tenants/index"
import { nodeScheduler } from "./scheduler"
import { appLayer, serve } from "./Server"

export type NodeHandle = {
  readonly url: string
  readonly port: number
  readonly demo: Effect.Effect.Success<ReturnType<typeof ensureDemo>>
  readonly close: () => Promise<void>
}

export const startNode = async (config: AppConfig, opts: { demo?: boolean } = {}): Promise<NodeHandle> => {
  const scope = Effect.runSync(Scope.make())
  try {
    const context = await Effect.runPromise(Layer.buildWithScope(appLayer(config), scope).pipe(Effect.withScheduler(nodeScheduler)))
    const program = Effect.gen(function* () {
      // seed before listening, so a node that answers /health can also be logged into
      const demo = opts.demo ? yield* ensureDemo(config.adminPassword) : undefined
      const running = yield* serve
      return { ...running, demo }
    })
    const running = await Effect.runPromise(program.pipe(Scope.extend(scope), Effect.provide(context), Effect.withScheduler(nodeScheduler)))
    return { ...running, close: () => Effect.runPromise(Scope.close(scope, Exit.void)) }
  } catch (e) {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    throw e
  }
}
