/** A channel's fields as the CLI shows them (`atende channel status|connect|disconnect`). */
import { Box, Text } from "ink"
import type { ChannelRecord } from "../services/channels"
import { Fields } from "./Fields"

/** A status with its colour: green connected, yellow on its way or waiting for a scan, red otherwise. */
export function ChannelStatusText({ status }: { status: string }) {
  const color =
    status === "connected"
      ? "green"
      : status === "connecting" || status === "qrcode" || status === "pairing"
        ? "yellow"
        : "red"
  return <Text color={color}>{status}</Text>
}

export function ChannelFields({ channel }: { channel: ChannelRecord }) {
  return (
    <Box flexDirection="column">
      <Text bold>
        #{channel.id} {channel.name}
      </Text>
      <Fields
        rows={[
          ["tenant", `#${channel.tenantId}`],
          ["type", channel.type],
          ["status", <ChannelStatusText key="status" status={channel.status} />],
          ["default", channel.isDefault ? "yes" : "no"],
          ["number", channel.number ?? undefined],
          ["token", channel.type === "webchat" ? (channel.token ?? undefined) : undefined],
          ["created", channel.createdAt.slice(0, 19).replace("T", " ")]
        ]}
      />
    </Box>
  )
}
