import { QueryClientProvider } from "@tanstack/react-query"
import { RouterProvider } from "react-router/dom"
import { queryClient } from "../lib/queries"
import { router } from "./router"

/** The app root: the server-state cache (TanStack Query) around the hash router. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
