/**
 * The public module of the tenants feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { ensureCanAdd } from "./actor/limits"
export { tenantBehaviour } from "./actor/TenantActor"
export { changeTenant, showTenant, tenantRecord } from "./actor/tenants"
export { adminTenantRoutes } from "./http/adminTenants"
export { adminPlanRoutes } from "./http/plans"
export { adminResellerRoutes, createReseller, withUsage } from "./http/resellers"
export { tenantRoutes } from "./http/tenant"
export { migrations } from "./migrations/migrations"
export { createTenantWithAdmin, ensureDemo, generatePassword, provisionTenant } from "./provision"
export { toReseller } from "./store/Resellers"
export { getTenant, listTenants } from "./store/Tenants"
