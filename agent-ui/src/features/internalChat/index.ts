/**
 * The public face of the internal chat feature: its screen (/chat-interno) for the router, and the
 * app-wide notifier of messages that arrive while the agent is on another screen.
 */
export { InternalChatNotifier } from "./components/InternalChatNotifier"
export { InternalChatPage } from "./components/InternalChatPage"
