/** The reports API's routes (runtime/api/reports.md), registered by server/workspaceRoutes.ts. */
import { HttpRouter } from "@effect/platform"
import { handle } from "../../../platform/http/edge"
import { exportFileRoute, getExportRoute, startExportRoute } from "./exports"
import {
  birthdaysRoute,
  contactListRoute,
  contactsByStateRoute,
  contactsByTagRoute,
  ticketsRoute,
  ticketSummaryRoute,
  userStatsRoute
} from "./reports"

export const reportRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/reports/user-stats", handle(userStatsRoute)),
  HttpRouter.get("/reports/tickets", handle(ticketsRoute)),
  HttpRouter.get("/reports/tickets/summary", handle(ticketSummaryRoute)),
  HttpRouter.get("/reports/contacts", handle(contactListRoute)),
  HttpRouter.get("/reports/contacts-by-tag", handle(contactsByTagRoute)),
  HttpRouter.get("/reports/contacts-by-state", handle(contactsByStateRoute)),
  HttpRouter.get("/reports/birthdays", handle(birthdaysRoute)),
  HttpRouter.post("/reports/exports", handle(startExportRoute)),
  HttpRouter.get("/reports/exports/:id", handle(getExportRoute)),
  HttpRouter.get("/reports/exports/:id/file", handle(exportFileRoute))
)
