/**
 * The public module of the tickets feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { conversationKey, type Inbound, type InboundChange, type MediaRef } from "./actor/commands"
export { ticketBatch, ticketBehaviour } from "./actor/TicketActor"
export {
  actorKeyOf,
  askTicket,
  type Caller,
  caller,
  messageOfPath,
  pathId,
  ticketOfPath,
  visibleTicket
} from "./http/caller"
export { ticketRoutes } from "./http/routes"
export {
  canSee,
  listScope,
  masksContacts,
  present,
  presentEvent,
  type ScopedTicket,
  slicesOf,
  type Viewer,
  viewerOf,
  type VisibilitySettings,
  withSettingsEvent
} from "./http/visibility"
export { migrations } from "./migrations/migrations"
export { contactOf } from "./store/Contacts"
export { getScheduled, scheduledOfTicket } from "./store/Scheduled"
export { defaultChannel } from "./store/Targets"
export { sliceSql } from "./store/TicketList"
export { getTicket, ticketsByIds } from "./store/Tickets"
export { ticketTimerHandlers } from "./ticketTimers"
