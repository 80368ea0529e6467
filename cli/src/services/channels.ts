/**
 * `atende channel list|status|connect|disconnect`: channels as the API shows them to an
 * administrator, read and driven straight on the store (runtime/api/channels.md). Connect and
 * disconnect write the administrator's wish, as `POST /channels/{id}/connect|disconnect` do; a
 * running node's connector supervisor starts or stops the session on its next tick (the CLI has no
 * bus to wake it, nor a relay: the node's sweeper publishes the `channel:update` event), and
 * connect follows the stored status until the session is connected.
 */
import type { ChannelView } from "@atende/core/contracts/channels"
import { channelOf, channelSessionAction, listChannels, viewFor } from "@atende/runtime/features/channels/index"
import type { AppConfig } from "@atende/runtime/platform/config/Config"
import { Effect } from "effect"
import { CliError } from "./CliError"
import { runWithStore } from "./runStore"

/** A channel as the CLI shows it: the API's view (with the token) and its tenant. */
export type ChannelRecord = ChannelView & { readonly tenantId: number }

const record = (row: Parameters<typeof viewFor>[0]): ChannelRecord => ({
  ...viewFor(row, true),
  tenantId: row.tenantId
})

export const listChannelRecords = async (
  config: AppConfig,
  opts: { readonly tenantId?: number | undefined }
): Promise<{ readonly channels: ReadonlyArray<ChannelRecord> }> =>
  runWithStore(
    config,
    Effect.map(listChannels(opts.tenantId), (rows) => ({ channels: rows.map(record) }))
  )

export const channelStatus = async (config: AppConfig, id: number): Promise<ChannelRecord> =>
  runWithStore(config, Effect.map(channelOf(undefined, id), record))

export const disconnectChannel = async (config: AppConfig, id: number): Promise<ChannelRecord> =>
  runWithStore(
    config,
    Effect.map(channelSessionAction(undefined, id, "disconnect"), (r) => record(r.channel))
  )

export type ConnectProgress = (channel: ChannelRecord) => void

const POLL_MS = 500

/**
 * Asks for the channel's session and follows its status until it is connected: `onChange` hears
 * every status (and QR code) as it changes. No node running the session within `timeoutMs`:
 * ERR_TIMEOUT, saying where the channel stopped.
 */
export const connectChannel = async (
  config: AppConfig,
  id: number,
  opts: { readonly timeoutMs: number; readonly onChange?: ConnectProgress }
): Promise<ChannelRecord> => {
  const outcome = await runWithStore(
    config,
    Effect.gen(function* () {
      yield* channelSessionAction(undefined, id, "connect")
      const deadline = Date.now() + opts.timeoutMs
      let last = ""
      for (;;) {
        const now = record(yield* channelOf(undefined, id))
        const key = `${now.status}\n${now.qrcode ?? ""}`
        if (key !== last) {
          last = key
          opts.onChange?.(now)
        }
        if (now.status === "connected") return { connected: true as const, channel: now }
        if (Date.now() >= deadline) return { connected: false as const, channel: now }
        yield* Effect.sleep(POLL_MS)
      }
    })
  )
  if (outcome.connected) return outcome.channel
  throw new CliError(
    "ERR_TIMEOUT",
    `Channel #${id} did not connect within ${Math.round(opts.timeoutMs / 1000)} s (it is ${outcome.channel.status}).`,
    outcome.channel.status === "qrcode"
      ? "Scan the QR code with the phone, or run the command again for more time (--timeout)."
      : "A running node starts the session: is one up (`atende serve`)? `atende doctor` shows the nodes."
  )
}

/** The QR code drawn with block characters for a terminal (the `qrcode` package, ../shared/STACK.md). */
export const terminalQr = async (text: string): Promise<string> => {
  const mod: any = await import("qrcode")
  const toString = (mod.default ?? mod).toString as (
    text: string,
    options: { type: "terminal"; small: boolean }
  ) => Promise<string>
  return toString(text, { type: "terminal", small: true })
}
