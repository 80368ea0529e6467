/**
 * The public module of the quick messages feature: all that other features, server/, tests, cli/
 * and scripts/ use of it. Inside the feature, files import each other directly.
 */
export { quickMessageRoutes } from "./http/quickMessages"
export { migrations } from "./migrations/migrations"
