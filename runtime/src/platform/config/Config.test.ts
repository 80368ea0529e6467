import { describe, expect, it } from "vitest"
import { ConfigError, parseConfig } from "./Config"

describe("config from the environment", () => {
  it("defaults to the embedded mode on port 8080 with ./data", () => {
    const c = parseConfig({})
    expect(c).toMatchObject({ port: 8080, mode: "embedded", databaseUrl: undefined, natsUrl: undefined })
    expect(c.dataDir.endsWith("/data")).toBe(true)
  })

  it("is production when DATABASE_URL is set", () => {
    const key = Buffer.alloc(32, 7)
    const c = parseConfig({
      DATABASE_URL: "postgres://u@h/db",
      NATS_URL: "nats://h:4222",
      ATENDE_SECRET_KEY: key.toString("base64")
    })
    expect(c.mode).toBe("production")
    expect(Buffer.from(c.secretKey!).equals(key)).toBe(true)
    expect(Buffer.from(parseConfig({ ATENDE_SECRET_KEY: key.toString("hex") }).secretKey!).equals(key)).toBe(true)
  })

  it("production requires ATENDE_SECRET_KEY, and a bad one is named without its value", () => {
    expect(() => parseConfig({ DATABASE_URL: "postgres://u@h/db" })).toThrow(
      /ATENDE_SECRET_KEY is required when DATABASE_URL is set/
    )
    try {
      parseConfig({ ATENDE_SECRET_KEY: "too-short-to-be-a-key" })
      expect.unreachable()
    } catch (e) {
      expect((e as Error).message).toMatch(/ATENDE_SECRET_KEY="\*\*\*": must be 32 bytes/)
      expect((e as Error).message).not.toContain("too-short")
    }
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

  it("reads the access settings: captcha, SMTP, mail and push", () => {
    expect(parseConfig({})).toMatchObject({
      captcha: "browser",
      registration: true,
      trialDays: 7,
      smtp: undefined,
      pushAllowHttp: false
    })
    expect(parseConfig({ ATENDE_SMTP_URL: "smtp://u:p@mail:587" }).smtp).toEqual({ url: "smtp://u:p@mail:587" })
    expect(parseConfig({ ATENDE_SMTP_HOST: "mail", ATENDE_SMTP_USER: "u", ATENDE_SMTP_PASS: "p" }).smtp).toEqual({
      host: "mail",
      port: 587,
      secure: false,
      user: "u",
      pass: "p"
    })
    expect(parseConfig({ ATENDE_CAPTCHA: "off", ATENDE_REGISTRATION: "off" })).toMatchObject({
      captcha: "off",
      registration: false
    })
  })

  it("never echoes an SMTP secret in a configuration error", () => {
    try {
      parseConfig({ ATENDE_SMTP_URL: "http://user:hunter2@mail", ATENDE_CAPTCHA: "maybe" })
      expect.unreachable()
    } catch (e) {
      const message = (e as Error).message
      expect(message).toMatch(/ATENDE_SMTP_URL="\*\*\*": must look like smtp:/)
      expect(message).toMatch(/ATENDE_CAPTCHA="maybe"/)
      expect(message).not.toContain("hunter2")
    }
  })
})
