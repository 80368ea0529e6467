import { useTranslation } from "react-i18next"
import { describeError } from "../../../lib/errorText"
import { formatClock } from "../../../lib/format"
import { useSystemInfo } from "../hooks/useSystemInfo"
import { NodeCard } from "./NodeCard"
import { TenantSpaceCard } from "./TenantSpaceCard"
import "../systemInfo.css"

/**
 * The /configuracoes/informacoes-sistema screen (administrators, spec part 2 §3): the company's
 * space, then one card per live node, the one that answered first and marked. Read again every
 * 10 seconds.
 */
export function SystemInfoPage() {
  const { t, i18n } = useTranslation("systemInfo")
  const { data, isPending, error, refetch, dataUpdatedAt } = useSystemInfo()
  const failure = error && !data ? describeError(error) : null
  return (
    <div className="sysinfo-page" data-testid="system-info-page">
      <header className="sysinfo-header">
        <div>
          <h1>{t("systemInfo.title")}</h1>
          <p className="muted">{t("systemInfo.intro")}</p>
        </div>
        {data && (
          <div className="sysinfo-meta">
            <span className="chip" data-testid="system-mode">
              {t(`systemInfo.modes.${data.mode}`)}
            </span>
            <span className="muted" data-testid="system-updated">
              {t("systemInfo.updated", { time: formatClock(dataUpdatedAt, i18n.language) })}
            </span>
          </div>
        )}
      </header>
      {failure ? (
        <section className="card sysinfo-state" data-testid="system-info-error">
          <p className="field-error">
            {t("systemInfo.loadFailed")} {failure.title ? `${failure.title}: ${failure.text}` : failure.text}
          </p>
          <button type="button" className="button button-outline" onClick={() => void refetch()}>
            {t("common.tryAgain")}
          </button>
        </section>
      ) : isPending || !data ? (
        <p className="muted sysinfo-state">{t("systemInfo.loading")}</p>
      ) : (
        <>
          <TenantSpaceCard space={data.tenant} />
          <h2 className="sysinfo-section">{t("systemInfo.nodes", { count: data.nodes.length })}</h2>
          <div className="sysinfo-nodes">
            {data.nodes.map((node) => (
              <NodeCard key={node.nodeId} node={node} />
            ))}
          </div>
        </>
      )}
    </div>
  )
}
