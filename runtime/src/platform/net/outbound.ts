/**
 * The one guard for outbound URLs that tenants configure (transcription, AI, webhooks, Typebot,
 * push endpoints): the server never calls into its own network on a tenant's say-so. Loopback,
 * private, link-local, carrier-grade NAT, multicast and reserved addresses are refused, both when
 * the URL is saved (`checkOutboundUrl`, ERR_URL_NOT_ALLOWED) and when the request is made
 * (`guardedFetch`: every address the name resolves to is checked as the connection is opened, so a
 * name that later resolves inward is refused too, and redirects are not followed).
 * The operator may allow addresses with ATENDE_OUTBOUND_ALLOW (IPs or CIDRs, comma-separated, or
 * `any`), e.g. a transcription server on the company's own network.
 */
import { Effect } from "effect"
import { lookup as dnsLookup, type LookupAddress } from "node:dns"
import { isIP } from "node:net"
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from "undici"
import { Config } from "../config/Config"
import { AppError } from "../http/AppError"
import { addressAllowed, type OutboundPolicy } from "./addresses"

export { addressAllowed, parseOutboundAllow, type OutboundPolicy } from "./addresses"

const refused = (field: string) =>
  new AppError({
    code: "ERR_URL_NOT_ALLOWED",
    extra: { issues: [{ field, message: "The address points into the server's own network" }] }
  })

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "")

const resolveAll = (host: string) =>
  new Promise<ReadonlyArray<string> | undefined>((resolve) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) =>
      resolve(err ? undefined : (addresses as Array<LookupAddress>).map((a) => a.address))
    )
  )

/**
 * Checks a URL a tenant wants to save: http(s) only, and no name or address that leads inward.
 * A name that does not resolve now is accepted (the check at request time still applies).
 */
export const checkOutboundUrl = (raw: string, field: string) =>
  Effect.gen(function* () {
    const config = yield* Config
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      return yield* new AppError({ code: "ERR_VALIDATION", extra: { issues: [{ field, message: "Invalid URL" }] } })
    }
    if (url.protocol !== "https:" && url.protocol !== "http:")
      return yield* new AppError({
        code: "ERR_VALIDATION",
        extra: { issues: [{ field, message: "Only http and https URLs" }] }
      })
    if (url.username || url.password)
      return yield* new AppError({
        code: "ERR_VALIDATION",
        extra: { issues: [{ field, message: "No credentials in URLs" }] }
      })
    const host = hostOf(url)
    const addresses = isIP(host) ? [host] : yield* Effect.promise(() => resolveAll(host))
    if (addresses?.some((a) => !addressAllowed(a, config.outboundPolicy))) return yield* refused(field)
    return url
  })

/** Thrown (as the fetch's cause) when a connection would go inward. */
export class OutboundRefused extends Error {
  constructor(readonly address: string) {
    super(`outbound address not allowed: ${address}`)
  }
}

const agents = new WeakMap<OutboundPolicy, Agent>()
const agentFor = (policy: OutboundPolicy) => {
  let agent = agents.get(policy)
  if (!agent) {
    agent = new Agent({
      connect: {
        lookup: (hostname, options, callback) =>
          dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
            if (err) return callback(err, "", 4)
            const list = addresses as unknown as Array<LookupAddress>
            const bad = list.find((a) => !addressAllowed(a.address, policy))
            if (bad) return callback(new OutboundRefused(bad.address), "", 4)
            if ((options as { all?: boolean }).all) return (callback as any)(null, list)
            callback(null, list[0]!.address, list[0]!.family)
          })
      }
    })
    agents.set(policy, agent)
  }
  return agent
}

/**
 * fetch for tenant-configured URLs: literal addresses are checked here, names as they resolve,
 * and a redirect is an error (it could point anywhere). Use undici's FormData for bodies.
 */
export const guardedFetch = async (url: string, init: UndiciRequestInit, policy: OutboundPolicy) => {
  const parsed = new URL(url)
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new OutboundRefused(parsed.protocol)
  const host = hostOf(parsed)
  if (isIP(host) && !addressAllowed(host, policy)) throw new OutboundRefused(host)
  return undiciFetch(url, { ...init, redirect: "error", dispatcher: agentFor(policy) })
}
