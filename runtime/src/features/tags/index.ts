/**
 * The public module of the tags feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { adminTagRoutes } from "./http/tags"
export { migrations } from "./migrations/migrations"
export { activeTags, toTag } from "./store/Tags"
