/**
 * Runs a program against the store (Config + SqlClient + Dialect; no bus, so NATS being down does
 * not stop store-only commands) and turns whatever failed into a CliError: catalogue codes with
 * their English text, the store or the bus being unreachable with the next step to take.
 */
import { errorText, isErrorCode } from "@atende/core/errors/catalogue"
import { ConfigLive, type AppConfig } from "@atende/runtime/platform/config/Config"
import { SqlLive } from "@atende/runtime/platform/store/Store"
import { migrate } from "@atende/runtime/server/migrations"
import { Cause, Effect, Exit, Layer, Option } from "effect"
import { CliError } from "./CliError"
import { storeLocation } from "./config"

/** Config + SqlClient + Dialect, without migrating (doctor looks before it touches anything). */
export const storeLayer = (config: AppConfig) => SqlLive.pipe(Layer.provideMerge(ConfigLive(config)))

type StoreServices = Layer.Layer.Success<ReturnType<typeof storeLayer>>

const hints: Record<string, string> = {
  ERR_EMAIL_EXISTS: "Use another e-mail address, or sign in with the existing user.",
  ERR_PHONE_NUMBER_EXISTS: "Use another phone number, or leave it out.",
  ERR_NO_TENANT_FOUND: "Check the tenant id: `atende tenant list` shows every tenant.",
  ERR_NO_QUEUE_FOUND: "Use queue ids of this tenant.",
  ERR_NO_USER_FOUND: "Check the user id: `atende user list --tenant <id>` shows the tenant's users.",
  ERR_PLAN_LIMIT_USERS:
    "The free plan has room for its first administrator only: `atende tenant plan <id> --plan enterprise`.",
  ERR_USER_LIMIT_REACHED: "The reseller's user limit is reached: raise it in the console (Resellers) or remove users.",
  ERR_RESELLER_CONNECTION_LIMIT_REACHED:
    "The reseller's connection limit is reached: raise it in the console (Resellers).",
  ERR_USER_CREATION_DISABLED:
    "The tenant's administrator switched user creation off (PUT /tenant, userCreationDisabled).",
  ERR_ADMIN_CANNOT_BE_DEACTIVATED: "Change the user's profile first, then deactivate."
}

const causeMessage = (e: { message?: string; cause?: unknown }) => {
  const inner = e.cause instanceof Error ? e.cause.message : ""
  return [e.message, inner].filter(Boolean).join(": ")
}

/** The failure in a few words, without advice (doctor puts it in its report). */
export const describeFailure = (failure: unknown): string => {
  const f = failure as { _tag?: string; message?: string; reason?: string; cause?: unknown } | undefined
  if (f?._tag === "SqlError") return causeMessage(f)
  if (f?._tag === "BusError") return f.reason ?? "bus error"
  if (f?._tag === "TimeoutException") return "no answer in time"
  return failure instanceof Error ? failure.message : String(failure)
}

export const explainFailure = (config: AppConfig, failure: unknown): CliError => {
  const f = failure as { _tag?: string; code?: unknown; message?: string; reason?: string; cause?: unknown } | undefined
  if (f?._tag === "AppError" && isErrorCode(f.code)) {
    const issues = ((f as { extra?: { issues?: unknown } }).extra?.issues ?? []) as Array<{
      field: string
      message: string
    }>
    const message = issues.length
      ? `Invalid input: ${issues.map((i) => `${i.field}: ${i.message}`).join(". ")}`
      : errorText(f.code, "en").detail
    return new CliError(f.code, message, hints[f.code], issues)
  }
  if (f?._tag === "SqlError")
    return new CliError(
      "ERR_STORE_UNAVAILABLE",
      `The store at ${storeLocation(config)} failed: ${causeMessage(f)}`,
      config.databaseUrl
        ? "Check DATABASE_URL and that Postgres is running and accepts connections; " +
            "`atende doctor` shows what is reachable."
        : "Check that ATENDE_DATA_DIR points to a writable directory."
    )
  if (f?._tag === "TimeoutException")
    return new CliError(
      "ERR_TIMEOUT",
      "No answer in time",
      "Check that the service is up and reachable from this machine."
    )
  if (f?._tag === "BusError")
    return new CliError(
      "ERR_BUS_UNAVAILABLE",
      `The bus failed: ${f.reason}`,
      "Check NATS_URL and that nats-server runs with JetStream (-js); unset NATS_URL to use the in-process bus."
    )
  return new CliError(
    "ERR_INTERNAL",
    failure instanceof Error ? failure.message : String(failure),
    "This looks like a bug: run again and report the output."
  )
}

export type Settled<A> =
  { readonly ok: true; readonly value: A } | { readonly ok: false; readonly failure: unknown; readonly error: CliError }

/** Runs a self-contained program; its failure (or defect) comes back explained, never thrown. */
export const settle = async <A, E>(config: AppConfig, program: Effect.Effect<A, E>): Promise<Settled<A>> => {
  const exit = await Effect.runPromiseExit(program)
  if (Exit.isSuccess(exit)) return { ok: true, value: exit.value }
  const failure = Option.getOrElse(Cause.failureOption(exit.cause), () => Cause.squash(exit.cause))
  return { ok: false, failure, error: explainFailure(config, failure) }
}

/** Runs the program on the store as it is. */
export const runStore = async <A, E>(config: AppConfig, program: Effect.Effect<A, E, StoreServices>): Promise<A> => {
  const result = await settle(config, program.pipe(Effect.provide(storeLayer(config))))
  if (result.ok) return result.value
  throw result.error
}

/** Applies pending migrations first, as a starting node would, then runs the program. */
export const runWithStore = <A, E>(config: AppConfig, program: Effect.Effect<A, E, StoreServices>): Promise<A> =>
  runStore(config, Effect.zipRight(migrate, program))
