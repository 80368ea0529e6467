/** Every NATS subject and stream name in one place (tokens only [a-z0-9_-]). */
export const CMD_STREAM = "ATENDE_CMD"
export const cmdSubject = (partition: number, kind: string) => `atende.cmd.p${partition}.${kind}`
export const cmdPartitionFilter = (partition: number) => `atende.cmd.p${partition}.>`
export const consumerName = (partition: number) => `atende-p${partition}`
export const evtSubject = (tenantId: number | string, name: string) => `atende.evt.${tenantId}.${name}`
export const EVT_ALL = "atende.evt.>"
/** One live stream's events of every tenant. */
export const evtStreamAll = (name: string) => `atende.evt.*.${name}`
export const replyInbox = (nodeId: string) => `atende.reply.${nodeId}`

/** Stable partition of an actor key (FNV-1a), so one conversation always maps to one partition. */
export const partitionOf = (key: string, partitions: number): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0) % partitions
}

/** Messages of one conversation, for channels whose customer is on a live socket (web chat). */
export const convSubject = (channelId: number, externalId: string) => `atende.conv.${channelId}.${externalId}`
export const CONV_ALL = "atende.conv.>"

/** "A channel has deliveries waiting": wakes the dispatcher of its session's node (at most once; it polls too). */
export const outboundSubject = (channelId: number) => `atende.outbound.${channelId}`
export const OUTBOUND_ALL = "atende.outbound.*"
export const OUTBOUND_PREFIX = "atende.outbound."

/**
 * "A channel's session wish changed" (connect, disconnect, new QR, reset, delete): every node's
 * supervisor reconciles now.
 */
export const CHANNELS_WAKE = "atende.channels.wake"
