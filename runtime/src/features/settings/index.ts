/**
 * The public module of the settings feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { settingsRoutes } from "./http/settings"
export { migrations } from "./migrations/migrations"
export { getSettings } from "./store/Settings"
