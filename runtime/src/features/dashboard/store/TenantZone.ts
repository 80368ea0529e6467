/**
 * A tenant's time zone (`tenants.timezone`, an IANA name). The ticket actor reads it on every
 * change the dashboard counts, so it is kept per node for a minute (platform/store/nodeCache.ts):
 * a change of zone counts from then on, on every node within the minute.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nodeCache } from "../../../platform/store/nodeCache"

/** The zone of a tenant whose record has none (the schema's default). */
export const DEFAULT_ZONE = "America/Sao_Paulo"

const cache = nodeCache<number, string>(60_000)

/** The zone as the tenant's record has it now (the dashboard's reads and the back-fill). */
export const currentZone = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT timezone FROM tenants WHERE id = ${tenantId}`
    const zone = (rows[0] as { timezone?: unknown } | undefined)?.timezone
    return typeof zone === "string" && zone ? zone : DEFAULT_ZONE
  })

/** The zone as this node saw it within the last minute (the ticket actor's notes). */
export const tenantZone = (tenantId: number) => cache.get(tenantId, currentZone(tenantId))
