/** The internal chat's routes (runtime/api/internalChat.md); the users to talk to are `GET /users/chat-interno/`. */
import { HttpRouter } from "@effect/platform"
import { handle } from "../../../platform/http/edge"
import { createGroupRoute, getConversationRoute, listConversationsRoute, openDirectRoute } from "./conversations"
import { listMessagesRoute, markReadRoute, sendMessageRoute } from "./messages"

export const internalChatRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/chat-interno/conversations", handle(listConversationsRoute)),
  HttpRouter.post("/chat-interno/conversations", handle(createGroupRoute)),
  HttpRouter.post("/chat-interno/direct/:userId", handle(openDirectRoute)),
  HttpRouter.get("/chat-interno/conversations/:id", handle(getConversationRoute)),
  HttpRouter.get("/chat-interno/conversations/:id/messages", handle(listMessagesRoute)),
  HttpRouter.post("/chat-interno/conversations/:id/messages", handle(sendMessageRoute)),
  HttpRouter.post("/chat-interno/conversations/:id/read", handle(markReadRoute))
)
