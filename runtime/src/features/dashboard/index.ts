/**
 * The public module of the dashboard feature (the home dashboard's aggregates and the attendance
 * panel): all that other features, server/, tests, cli/ and scripts/ use of it. The ticket actor
 * notes its changes here and runs each transaction inside a tally; server/ registers the routes,
 * the migrations and the back-fill timer.
 */
export { dashboardRoutes } from "./http/routes"
export { migrations } from "./migrations/migrations"
export { REBUILD, rebuildDashboard, rebuildTimer, scheduleRebuild } from "./rebuild"
export { noteChanged, noteCreated, noteReplied, withDashboardTally } from "./tally"
