import { CLIENT_HEADER, refreshAccessToken } from "../../../lib/api"
import { ApiError, apiErrorFromResponse } from "../../../lib/apiError"
import { endSession } from "../../../lib/endSession"
import { requestStarted } from "../../../lib/loading"
import { getSession } from "../../../lib/session"
import { exportFileName, type ExportFormat } from "../state/exportFile"

// `GET /contacts/export?format=csv|xlsx&searchParam=`: a file, not JSON, so it is fetched here with
// the session's headers (a plain link could not send them) and saved through an object URL.

async function send(url: string): Promise<Response> {
  const session = getSession()
  const headers: Record<string, string> = { ...CLIENT_HEADER }
  if (session) {
    headers.Authorization = `Bearer ${session.token}`
    headers["X-Session-Id"] = session.sessionId
  }
  const done = requestStarted()
  try {
    return await fetch(url, { headers })
  } catch {
    throw new ApiError("network", 0)
  } finally {
    done()
  }
}

/** Fetches the export (the list's search applied) and hands it to the browser as a download. */
export async function downloadContacts(format: ExportFormat, searchParam: string): Promise<string> {
  const params = new URLSearchParams({ format })
  if (searchParam) params.set("searchParam", searchParam)
  const url = `/contacts/export?${params.toString()}`
  let response = await send(url)
  if (response.status === 403) {
    const error = await apiErrorFromResponse(response.clone())
    if (error.code === "ERR_TOKEN_EXPIRED") {
      await refreshAccessToken()
      response = await send(url)
    }
  }
  if (!response.ok) {
    const error = await apiErrorFromResponse(response)
    if (response.status === 401) {
      endSession(error.code, error.serverMessage)
      error.handled = true
    }
    throw error
  }
  const blob = await response.blob()
  const name = exportFileName(response.headers.get("Content-Disposition"), format)
  const objectUrl = URL.createObjectURL(blob)
  const anchor = document.createElement("a")
  anchor.href = objectUrl
  anchor.download = name
  anchor.hidden = true
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)
  return name
}
