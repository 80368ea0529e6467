import { apiRequest } from "./api"
import type { AnyId } from "./ids"

// The lists the workspace picks from: queues, users and contacts of the tenant.

export type QueueOption = { id: number; name: string; active?: boolean; color?: string | null }
export type UserOption = { id: number; name: string; profile?: string; queueIds?: number[]; queues?: { id: number }[] }
export type ContactOption = { id: AnyId; name: string; number?: string | null; email?: string | null }

function listOf<T>(result: T[] | Record<string, unknown>, key: string): T[] {
  if (Array.isArray(result)) return result
  const value = result[key]
  return Array.isArray(value) ? (value as T[]) : []
}

export function listQueues(): Promise<QueueOption[]> {
  return apiRequest<QueueOption[] | Record<string, unknown>>("GET", "/queues").then((result) =>
    listOf<QueueOption>(result, "queues")
  )
}

export function listUsers(): Promise<UserOption[]> {
  return apiRequest<UserOption[] | Record<string, unknown>>("GET", "/users/", { query: { pageNumber: 1 } }).then(
    (result) => listOf<UserOption>(result, "users")
  )
}

/** Contact search needs at least two letters (spec §5). */
export function searchContacts(searchParam: string): Promise<ContactOption[]> {
  return apiRequest<ContactOption[] | Record<string, unknown>>("GET", "/contacts", { query: { searchParam } }).then(
    (result) => listOf<ContactOption>(result, "contacts")
  )
}
