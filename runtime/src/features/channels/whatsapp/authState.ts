/**
 * Baileys' auth state (creds + Signal key store) on the store (store/WhatsappAuth.ts) instead of
 * files: values serialised with Baileys' BufferJSON and sealed there. Baileys' key transactions run
 * one at a time and write as they go (keyTransactions.ts): each `keys.set` is one store transaction
 * here, tried again for a while when the store is away (Baileys goes on only once it is stored).
 * Creds are written whole after each `creds.update`, one write at a time
 * in order (`saveCreds`; `flush` waits for the writes under way, e.g. before a restart after the
 * pairing, so the re-created socket reads the paired creds). Writes stop once the channel's session
 * generation moved past `gen` (a reset or a new QR code replaced this session).
 */
import type {
  AuthenticationCreds,
  AuthenticationState,
  SignalDataSet,
  SignalDataTypeMap
} from "@whiskeysockets/baileys"
import { Effect, Schedule } from "effect"
import { baileys } from "./baileys"
import { CREDS_KEY, readAuth, writeAuth } from "./store/WhatsappAuth"

/** Runs a store effect from Baileys' callbacks (a promise). */
export type StoreRunner = <A, E>(effect: Effect.Effect<A, E, any>) => Promise<A>

const encode = (value: unknown) => JSON.stringify(value, baileys().BufferJSON.replacer)
const decode = (text: string): unknown => JSON.parse(text, baileys().BufferJSON.reviver)
const keyOf = (type: string, id: string) => `${type}:${id}`
/** A write the store did not take (restarting, a deadlock) is tried again: 200 ms doubling, 8 times. */
const retried = Schedule.exponential("200 millis").pipe(Schedule.intersect(Schedule.recurs(8)))

export type StoredAuth = {
  readonly state: AuthenticationState
  /** Whether the creds came from the store (a login to resume) rather than new. */
  readonly stored: boolean
  readonly saveCreds: () => Promise<void>
  readonly flush: () => Promise<void>
}

export const loadAuthState = async (channelId: number, gen: number, run: StoreRunner): Promise<StoredAuth> => {
  const found = await run(readAuth(channelId, [CREDS_KEY]))
  const text = found.get(CREDS_KEY)
  const creds: AuthenticationCreds = text ? (decode(text) as AuthenticationCreds) : baileys().initAuthCreds()
  let chain: Promise<void> = Promise.resolve()
  /** Writes one after another, in the order asked; a failed write does not stop the next. */
  const serial = (write: () => Promise<void>) => {
    const next = chain.then(write)
    chain = next.catch(() => undefined)
    return next
  }
  const state: AuthenticationState = {
    creds,
    keys: {
      get: async <T extends keyof SignalDataTypeMap>(type: T, ids: Array<string>) => {
        const values = await run(
          readAuth(
            channelId,
            ids.map((id) => keyOf(type, id))
          )
        )
        const out: { [id: string]: SignalDataTypeMap[T] } = {}
        for (const id of ids) {
          const v = values.get(keyOf(type, id))
          if (v === undefined) continue
          let value = decode(v)
          if (type === "app-state-sync-key" && value)
            value = baileys().proto.Message.AppStateSyncKeyData.fromObject(value as object)
          out[id] = value as SignalDataTypeMap[T]
        }
        return out
      },
      set: (data: SignalDataSet) => {
        const entries: Array<readonly [string, string | null]> = []
        for (const type in data) {
          const byId = data[type as keyof SignalDataSet] ?? {}
          for (const id in byId) {
            const value = (byId as Record<string, unknown>)[id]
            entries.push([keyOf(type, id), value ? encode(value) : null])
          }
        }
        return serial(() => run(Effect.retry(writeAuth(channelId, gen, entries), retried)))
      }
    }
  }
  return {
    state,
    stored: text !== undefined,
    saveCreds: () => serial(() => run(Effect.retry(writeAuth(channelId, gen, [[CREDS_KEY, encode(creds)]]), retried))),
    flush: () => chain
  }
}
