/**
 * The public module of the push feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { pushRoutes } from "./http/push"
export { PushLive } from "./PushLive"
export { migrations } from "./migrations/migrations"
