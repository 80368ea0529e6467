/**
 * The public module of the auth feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { authRoutes } from "./http/routes"
export { LoginLimiter, LoginLimiterLive } from "./loginLimiter"
export { migrations } from "./migrations/migrations"
