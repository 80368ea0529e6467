import { createContext, useContext } from "react"
import type { LiveEvent, LiveStatus } from "./liveTypes"

export type LiveListener = (event: LiveEvent) => void

export type LiveApi = {
  status: LiveStatus
  /** Registers a listener for every live event; returns the unsubscribe function. */
  subscribe: (listener: LiveListener) => () => void
}

export const LiveContext = createContext<LiveApi>({ status: "offline", subscribe: () => () => {} })

export function useLive(): LiveApi {
  return useContext(LiveContext)
}
