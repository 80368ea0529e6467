/**
 * Server state shared by the screens, kept by TanStack Query: the one client of the app and the
 * catalogue queries (queues, users) the pickers read. Failures are shown by the screens.
 */
import { QueryClient, useQuery } from "@tanstack/react-query"
import { listQueues, listUsers } from "./catalogApi"

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } }
})

// An open chat's cached state lives only while the chat is shown: opening it again loads afresh.
queryClient.setQueryDefaults(["tickets", "chat"], { gcTime: 0 })

export const catalogKeys = {
  queues: ["catalog", "queues"] as const,
  users: ["catalog", "users"] as const
}

/** The tenant's queues (GET /queues); fetched again each time a picker mounts. */
export function useQueues(enabled = true) {
  return useQuery({ queryKey: catalogKeys.queues, queryFn: listQueues, enabled })
}

/** The tenant's users (GET /users/); fetched again each time a picker mounts. */
export function useUsers(enabled = true) {
  return useQuery({ queryKey: catalogKeys.users, queryFn: listUsers, enabled })
}
