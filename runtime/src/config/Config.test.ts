import { describe, expect, it } from "vitest"
import { ConfigError, parseConfig } from "./Config"

describe("config from the environment", () => {
  it("defaults to the embedded mode on port 8080 with ./data", () => {
    const c = parseConfig({})
    expect(c).toMatchObject({ port: 8080, mode: "embedded", databaseUrl: undefined, natsUrl: undefined })
    expect(c.dataDir.endsWith("/data")).toBe(true)
  })

  it("is production when DATABASE_URL is set", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://u@h/db", NATS_URL: "nats://h:4222" }).mode).toBe("production")
  })

  it("names every bad variable and what it should be", () => {
    try {
      parseConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", ATENDE_ADMIN_PASSWORD: "short" })
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError)
      const message = (e as Error).message
      expect(message).toMatch(/PORT="eighty"/)
      expect(message).toMatch(/DATABASE_URL="mysql:\/\/x": must start with postgres:\/\//)
      expect(message).toMatch(/ATENDE_ADMIN_PASSWORD="short": must have at least 8 characters/)
    }
  })

  it("treats empty variables as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(8080)
  })
})
