import { ReactFlowProvider } from "@xyflow/react"
import { useTranslation } from "react-i18next"
import { useLocation, useNavigate } from "react-router"
import { describeError } from "../../../lib/errorText"
import { useChatFlow } from "../hooks/useChatFlows"
import { flowIdOf, LIST_PATH } from "../state/paths"
import { FlowBuilder } from "./FlowBuilder"
import "../chatFlows.css"

/** /configuracoes/chat-flow/builder?id=N: the flow, read afresh, in the builder. */
export function ChatFlowBuilderPage() {
  const { t } = useTranslation("chatFlows")
  const navigate = useNavigate()
  const { search } = useLocation()
  const id = flowIdOf(search)
  const { data, error, isPending, refetch } = useChatFlow(id)
  const back = (
    <button type="button" className="button button-outline" onClick={() => void navigate(LIST_PATH)}>
      {t("chatFlows.back")}
    </button>
  )
  if (id === null)
    return (
      <div className="flows-page" data-testid="flow-builder-missing">
        <section className="card flows-card flows-state">
          <p>{t("chatFlows.noFlowChosen")}</p>
          {back}
        </section>
      </div>
    )
  if (error) {
    const failure = describeError(error)
    return (
      <div className="flows-page" data-testid="flow-builder-error">
        <section className="card flows-card flows-state">
          <p className="field-error">{failure.title ? `${failure.title}: ${failure.text}` : failure.text}</p>
          <div className="flows-header-actions">
            <button type="button" className="button button-ghost" onClick={() => void refetch()}>
              {t("common.tryAgain")}
            </button>
            {back}
          </div>
        </section>
      </div>
    )
  }
  if (isPending) return <p className="flows-state muted">{t("chatFlows.loading")}</p>
  return (
    <ReactFlowProvider>
      <FlowBuilder key={data.id} flow={data} />
    </ReactFlowProvider>
  )
}
