/**
 * The public module of the messages feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { forwardRoute } from "./http/forward"
export {
  cancelScheduledRoute,
  deleteRoute,
  editRoute,
  reactRoute,
  resendRoute,
  transcribeRoute
} from "./http/messageOps"
export { countRoute, listRoute, sendRoute } from "./http/messages"
export { checkSizes, isMultipart, readForm, storeFiles } from "./http/upload"
export { migrations } from "./migrations/migrations"
export {
  conversationHistory,
  getMessage,
  messageByDedupeKey,
  messagesByIds,
  type MessageView,
  toMessage
} from "./store/Messages"
export { TRANSCRIBE, transcribeOnArrival } from "./transcribeOnArrival"
