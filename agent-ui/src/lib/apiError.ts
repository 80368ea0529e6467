export type ApiErrorKind = "http" | "network" | "timeout"

/** A failed call: `code` is the catalogue code of the body (`{ error, message }`) when there was one. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string | undefined
  readonly serverMessage: string | undefined
  readonly kind: ApiErrorKind
  /** Set when the failure was already shown to the user (the 401 flow). */
  handled = false
  /** The rest of the error body (e.g. the id of the other open ticket). */
  extra: Record<string, unknown> = {}

  constructor(kind: ApiErrorKind, status: number, code?: string, serverMessage?: string) {
    super(code ?? serverMessage ?? `${kind} error ${status}`)
    this.name = "ApiError"
    this.kind = kind
    this.status = status
    this.code = code
    this.serverMessage = serverMessage
  }
}

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let code: string | undefined
  let message: string | undefined
  let extra: Record<string, unknown> = {}
  try {
    const body: unknown = await response.json()
    if (body && typeof body === "object") {
      const record = body as Record<string, unknown>
      if (typeof record.error === "string" && record.error) code = record.error
      if (typeof record.message === "string" && record.message) message = record.message
      extra = record
    }
  } catch {
    // not JSON (a proxy page, an empty body): no code
  }
  const error = new ApiError("http", response.status, code, message)
  error.extra = extra
  return error
}
