/** Starting and stopping a whole node from code (used by `atende serve`, `npm start` and the tests). */
import { Context, Effect, Exit, Layer, Scope } from "effect"
import type { AppConfig } from "../platform/config/Config"
import { ensureDemo } from "../features/tenants/index"
import { ConnectorRegistry, type Connectors } from "../features/channels/index"
import type { AppServices } from "./runtime"
import { nodeScheduler } from "./scheduler"
import { appLayer, serve } from "./Server"

export type NodeHandle = {
  readonly url: string
  readonly port: number
  readonly demo: Effect.Effect.Success<ReturnType<typeof ensureDemo>>
  /** Runs an effect with the node's services (tests). */
  readonly run: <A, E>(effect: Effect.Effect<A, E, AppServices>) => Promise<A>
  readonly close: () => Promise<void>
}

export type NodeOptions = {
  readonly demo?: boolean
  /** The channel connectors by type (default: the built-in ones); tests register stand-ins here. */
  readonly connectors?: Connectors
}

export const startNode = async (config: AppConfig, opts: NodeOptions = {}): Promise<NodeHandle> => {
  const scope = Effect.runSync(Scope.make())
  const withConnectors = <A, E, R>(e: Effect.Effect<A, E, R>) =>
    opts.connectors ? Effect.provideService(e, ConnectorRegistry, opts.connectors) : e
  try {
    const context = await Effect.runPromise(
      withConnectors(Layer.buildWithScope(appLayer(config), scope)).pipe(Effect.withScheduler(nodeScheduler))
    )
    const program = Effect.gen(function* () {
      // seed before listening, so a node that answers /health can also be logged into
      const demo = opts.demo ? yield* ensureDemo(config.adminPassword) : undefined
      const running = yield* serve
      return { ...running, demo }
    })
    const running = await Effect.runPromise(
      withConnectors(program).pipe(Scope.extend(scope), Effect.provide(context), Effect.withScheduler(nodeScheduler))
    )
    const services = opts.connectors ? Context.add(context, ConnectorRegistry, opts.connectors) : context
    return {
      ...running,
      run: (effect) => Effect.runPromise(Effect.provide(effect, services)),
      close: () => Effect.runPromise(Scope.close(scope, Exit.void))
    }
  } catch (e) {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    throw e
  }
}
