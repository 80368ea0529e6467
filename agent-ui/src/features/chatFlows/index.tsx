/**
 * The public face of the chat-flow feature: the flow list (/configuracoes/chat-flow) and the builder
 * (/configuracoes/chat-flow/builder?id=N) for the router, and the tenant's flows for the channel
 * dialog's flow select. The builder (React Flow and the layout libraries) loads only when opened.
 */
import { lazy, Suspense } from "react"

export { ChatFlowsPage } from "./components/ChatFlowsPage"
export { useChatFlows } from "./hooks/useChatFlows"

const LazyBuilder = lazy(() =>
  import("./components/ChatFlowBuilderPage").then((module) => ({ default: module.ChatFlowBuilderPage }))
)

export function ChatFlowBuilderPage() {
  return (
    <Suspense fallback={null}>
      <LazyBuilder />
    </Suspense>
  )
}
