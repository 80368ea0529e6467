/**
 * The mail servers' hosts are the tenant's input: a connection to them goes through the platform's
 * outbound guard (platform/net: loopback, private and reserved addresses are refused unless the
 * operator allowed them with ATENDE_OUTBOUND_ALLOW). The host is resolved here, every address it
 * resolves to is checked, and the connection is made to the checked address (TLS still verifies
 * the certificate against the host's name), so a name that later resolves inward is not followed.
 */
import { lookup } from "node:dns/promises"
import { isIP } from "node:net"
import { addressAllowed, OutboundRefused, type OutboundPolicy } from "../../../platform/net/outbound"

/** Where to connect: the checked address, and the name to verify TLS against (none for an address). */
export type MailTarget = { readonly address: string; readonly servername: string | undefined }

/** Could not be resolved (a name the DNS does not know, or the DNS away). */
export class HostUnresolved extends Error {}

/** Resolves and checks a mail server's host; throws OutboundRefused or HostUnresolved. */
export const guardedTarget = async (rawHost: string, policy: OutboundPolicy): Promise<MailTarget> => {
  const host = rawHost.trim().replace(/^\[|\]$/g, "")
  if (isIP(host)) {
    if (!addressAllowed(host, policy)) throw new OutboundRefused(host)
    return { address: host, servername: undefined }
  }
  const found = await lookup(host, { all: true, verbatim: true }).catch((e: unknown) => {
    throw new HostUnresolved(`${host}: ${e instanceof Error ? e.message : String(e)}`)
  })
  if (!found.length) throw new HostUnresolved(host)
  const bad = found.find((a) => !addressAllowed(a.address, policy))
  if (bad) throw new OutboundRefused(bad.address)
  return { address: found[0]!.address, servername: host }
}
