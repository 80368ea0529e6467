/**
 * The HTTP surface of a node: every route in one router, and the app that serves it: the edge's
 * request check before routing, 404 ERR_NOT_FOUND for a path no route matches (any method),
 * CORS, and the last line of defence. `routeTable()` lists the routes for the suites that walk
 * every one of them (test/fuzz.int.test.ts, test/isolation.int.test.ts).
 */
import {
  HttpIncomingMessage,
  HttpMiddleware,
  HttpRouter,
  HttpServerRequest,
  HttpServerResponse
} from "@effect/platform"
import { Cause, Effect, Option } from "effect"
import { channelRoutes, templateRoutes, wabaRoutes } from "../features/channels/index"
import { dashboardRoutes } from "../features/dashboard/index"
import { reportRoutes } from "../features/reports/index"
import { webchatRoutes } from "../features/webchat/index"
import { accessRoutes } from "./accessRoutes"
import { adminUserRoutes } from "../features/users/index"
import { AppError } from "../platform/http/AppError"
import { authRoutes } from "../features/auth/index"
import { autoReplyRoutes } from "../features/autoReply/index"
import { chatFlowRoutes } from "../features/chatFlows/index"
import { businessHoursRoutes } from "../features/businessHours/index"
import { edgeRequest, errorResponse, MAX_BODY_BYTES } from "../platform/http/edge"
import { staticRoutes } from "../platform/http/static"
import { systemRoutes } from "../features/system/index"
import { ticketRoutes } from "../features/tickets/index"
import { typebotRoutes } from "../features/typebot/index"
import { workspaceRoutes } from "./workspaceRoutes"

export const router = HttpRouter.empty.pipe(
  HttpRouter.concat(systemRoutes),
  HttpRouter.concat(authRoutes),
  HttpRouter.concat(ticketRoutes),
  HttpRouter.concat(adminUserRoutes),
  HttpRouter.concat(accessRoutes),
  HttpRouter.concat(workspaceRoutes),
  HttpRouter.concat(channelRoutes),
  HttpRouter.concat(wabaRoutes),
  HttpRouter.concat(templateRoutes),
  HttpRouter.concat(webchatRoutes),
  HttpRouter.concat(dashboardRoutes),
  HttpRouter.concat(reportRoutes),
  HttpRouter.concat(autoReplyRoutes),
  HttpRouter.concat(chatFlowRoutes),
  HttpRouter.concat(businessHoursRoutes),
  HttpRouter.concat(typebotRoutes),
  HttpRouter.concat(staticRoutes),
  HttpRouter.catchAll((e) =>
    Effect.succeed(e instanceof AppError ? errorResponse(e) : errorResponse(new AppError({ code: "ERR_NOT_FOUND" })))
  )
)

export type RouteEntry = { readonly method: string; readonly path: string }

/** Every route of the router, as declared (`/tickets/:id`, `*` for the static files). */
export const routeTable = (): ReadonlyArray<RouteEntry> =>
  Array.from(router.routes, (r) => ({ method: r.method, path: r.path }))

const notFound = () => Effect.succeed(errorResponse(new AppError({ code: "ERR_NOT_FOUND" })))

/**
 * What a node serves: the edge's check of every request (platform/http/edge.ts edgeRequest), the router,
 * 404 ERR_NOT_FOUND for a path no route matches, CORS on every answer, and the last line of
 * defence: whatever escaped the handlers is logged and answered 500 with no detail.
 */
export const app = Effect.flatMap(edgeRequest, (req) =>
  Effect.provideService(router, HttpServerRequest.HttpServerRequest, req)
).pipe(
  Effect.catchTag("RouteNotFound", notFound),
  Effect.catchIf(
    (e): e is AppError => e instanceof AppError,
    (e) => Effect.succeed(errorResponse(e))
  ),
  HttpIncomingMessage.withMaxBodySize(Option.some(MAX_BODY_BYTES)),
  Effect.catchAllCause((cause) =>
    Effect.as(
      Effect.logError("unhandled", Cause.pretty(cause)),
      HttpServerResponse.unsafeJson({ error: "ERR_INTERNAL" }, { status: 500 })
    )
  ),
  HttpMiddleware.cors({
    allowedHeaders: ["authorization", "content-type", "x-session-id", "x-file-name", "x-atende-client"],
    exposedHeaders: ["Content-Range"]
  })
)
