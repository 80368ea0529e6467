import type { AvailabilityWeek, BusinessHoursInput } from "@atende/core/contracts/businessHours"
import { useQuery } from "@tanstack/react-query"
import { queryClient } from "../../../lib/queries"
import { getBusinessHours, listAvailability, putAvailability, putBusinessHours } from "../api/businessHoursApi"

export const businessHoursKeys = {
  hours: ["businessHours", "week"] as const,
  availability: ["businessHours", "availability"] as const
}

/** The tenant's week (GET /business-hours). */
export function useBusinessHours() {
  return useQuery({ queryKey: businessHoursKeys.hours, queryFn: getBusinessHours })
}

/** Every user's availability (GET /availability). */
export function useAvailability() {
  return useQuery({ queryKey: businessHoursKeys.availability, queryFn: listAvailability })
}

export async function saveBusinessHours(body: BusinessHoursInput) {
  const saved = await putBusinessHours(body)
  queryClient.setQueryData(businessHoursKeys.hours, saved)
  return saved
}

export async function saveAvailability(userId: number, days: AvailabilityWeek) {
  try {
    return await putAvailability(userId, days)
  } finally {
    void queryClient.invalidateQueries({ queryKey: businessHoursKeys.availability })
  }
}
