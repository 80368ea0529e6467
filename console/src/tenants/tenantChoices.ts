import { LicenseState, Plan } from "@atende/core/tenant/tenant"

// Choices of the tenants resource, labelled from the console's i18n keys.
export const planChoices = Plan.options.map((id) => ({ id, name: `resources.plans.names.${id}` }))
export const licenseChoices = LicenseState.options.map((id) => ({ id, name: `resources.tenants.licenses.${id}` }))
