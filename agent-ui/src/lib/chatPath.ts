/** The spec's named route `chat`: ticketId and pageNumber, plus a timestamp so re-opening reloads. */
export function chatPath(ticketId: string | number, options: { pageNumber?: number; timestamp?: number } = {}): string {
  const query = new URLSearchParams()
  if (options.pageNumber && options.pageNumber > 1) query.set("pageNumber", String(options.pageNumber))
  if (options.timestamp) query.set("t", String(options.timestamp))
  const search = query.toString()
  return `/atendimento/${encodeURIComponent(String(ticketId))}${search ? `?${search}` : ""}`
}
