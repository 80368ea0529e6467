import { ChannelType } from "@atende/core/channel/channel"

/**
 * The types this server creates channels of: those with a connector (the runtime's
 * `builtinConnectors`, features/channels/connector/registry.ts); POST /channels refuses the others
 * with ERR_CHANNEL_TYPE_UNSUPPORTED, whose catalogue text the dialog then shows under the type.
 */
export const SERVER_TYPES: readonly ChannelType[] = ["webchat", "whatsapp", "email", "telegram", "waba", "waba360"]

/**
 * The types the dialog offers, the first one preselected: the server's list when it sends one
 * (known types only, in its order), else SERVER_TYPES. Never a type the server would refuse.
 */
export function creatableTypes(fromServer?: readonly string[]): ChannelType[] {
  const offered = fromServer ?? SERVER_TYPES
  return ChannelType.options
    .filter((type) => offered.includes(type))
    .sort((a, b) => offered.indexOf(a) - offered.indexOf(b))
}
