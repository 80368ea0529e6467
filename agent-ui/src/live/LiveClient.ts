import { LiveFrame } from "@atende/core/contracts/live"
import { lastSeqKey } from "../lib/session"
import type { LiveEvent, LiveStatus } from "./liveTypes"

export type LiveAuth = { token: string; sessionId: string; tenantId: number }

export type LiveClientOptions = {
  url: string
  auth: () => LiveAuth | null
  onEvent: (event: LiveEvent) => void
  onStatus: (status: LiveStatus) => void
  /** The server refused the credentials (close 4401); `code` is the error frame sent before. */
  onAuthFailed: (code: string | undefined) => void
}

// Spec §7/§9: 10 reconnect attempts, 5 s delay growing to at most 10 s, 20 s connect timeout.
const MAX_ATTEMPTS = 10
const BASE_DELAY_MS = 5000
const MAX_DELAY_MS = 10000
const CONNECT_TIMEOUT_MS = 20000
const AUTH_FAILED_CLOSE = 4401

/** The agents' websocket: auth with the last seen seq so missed events replay, gap detection, retries. */
export class LiveClient {
  private readonly options: LiveClientOptions
  private socket: WebSocket | null = null
  private attempts = 0
  private stopped = true
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private lastSeq: number | null = null
  private resyncing = false
  private activeSent = false
  private lastError: string | undefined

  constructor(options: LiveClientOptions) {
    this.options = options
  }

  start(): void {
    this.stopped = false
    const tenantId = this.options.auth()?.tenantId
    const stored = tenantId ? Number(sessionStorage.getItem(lastSeqKey(tenantId))) : NaN
    this.lastSeq = Number.isFinite(stored) && stored > 0 ? stored : null
    window.addEventListener("online", this.handleOnline)
    this.connect()
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.retryTimer)
    window.removeEventListener("online", this.handleOnline)
    this.closeSocket()
    this.options.onStatus("offline")
  }

  /** Drops the current socket and connects again at once (after a token refresh, or back online). */
  reconnectNow(): void {
    if (this.stopped) return
    clearTimeout(this.retryTimer)
    this.attempts = 0
    this.closeSocket()
    this.connect()
  }

  private readonly handleOnline = (): void => {
    if (!this.socket) this.reconnectNow()
  }

  private closeSocket(): void {
    const socket = this.socket
    this.socket = null
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000)
  }

  private connect(): void {
    const auth = this.options.auth()
    if (!auth) return this.options.onStatus("offline")
    this.options.onStatus("connecting")
    this.activeSent = false
    this.lastError = undefined
    const socket = new WebSocket(this.options.url)
    this.socket = socket
    const connectTimer = setTimeout(() => socket.close(), CONNECT_TIMEOUT_MS)
    socket.onopen = () => {
      clearTimeout(connectTimer)
      this.sendAuth()
    }
    socket.onmessage = (message) => {
      if (this.socket === socket && typeof message.data === "string") this.handleFrame(message.data)
    }
    socket.onclose = (event) => {
      clearTimeout(connectTimer)
      if (this.socket !== socket) return
      this.socket = null
      if (this.stopped) return
      if (event.code === AUTH_FAILED_CLOSE) {
        this.options.onStatus("offline")
        this.options.onAuthFailed(this.lastError)
        return
      }
      this.scheduleReconnect()
    }
  }

  private scheduleReconnect(): void {
    if (this.attempts >= MAX_ATTEMPTS) return this.options.onStatus("offline")
    const delay = Math.min(BASE_DELAY_MS * 2 ** this.attempts, MAX_DELAY_MS)
    this.attempts += 1
    this.options.onStatus("connecting")
    this.retryTimer = setTimeout(() => this.connect(), delay)
  }

  private send(frame: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame))
  }

  private sendAuth(): void {
    const auth = this.options.auth()
    if (!auth) return this.closeSocket()
    this.resyncing = true
    const lastSeq = this.lastSeq === null ? {} : { lastSeq: this.lastSeq }
    this.send({ type: "auth", token: auth.token, sessionId: auth.sessionId, ...lastSeq })
  }

  private handleFrame(raw: string): void {
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return
    }
    const parsed = LiveFrame.safeParse(json)
    if (!parsed.success) return
    const frame = parsed.data
    if (frame.type === "ready") return this.handleReady(frame.seq)
    if (frame.type === "error") this.lastError = frame.error
    if (frame.type === "event") this.handleEvent({ seq: frame.seq, event: frame.event, data: frame.data })
    // an event this user may not see: only its number comes, so the next visible one is no gap
    if (frame.type === "seq") this.takeNext(frame.seq)
  }

  private handleReady(seq: number): void {
    // The server's current seq is the truth (it may also have been reset by a fresh store).
    this.saveSeq(seq)
    this.resyncing = false
    this.attempts = 0
    this.options.onStatus("online")
    const tenantId = this.options.auth()?.tenantId
    if (!this.activeSent && tenantId) {
      this.activeSent = true
      this.send({ type: "emit", event: `${tenantId}:setUserActive` })
    }
  }

  private handleEvent(event: LiveEvent): void {
    if (this.takeNext(event.seq)) this.options.onEvent(event)
  }

  /** Whether `seq` is the next number (then it is the last seen); an old one is ignored, a gap asks again. */
  private takeNext(seq: number): boolean {
    if (this.lastSeq !== null && seq <= this.lastSeq) return false
    if (this.lastSeq !== null && seq > this.lastSeq + 1) {
      // A gap: ask again from the last seq we applied; the replay brings the missing events.
      if (!this.resyncing) this.sendAuth()
      return false
    }
    this.saveSeq(seq)
    return true
  }

  private saveSeq(seq: number): void {
    this.lastSeq = seq
    const tenantId = this.options.auth()?.tenantId
    if (tenantId) sessionStorage.setItem(lastSeqKey(tenantId), String(seq))
  }
}
