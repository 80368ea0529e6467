/**
 * Which addresses an outbound call may reach (pure; platform/net/outbound.ts applies it): public ones, and
 * whatever the operator allowed with ATENDE_OUTBOUND_ALLOW.
 */
import { BlockList, isIP } from "node:net"

const forbidden = new BlockList()
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4]
] as const)
  forbidden.addSubnet(net, prefix, "ipv4")
for (const [net, prefix] of [
  ["::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
  ["64:ff9b::", 96],
  ["100::", 64]
] as const)
  forbidden.addSubnet(net, prefix, "ipv6")

/** What the operator allows beyond public addresses. */
export type OutboundPolicy = { readonly any: boolean; readonly allowed: BlockList }

export const parseOutboundAllow = (raw: string): OutboundPolicy => {
  const allowed = new BlockList()
  let any = false
  for (const item of raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (item === "any") any = true
    else {
      const [ip, bits] = item.split("/") as [string, string | undefined]
      const family = isIP(ip) === 6 ? "ipv6" : "ipv4"
      if (bits === undefined) allowed.addAddress(ip, family)
      else allowed.addSubnet(ip, Number(bits), family)
    }
  }
  return { any, allowed }
}

/** `::ffff:a.b.c.d` (and its hex form) is the IPv4 address it carries. */
const unmap = (ip: string): { ip: string; family: "ipv4" | "ipv6" } => {
  const lower = ip.toLowerCase().replace(/^\[|\]$/g, "")
  const mapped = /^::ffff:(?:0:)?(.+)$/.exec(lower)
  if (mapped) {
    const rest = mapped[1]!
    if (isIP(rest) === 4) return { ip: rest, family: "ipv4" }
    const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(rest)
    if (hex) {
      const hi = parseInt(hex[1]!, 16)
      const lo = parseInt(hex[2]!, 16)
      return { ip: `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, family: "ipv4" }
    }
  }
  return { ip: lower, family: isIP(lower) === 6 ? "ipv6" : "ipv4" }
}

/** Whether a resolved address may be called. */
export const addressAllowed = (address: string, policy: OutboundPolicy) => {
  if (policy.any) return true
  const { ip, family } = unmap(address)
  if (isIP(ip) === 0) return false
  return policy.allowed.check(ip, family) || !forbidden.check(ip, family)
}
