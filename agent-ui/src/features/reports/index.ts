/**
 * The public face of the reports feature: its screens for the router (/relatorios and its six
 * children, spec part 2 §2).
 */
export { BirthdaysPage } from "./components/BirthdaysPage"
export { ContactListPage } from "./components/ContactListPage"
export { ContactsByStatePage } from "./components/ContactsByStatePage"
export { ContactsByTagPage } from "./components/ContactsByTagPage"
export { ReportsIndexPage } from "./components/ReportsIndexPage"
export { TicketsReportPage } from "./components/TicketsReportPage"
export { UserStatsPage } from "./components/UserStatsPage"
