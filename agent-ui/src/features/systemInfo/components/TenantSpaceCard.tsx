import type { TenantSpace } from "@atende/core/contracts/systemInfo"
import { useTranslation } from "react-i18next"
import { percent, size } from "../state/figures"
import { Figure } from "./Figure"
import { UsageBar } from "./UsageBar"

/** The company's space: its files' size, the contracted space (or unlimited) and what is left. */
export function TenantSpaceCard({ space }: { space: TenantSpace }) {
  const { t } = useTranslation("systemInfo")
  const unlimited = t("systemInfo.tenant.unlimited")
  return (
    <section className="card sysinfo-card" data-testid="tenant-space">
      <header className="sysinfo-card-header">
        <h2>{t("systemInfo.tenant.title")}</h2>
      </header>
      {space.freePercent !== null && (
        <div className="sysinfo-bars">
          <UsageBar value={100 - space.freePercent} label={t("systemInfo.tenant.usage")} testId="tenant-usage" />
        </div>
      )}
      <dl className="sysinfo-figures">
        <Figure label={t("systemInfo.tenant.used")} testId="tenant-used">
          {size(space.used)}
        </Figure>
        <Figure label={t("systemInfo.tenant.files")} testId="tenant-files">
          {space.files}
        </Figure>
        <Figure label={t("systemInfo.tenant.quota")} testId="tenant-quota">
          {space.quota === null ? unlimited : size(space.quota)}
        </Figure>
        <Figure label={t("systemInfo.tenant.free")} testId="tenant-free">
          {space.free === null ? unlimited : size(space.free)}
        </Figure>
        {space.freePercent !== null && (
          <Figure label={t("systemInfo.tenant.freePercent")} testId="tenant-free-percent">
            {percent(space.freePercent)}
          </Figure>
        )}
      </dl>
    </section>
  )
}
