/**
 * A channel's provider settings on their way in (core's channelSettings.ts): the fields given are
 * merged over the stored ones (a secret left out is kept), checked against the type's schema
 * (ERR_VALIDATION naming `settings.<field>`), then by the type's connector against the provider
 * itself where it can (connector/Connector.ts `checkSettings`: a Telegram token the Bot API does
 * not know is refused before anything is saved). Answers what to store: the shown fields (config),
 * the secrets (sealed column) and their names, or undefined when nothing changes.
 */
import { mergeSettings, settingsSpecOf, splitSettings } from "@atende/core/contracts/channelSettings"
import { Effect } from "effect"
import { z } from "zod"
import { parseWith } from "../../platform/http/edge"
import { ConnectorRegistry } from "./connector/registry"

export type ResolvedSettings = {
  readonly shown: Record<string, unknown>
  readonly sealed: Record<string, unknown>
  readonly secretsSet: ReadonlyArray<string>
  /** The account the provider says the settings log in as (a bot's @username), shown as the channel's number. */
  readonly account: string | undefined
}

const same = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]))
}

/**
 * `stored`: the channel's settings now ({} for a new channel); `change`: the body's, if any.
 * A type without settings ignores them, as it ignores other types' fields.
 */
export const resolveSettings = (
  type: string,
  stored: Record<string, unknown>,
  change: Record<string, unknown> | undefined,
  creating: boolean
) =>
  Effect.gen(function* () {
    const spec = settingsSpecOf(type)
    if (!spec || (!creating && change === undefined)) return undefined
    const merged = mergeSettings(spec, stored, change ?? {})
    const { settings } = yield* parseWith(z.object({ settings: spec.schema }), { settings: merged })
    if (!creating && same(settings, stored)) return undefined
    const check = (yield* ConnectorRegistry).get(type)?.checkSettings
    const account = check ? (yield* check(settings)).account : undefined
    const { shown, sealed } = splitSettings(spec, settings)
    return { shown, sealed, secretsSet: Object.keys(sealed), account } satisfies ResolvedSettings
  })

/** The config keys that hold resolved settings. */
export const settingsConfig = (r: ResolvedSettings): Record<string, unknown> => ({
  settings: r.shown,
  secretsSet: [...r.secretsSet],
  ...(r.account ? { number: r.account } : {})
})
