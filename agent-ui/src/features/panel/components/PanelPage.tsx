import { isAdminProfile } from "@atende/core/rules/permissions"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "../../../components/ui/Link"
import { describeError, notifyError } from "../../../lib/errorText"
import { useSession } from "../../../lib/session"
import { useNow, usePanel, usePanelLive } from "../hooks/usePanel"
import { PanelCardView } from "./PanelCardView"
import "../panel.css"

/** Waits and SLA colours move on screen this often. */
const TICK_MS = 10_000

function Panel() {
  const { t } = useTranslation("panel")
  const panel = usePanel(true)
  const now = useNow(TICK_MS)
  usePanelLive()
  useEffect(() => {
    if (panel.error) notifyError(panel.error)
  }, [panel.error])

  if (!panel.data) {
    if (panel.isError)
      return (
        <div className="panel-state" data-testid="panel-load-error">
          <p className="field-error">
            {t("panel.loadFailed")} {describeError(panel.error).text}
          </p>
          <button type="button" className="button button-outline" onClick={() => void panel.refetch()}>
            {t("common.tryAgain")}
          </button>
        </div>
      )
    return <p className="muted panel-state">{t("panel.loading")}</p>
  }
  const { answer, reading } = panel.data
  const common = { reading, now, thresholds: answer.thresholds }
  return (
    <>
      <div className="panel-totals">
        <PanelCardView
          {...common}
          card={answer.totals}
          title={t("panel.total")}
          badge={
            <span className="panel-badge" data-testid="panel-online-count">
              {t("panel.onlineCount", { count: answer.totals.online })}
            </span>
          }
          testId="panel-total"
          id="all"
        />
      </div>
      <section className="panel-section" aria-labelledby="panel-agents">
        <h2 id="panel-agents">{t("panel.agents")}</h2>
        {answer.agents.length === 0 && <p className="muted">{t("panel.noAgents")}</p>}
        <div className="panel-grid">
          {answer.agents.map((agent) => (
            <PanelCardView
              {...common}
              key={agent.userId}
              card={agent}
              title={agent.name}
              badge={
                <span className={`panel-badge ${agent.online ? "panel-online" : "panel-offline"}`}>
                  {agent.online ? t("panel.online") : t("panel.offline")} · {t(`panel.profiles.${agent.profile}`)}
                </span>
              }
              testId="panel-agent"
              id={String(agent.userId)}
              extra={{ "data-online": String(agent.online) }}
            />
          ))}
        </div>
      </section>
      <section className="panel-section" aria-labelledby="panel-queues">
        <h2 id="panel-queues">{t("panel.queues")}</h2>
        {answer.queues.length === 0 && <p className="muted">{t("panel.noQueues")}</p>}
        <div className="panel-grid">
          {answer.queues.map((queue) => (
            <PanelCardView
              {...common}
              key={queue.queueId ?? "none"}
              card={queue}
              title={queue.name ?? t("panel.noQueue")}
              testId="panel-queue"
              id={queue.queueId === null ? "none" : String(queue.queueId)}
            />
          ))}
        </div>
      </section>
    </>
  )
}

/**
 * The attendance panel (spec part 1 §2 /painel-atendimentos): a card per agent (online or not,
 * open and waiting tickets, the longest wait and its SLA colour) and per queue, kept current by
 * the live events. Administrators and supervisors; anyone else is shown the way to the workspace.
 */
export function PanelPage() {
  const { t } = useTranslation("panel")
  const session = useSession()
  const allowed = session !== null && isAdminProfile(session.profile)
  return (
    <div className="home-page">
      <div className="card panel" data-testid="panel">
        <h1>{t("panel.title")}</h1>
        {allowed ? (
          <Panel />
        ) : (
          <>
            <p className="muted" data-testid="panel-no-permission">
              {t("panel.noPermission")}
            </p>
            <Link to="/atendimento" className="button button-primary">
              {t("panel.goToWorkspace")}
            </Link>
          </>
        )}
      </div>
    </div>
  )
}
