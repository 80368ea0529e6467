import type { NodeInfo } from "@atende/core/contracts/systemInfo"
import { useTranslation } from "react-i18next"
import { formatClock } from "../../../lib/format"
import { decimal, gigabytes, percent, size } from "../state/figures"
import { Figure } from "./Figure"
import { UsageBar } from "./UsageBar"
import { Uptime } from "./Uptime"

/** One node's card: host, OS and model, CPU, memory, disk and uptimes, with usage bars. */
export function NodeCard({ node }: { node: NodeInfo }) {
  const { t, i18n } = useTranslation("systemInfo")
  const f = node.figures
  const none = t("systemInfo.none")
  return (
    <section
      className={`card sysinfo-card${node.answering ? " sysinfo-card-answering" : ""}`}
      data-testid="system-node"
      data-node={node.nodeId}
      data-answering={node.answering ? "true" : "false"}
    >
      <header className="sysinfo-card-header">
        <div>
          <h2 data-testid="node-hostname">{f?.hostname ?? node.nodeId}</h2>
          <p className="muted">{node.nodeId}</p>
        </div>
        <div className="sysinfo-card-tags">
          {node.answering && (
            <span className="chip sysinfo-answering" data-testid="node-answering" title={t("systemInfo.answeringHint")}>
              {t("systemInfo.answering")}
            </span>
          )}
          {node.heartbeatAt !== null && (
            <span className="muted">
              {t("systemInfo.heartbeat", { time: formatClock(node.heartbeatAt, i18n.language) })}
            </span>
          )}
        </div>
      </header>
      {!f ? (
        <p className="muted">{t("systemInfo.noFigures")}</p>
      ) : (
        <>
          <div className="sysinfo-bars">
            {f.cpuUsage === null ? (
              <div className="sysinfo-usage">
                <div className="sysinfo-usage-head">
                  <span>{t("systemInfo.fields.cpuUsage")}</span>
                  <span className="muted">{t("systemInfo.measuring")}</span>
                </div>
              </div>
            ) : (
              <UsageBar value={f.cpuUsage} label={t("systemInfo.fields.cpuUsage")} testId="node-cpu-usage" />
            )}
            <UsageBar value={f.memory.usage} label={t("systemInfo.fields.memoryUsage")} testId="node-memory-usage" />
            {f.disk && (
              <UsageBar value={f.disk.usage} label={t("systemInfo.fields.diskUsage")} testId="node-disk-usage" />
            )}
          </div>
          <dl className="sysinfo-figures">
            <Figure label={t("systemInfo.fields.addresses")} testId="node-addresses">
              {f.addresses.length ? f.addresses.join(", ") : none}
            </Figure>
            <Figure label={t("systemInfo.fields.os")}>{`${f.os.type} ${f.os.release} (${f.os.arch})`}</Figure>
            <Figure label={t("systemInfo.fields.serverModel")}>{f.serverModel ?? none}</Figure>
            <Figure label={t("systemInfo.fields.cpuModel")}>{f.cpuModel || none}</Figure>
            <Figure label={t("systemInfo.fields.cpus")} testId="node-cpus">
              {f.cpus}
            </Figure>
            <Figure label={t("systemInfo.fields.loadAverage")}>
              {f.loadAverage.map((l) => decimal(l)).join(" · ")}
            </Figure>
            <Figure label={t("systemInfo.fields.memoryTotal")} testId="node-memory-total">
              {gigabytes(f.memory.total)}
            </Figure>
            <Figure label={t("systemInfo.fields.memoryFree")}>{gigabytes(f.memory.free)}</Figure>
            <Figure label={t("systemInfo.fields.processMemory")}>{size(f.memory.processRss)}</Figure>
            {f.disk && (
              <>
                <Figure label={t("systemInfo.fields.diskPath")}>{f.disk.path}</Figure>
                <Figure label={t("systemInfo.fields.diskTotal")} testId="node-disk-total">
                  {gigabytes(f.disk.total)}
                </Figure>
                <Figure label={t("systemInfo.fields.diskFree")}>{gigabytes(f.disk.free)}</Figure>
                <Figure
                  label={t("systemInfo.fields.diskUsed")}
                >{`${gigabytes(f.disk.used)} (${percent(f.disk.usage)})`}</Figure>
              </>
            )}
            <Figure label={t("systemInfo.fields.uptime")} testId="node-uptime">
              <Uptime seconds={f.uptime.system} />
            </Figure>
            <Figure label={t("systemInfo.fields.processUptime")}>
              <Uptime seconds={f.uptime.process} />
            </Figure>
          </dl>
        </>
      )}
    </section>
  )
}
