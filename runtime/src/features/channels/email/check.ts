/**
 * An e-mail account's settings, checked before they are saved (Connector.ts `checkSettings`):
 * both hosts through the outbound guard (an inward address: ERR_URL_NOT_ALLOWED under the field),
 * then a login to the IMAP server (imapflow) and to the SMTP server (nodemailer's verify). A login
 * refused is ERR_CHANNEL_CREDENTIALS_REFUSED under the password; a server out of reach (no such
 * host, refused, timed out, not speaking the protocol) is ERR_CHANNEL_PROVIDER_UNREACHABLE.
 * Answers the address customers will see, shown as the channel's number.
 */
import { Effect } from "effect"
import { ImapFlow } from "imapflow"
import { Config } from "../../../platform/config/Config"
import { AppError } from "../../../platform/http/AppError"
import { OutboundRefused, type OutboundPolicy } from "../../../platform/net/outbound"
import { accountOf, imapOptions, type MailAccount } from "./account"
import { guardedTarget } from "./guard"
import { verifySmtp } from "./smtp"

const refusedAddress = (field: string) =>
  new AppError({
    code: "ERR_URL_NOT_ALLOWED",
    extra: { issues: [{ field, message: "The address points into the server's own network" }] }
  })

const credentialsRefused = () =>
  new AppError({ code: "ERR_CHANNEL_CREDENTIALS_REFUSED", extra: { field: "settings.password" } })

const unreachable = (server: string) =>
  new AppError({ code: "ERR_CHANNEL_PROVIDER_UNREACHABLE", extra: { field: `settings.${server}Host` } })

const loginImap = async (a: MailAccount, policy: OutboundPolicy) => {
  const client = new ImapFlow({ ...imapOptions(a, await guardedTarget(a.imapHost, policy)), disableAutoIdle: true })
  client.on("error", () => undefined)
  try {
    await client.connect()
    await client.logout().catch(() => undefined)
  } finally {
    client.close()
  }
}

/** Whether an IMAP or SMTP failure is the server refusing the login. */
const isAuthFailure = (e: unknown) => {
  const f = (e ?? {}) as { authenticationFailed?: boolean; code?: string; responseCode?: number }
  return f.authenticationFailed === true || f.code === "EAUTH" || f.responseCode === 535
}

const attempt = (server: "imap" | "smtp", run: () => Promise<void>) =>
  Effect.tryPromise({
    try: run,
    catch: (e) =>
      e instanceof OutboundRefused
        ? refusedAddress(`settings.${server}Host`)
        : isAuthFailure(e)
          ? credentialsRefused()
          : unreachable(server)
  })

export const checkEmailSettings = (settings: Record<string, unknown>) =>
  Effect.gen(function* () {
    const account = accountOf(settings)
    if (!account) return yield* new AppError({ code: "ERR_VALIDATION", extra: { issues: [{ field: "settings" }] } })
    const { outboundPolicy } = yield* Config
    yield* attempt("imap", () => loginImap(account, outboundPolicy))
    yield* attempt("smtp", () => verifySmtp(account, outboundPolicy))
    return { account: account.address }
  })
