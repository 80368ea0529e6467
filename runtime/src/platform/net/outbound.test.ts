import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createServer, type Server } from "node:http"
import { addressAllowed, guardedFetch, OutboundRefused, parseOutboundAllow } from "./outbound"

describe("outbound guard", () => {
  const none = parseOutboundAllow("")
  let server: Server
  let port = 0
  let hits = 0
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++
      res.end("ok")
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    port = (server.address() as { port: number }).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("knows inward addresses, mapped IPv6 forms included, and what the operator allowed", () => {
    for (const ip of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.9",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "224.0.0.1"
    ])
      expect([ip, addressAllowed(ip, none)]).toEqual([ip, false])
    for (const ip of ["8.8.8.8", "200.160.2.3", "2001:4860:4860::8888"])
      expect([ip, addressAllowed(ip, none)]).toEqual([ip, true])
    const some = parseOutboundAllow("127.0.0.1, 10.0.0.0/8")
    expect([
      addressAllowed("127.0.0.1", some),
      addressAllowed("10.9.9.9", some),
      addressAllowed("127.0.0.2", some),
      addressAllowed("192.168.0.1", some)
    ]).toEqual([true, true, false, false])
    expect(addressAllowed("127.0.0.1", parseOutboundAllow("any"))).toBe(true)
  })

  it("refuses a name that resolves inward at connection time, and a literal address, sending nothing", async () => {
    await expect(guardedFetch(`http://localhost:${port}/x`, {}, none)).rejects.toSatisfy(
      (e: any) => e?.cause instanceof OutboundRefused || e instanceof OutboundRefused
    )
    await expect(guardedFetch(`http://127.0.0.1:${port}/x`, {}, none)).rejects.toBeInstanceOf(OutboundRefused)
    expect(hits).toBe(0)
    const allowed = await guardedFetch(`http://localhost:${port}/x`, {}, parseOutboundAllow("127.0.0.1,::1"))
    expect(await allowed.text()).toBe("ok")
    expect(hits).toBe(1)
  })
})
