/**
 * The public module of the contacts feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { contactRoutes } from "./http/routes"
export { announceContactsChanged, maskContactEvent } from "./live"
export { migrations } from "./migrations/migrations"
export { ImportJobs, ImportJobsLive } from "./io/ImportJobs"
export { parseImportFile } from "./io/parseImportFile"
export type { ParsedFile } from "./io/fileRows"
export { checkFile, importFile } from "./io/fileImport"
export { exportContacts, exportFileName, type ExportRequest } from "./io/exportContacts"
export type { Progress as ImportProgress } from "./store/ContactImports"
