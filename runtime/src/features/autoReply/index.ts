/**
 * The public module of the auto-reply feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { autoReplyRoutes } from "./http/autoReply"
export { migrations } from "./migrations/migrations"
