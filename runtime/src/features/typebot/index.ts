/**
 * The public module of the Typebot feature (issue 14 item 4): all that other features, server/,
 * tests, cli/ and scripts/ use of it. Inside the feature, files import each other directly.
 */
export { isRestart, numberedChoices, type Answer } from "./answer"
export { typebotRoutes } from "./http/typebots"
export { migrations } from "./migrations/migrations"
export {
  addTypebotInput,
  deleteTypebotInput,
  dropUnanswered,
  endTypebotSession,
  openTypebotSession,
  typebotInputs,
  typebotSession
} from "./store/Sessions"
export { channelTypebot, isTenantTypebot, typebotConnection, type TypebotConnection } from "./store/Typebots"
export { TYPEBOT_TURN, typebotTimerHandlers } from "./turn"
