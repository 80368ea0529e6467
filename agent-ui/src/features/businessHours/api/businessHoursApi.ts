import type {
  AvailabilityView,
  AvailabilityWeek,
  BusinessHoursInput,
  BusinessHoursView
} from "@atende/core/contracts/businessHours"
import { apiRequest } from "../../../lib/api"

// The business hours calls (runtime/api/businessHours.md): reads for every signed-in user, changes
// for administrators.

/** The tenant's week, absence message and time zone. */
export function getBusinessHours(): Promise<BusinessHoursView> {
  return apiRequest<BusinessHoursView>("GET", "/business-hours")
}

/** 400 ERR_VALIDATION with `issues` (field: `days.<d>.ranges.<i>.start` …) when the week is not valid. */
export function putBusinessHours(body: BusinessHoursInput): Promise<BusinessHoursView> {
  return apiRequest<BusinessHoursView>("PUT", "/business-hours", { body })
}

/** Every user of the tenant with their availability by weekday and shift. */
export function listAvailability(): Promise<AvailabilityView[]> {
  return apiRequest<AvailabilityView[]>("GET", "/availability")
}

/** 400 ERR_VALIDATION with `issues` (field: `days.<d>.<i>.start` …); 404 ERR_NO_USER_FOUND. */
export function putAvailability(userId: number, days: AvailabilityWeek): Promise<AvailabilityView> {
  return apiRequest<AvailabilityView>("PUT", `/users/${userId}/availability`, { body: { days } })
}
