/**
 * The public module of the reports feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { reportRoutes } from "./http/routes"
export { migrations } from "./migrations/migrations"
export { exportBytes, exportFileName, exportTable, ReportJobs, ReportJobsLive } from "./io/ReportJobs"
export type { ReportScope } from "./scope"
