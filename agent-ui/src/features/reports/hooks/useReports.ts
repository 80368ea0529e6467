import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query"
import { apiRequest } from "../../../lib/api"
import {
  getContactReport,
  getTicketReport,
  getTicketSummary,
  getUserStats,
  type ContactReports,
  type TicketFilters,
  type UserStatsFilters
} from "../api/reportsApi"

/** The reports' cache: every key starts with "reports"; a screen's filters are part of its key. */
export const reportKeys = {
  tickets: (filters: TicketFilters) => ["reports", "tickets", filters] as const,
  summary: (filters: TicketFilters) => ["reports", "summary", filters] as const,
  userStats: (filters: UserStatsFilters) => ["reports", "userStats", filters] as const,
  contacts: (path: string, filters: object) => ["reports", "contacts", path, filters] as const,
  tags: ["reports", "tags"] as const
}

/** The tickets report, page after page ("load more"); nothing until filters are applied. */
export function useTicketReport(filters: TicketFilters | null) {
  return useInfiniteQuery({
    queryKey: reportKeys.tickets(filters!),
    queryFn: ({ pageParam }) => getTicketReport(filters!, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled: filters !== null
  })
}

/** The tickets report's counts and means (read apart from the page: it takes longer). */
export function useTicketSummary(filters: TicketFilters | null) {
  return useQuery({
    queryKey: reportKeys.summary(filters!),
    queryFn: () => getTicketSummary(filters!),
    enabled: filters !== null
  })
}

export function useUserStats(filters: UserStatsFilters | null) {
  return useQuery({
    queryKey: reportKeys.userStats(filters!),
    queryFn: () => getUserStats(filters!),
    placeholderData: keepPreviousData,
    enabled: filters !== null
  })
}

/** A contact report, page after page; nothing until filters are applied. */
export function useContactReport<P extends keyof ContactReports>(
  path: P,
  filters: Record<string, string | number | readonly (string | number)[] | undefined> | null
) {
  return useInfiniteQuery({
    queryKey: reportKeys.contacts(path, filters ?? {}),
    queryFn: ({ pageParam }) => getContactReport(path, filters ?? {}, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ContactReports[P]) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled: filters !== null
  })
}

export type TagOption = { id: number; name: string; color: string }

/** The tenant's active tags (GET /tags), for the tag report's choice. */
export function useReportTags() {
  return useQuery({
    queryKey: reportKeys.tags,
    queryFn: () =>
      apiRequest<TagOption[] | { tags: TagOption[] }>("GET", "/tags").then((r) => (Array.isArray(r) ? r : r.tags))
  })
}
