/**
 * The public face of the business hours feature: its screens for the router, /configuracoes/horario
 * (the tenant's week and absence message) and /configuracoes/horarios (users' availability).
 */
export { AvailabilityPage } from "./components/AvailabilityPage"
export { BusinessHoursPage } from "./components/BusinessHoursPage"
