import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/ui/Icon"
import type { DeliveryFailure, DeliveryMark } from "../state/delivery"

/** The clock, ticks or red mark after the time of one's own message. */
export function DeliveryMarkIcon({ mark }: { mark: DeliveryMark }) {
  const { t } = useTranslation("tickets")
  switch (mark) {
    case "sending":
      return <Icon name="clock" size={13} className="ticks" title={t("chat.sending")} />
    case "failed":
      return <Icon name="alert" size={14} className="ticks ticks-failed" title={t("chat.deliveryFailed")} />
    case "played":
      return (
        <span
          className="ticks ticks-read ticks-played"
          role="img"
          aria-label={t("chat.played")}
          title={t("chat.played")}
        >
          <Icon name="play" size={9} />
          <Icon name="doubleCheck" size={15} />
        </span>
      )
    case "read":
      return <Icon name="doubleCheck" size={15} className="ticks ticks-read" />
    case "delivered":
      return <Icon name="doubleCheck" size={15} className="ticks" />
    case "sent":
      return <Icon name="check" size={14} className="ticks" />
  }
}

type FailureRowProps = { failure: DeliveryFailure; onResend: () => void }

/**
 * Below a message that was not delivered: why (the catalogue's text, or "not sent" for a send
 * that never reached the server), the channel's own words when it gave any, and Resend.
 */
export function DeliveryFailureRow({ failure, onResend }: FailureRowProps) {
  const { t } = useTranslation("tickets")
  const known = failure.kind === "server" ? failure.reason : null
  const reason = failure.kind === "local" ? t("chat.failed") : (known?.title ?? t("chat.deliveryFailed"))
  const detail = failure.kind === "server" ? failure.detail : null
  return (
    <div className="bubble-failed-row" data-testid="message-failure" data-failure={failure.kind}>
      <span className="bubble-failed-text">
        {/* the catalogue's longer text (what to check) on hover */}
        <span data-testid="message-failure-reason" title={known?.text}>
          {reason}
        </span>
        {detail && (
          <small className="bubble-failed-detail" data-testid="message-failure-detail" title={t("chat.channelDetail")}>
            {detail}
          </small>
        )}
      </span>
      {failure.canResend && (
        <button type="button" className="link-button" data-testid="message-resend" onClick={onResend}>
          {t("chat.retry")}
        </button>
      )}
    </div>
  )
}
