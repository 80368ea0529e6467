import type { ChannelStatus } from "@atende/core/channel/channel"
import { useTranslation } from "react-i18next"
import { STATUS_TONE } from "../state/channelStatus"

type StatusBadgeProps = { status: ChannelStatus }

/** The session's state as a coloured badge; its hint is the title (and shown under the row). */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useTranslation("channels")
  return (
    <span
      className={`channel-status channel-status-${STATUS_TONE[status]}`}
      title={t(`channels.status.${status}.hint`)}
      data-testid="channel-status"
      data-status={status}
    >
      <span className="channel-status-dot" aria-hidden="true" />
      {t(`channels.status.${status}.label`)}
    </span>
  )
}
