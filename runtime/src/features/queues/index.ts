/**
 * The public module of the queues feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { adminQueueRoutes } from "./http/queues"
export { migrations } from "./migrations/migrations"
export { activeQueues, insertQueue, toQueue } from "./store/Queues"
