import type { SqlClient } from "@effect/sql"
import type { Runtime } from "effect"
import type { ActorSystem } from "../platform/actors/ActorSystem"
import type { LoginLimiter } from "../features/auth/index"
import type { Tokens } from "../platform/session/Tokens"
import type { Bus } from "../platform/bus/Bus"
import type { Config } from "../platform/config/Config"
import type { EventRelay } from "../platform/live/EventRelay"
import type { Dialect } from "../platform/store/Store"

/** What the websocket gateways need to run effects outside the HTTP router. */
export type AppServices =
  SqlClient.SqlClient | Bus | Tokens | Config | Dialect | ActorSystem | LoginLimiter | EventRelay
export type AppRuntime = Runtime.Runtime<AppServices>
