import { useQuery } from "@tanstack/react-query"
import { getImport } from "../api/importsApi"
import { isRunning } from "../state/importWizard"

const POLL_MS = 500

/** A started import, asked for every 500 ms while it runs (GET /contacts/imports/{id}). */
export function useImportProgress(importId: number | null) {
  return useQuery({
    queryKey: ["contacts", "import", importId ?? 0],
    queryFn: () => getImport(importId ?? 0),
    enabled: importId !== null,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data && !isRunning(query.state.data) ? false : POLL_MS)
  })
}
