/**
 * A channel as the API answers it (core's ChannelView): the web-chat fields with their defaults,
 * greeting and farewell, a WhatsApp channel's import settings, the session's status and QR code.
 * What the config holds besides (providers' secrets, later) never leaves; the token is given by
 * the caller: the opened one to administrators, null to anyone else, the sealed one to the log.
 */
import { ChannelStatus } from "@atende/core/channel/channel"
import { settingsSpecOf, splitSettings } from "@atende/core/contracts/channelSettings"
import { ImportSettings, webchatConfigOf, type ChannelView } from "@atende/core/contracts/channels"
import type { ChannelRow } from "./store/Channels"

const text = (v: unknown) => (typeof v === "string" ? v : "")

/** The stored import settings, their defaults where they are missing or invalid. */
export const importSettingsOf = (config: Record<string, unknown>): ImportSettings => {
  const parsed = ImportSettings.safeParse(config.importSettings ?? {})
  return parsed.success ? parsed.data : ImportSettings.parse({})
}

/** The provider settings shown, and the names of the secrets stored (`config.secretsSet`, kept on every write). */
const settingsOf = (c: ChannelRow) => {
  const spec = settingsSpecOf(c.type)
  const set = Array.isArray(c.config.secretsSet) ? c.config.secretsSet.filter((k) => typeof k === "string") : []
  return { settings: spec ? splitSettings(spec, c.settings).shown : null, secretsSet: set as Array<string> }
}

export const channelView = (c: ChannelRow, token: string | null): ChannelView => {
  const status = ChannelStatus.safeParse(c.status)
  return {
    id: c.id,
    name: c.name,
    type: c.type as ChannelView["type"],
    status: status.success ? status.data : "disconnected",
    isDefault: c.isDefault,
    qrcode: c.qrcode,
    number: typeof c.config.number === "string" && c.config.number ? c.config.number : null,
    greetingMessage: text(c.config.greetingMessage),
    farewellMessage: text(c.config.farewellMessage),
    webchat: c.type === "webchat" ? webchatConfigOf(c.config) : null,
    token,
    importSettings: c.type === "whatsapp" ? importSettingsOf(c.config) : null,
    ...settingsOf(c),
    chatFlowId: c.chatFlowId,
    typebotId: c.typebotId,
    createdAt: c.createdAt
  }
}

/**
 * For a caller: administrators see the token (for the embed snippet) and the QR code (scanning it
 * links a phone to the company's number); everyone else null for both.
 */
export const viewFor = (c: ChannelRow, admin: boolean): ChannelView =>
  admin ? channelView(c, c.token) : { ...channelView(c, null), qrcode: null, settings: null }
