/**
 * The public module of the business hours feature: all that other features, server/, tests, cli/
 * and scripts/ use of it. Inside the feature, files import each other directly.
 *
 * `tenantHours(tenantId)` answers { days, absenceMessage, timeZone }; with core's
 * `isOpen(hours.days, hours.timeZone, now)` (core/src/rules/businessHours.ts) it tells whether the
 * tenant is open now. `isOpen` is re-exported here for convenience.
 */
export { isAvailable, isOpen, nextOpening } from "@atende/core/rules/businessHours"
export { absenceDue } from "./absence"
export { businessHoursRoutes } from "./http/businessHours"
export { migrations } from "./migrations/migrations"
export { listAvailability, userAvailability } from "./store/Availability"
export { claimAbsence, tenantHours } from "./store/BusinessHours"
