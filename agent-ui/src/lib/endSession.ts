import { errorCodeText } from "./errorText"
import { navigateOutside } from "./navigation"
import { clearSession, forgetStoredSession } from "./session"
import { toast } from "./toast"

const REDIRECT_DELAY_MS = 2000

let ending = false
const endListeners = new Set<() => void>()

/** Lets long-lived clients (the live socket) stop as soon as the session is known to be over. */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener)
  return () => {
    endListeners.delete(listener)
  }
}

/**
 * The server said the session is over (401, or the live socket refused it): forget the stored
 * session at once so no further call uses it, tell the user why, and go to login after 2 s.
 */
export function endSession(code: string | undefined, serverMessage?: string): void {
  if (ending) return
  ending = true
  forgetStoredSession()
  for (const listener of endListeners) listener()
  toast.error(
    (code && errorCodeText(code)) ||
      (serverMessage && { text: serverMessage }) ||
      errorCodeText("ERR_SESSION_EXPIRED") ||
      ""
  )
  setTimeout(() => {
    ending = false
    // Login is on screen before the session is cleared: the private page never sees no session.
    void navigateOutside("/login").then(clearSession)
  }, REDIRECT_DELAY_MS)
}
