/**
 * The public module of the chat flows feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { chatFlowRoutes } from "./http/chatFlows"
export { migrations } from "./migrations/migrations"
export { getChatFlow, isActiveChatFlow } from "./store/ChatFlows"
export {
  activeFlowDocument,
  botSession,
  channelFlow,
  endBotSession,
  queueAgents,
  saveBotSession
} from "./store/BotSessions"
