// crypto.randomUUID only exists in secure contexts (https or localhost); getRandomValues works
// everywhere, including the server reached over plain http on a LAN address.
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")
}
