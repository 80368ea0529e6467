import type { SqlClient } from "@effect/sql"
import type { Runtime } from "effect"
import type { ActorSystem } from "../actors/ActorSystem"
import type { LoginLimiter } from "../auth/loginLimiter"
import type { Tokens } from "../auth/Tokens"
import type { Bus } from "../bus/Bus"
import type { Config } from "../config/Config"
import type { EventRelay } from "../live/EventRelay"
import type { Dialect } from "../store/Store"

/** What the websocket gateways need to run effects outside the HTTP router. */
export type AppServices = SqlClient.SqlClient | Bus | Tokens | Config | Dialect | ActorSystem | LoginLimiter | EventRelay
export type AppRuntime = Runtime.Runtime<AppServices>
