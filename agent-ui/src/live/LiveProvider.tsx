import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { refreshAccessToken } from "../lib/api"
import { endSession, onSessionEnd } from "../lib/endSession"
import { getSession } from "../lib/session"
import { LiveClient } from "./LiveClient"
import { LiveContext, type LiveApi, type LiveListener } from "./liveContext"
import type { LiveStatus } from "./liveTypes"

function liveUrl(): string {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws"
  return `${scheme}://${window.location.host}/live`
}

type LiveProviderProps = { sessionId: string; children: ReactNode }

/** One websocket per session, shared by every screen inside the main layout. */
export function LiveProvider({ sessionId, children }: LiveProviderProps) {
  const [status, setStatus] = useState<LiveStatus>("connecting")
  const listeners = useRef(new Set<LiveListener>())

  useEffect(() => {
    let refreshedOnce = false
    const client = new LiveClient({
      url: liveUrl(),
      auth: () => {
        const session = getSession()
        return session ? { token: session.token, sessionId: session.sessionId, tenantId: session.tenantId } : null
      },
      onEvent: (event) => {
        for (const listener of listeners.current) listener(event)
      },
      onStatus: (next) => {
        setStatus(next)
        if (next === "online") refreshedOnce = false
      },
      onAuthFailed: (code) => {
        // The access token may only have expired: refresh once (a dead session ends in the api's
        // 401 flow), then connect again; a second refusal ends the session.
        if (code === "ERR_SESSION_REPLACED" || refreshedOnce) return endSession(code ?? "ERR_SESSION_EXPIRED")
        refreshedOnce = true
        refreshAccessToken().then(
          () => client.reconnectNow(),
          () => {}
        )
      }
    })
    client.start()
    const stopOnEnd = onSessionEnd(() => client.stop())
    return () => {
      stopOnEnd()
      client.stop()
    }
  }, [sessionId])

  const subscribe = useCallback((listener: LiveListener) => {
    listeners.current.add(listener)
    return () => {
      listeners.current.delete(listener)
    }
  }, [])

  const api = useMemo<LiveApi>(() => ({ status, subscribe }), [status, subscribe])

  return <LiveContext value={api}>{children}</LiveContext>
}
