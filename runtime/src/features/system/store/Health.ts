/** The store's side of `/health`. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Whether the store answers a trivial query within 3 seconds. */
export const storeAnswers = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql`SELECT 1 AS ok`.pipe(
    Effect.timeout("3 seconds"),
    Effect.as(true),
    Effect.orElseSucceed(() => false)
  )
)
