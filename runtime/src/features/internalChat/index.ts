/**
 * The public module of the internal chat feature: all that other features, server/, tests, cli/
 * and scripts/ use of it. Inside the feature, files import each other directly.
 */
export { internalChatRoutes } from "./http/routes"
export { migrations } from "./migrations/migrations"
