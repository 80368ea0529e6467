import type { ChannelView } from "@atende/core/contracts/channels"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { toast } from "../../../lib/toast"
import { useQrImage } from "../hooks/useQrImage"
import { StatusBadge } from "./StatusBadge"

type QrDialogProps = {
  /** The channel as the list has it now (the live events bring each new QR code and state). */
  channel: ChannelView
  onNewQr: () => void
  busy: boolean
  onClose: () => void
}

/**
 * The QR code a channel's session waits to be scanned with, drawn again as each new one comes;
 * the dialog closes by itself once the channel is connected.
 */
export function QrDialog({ channel, onNewQr, busy, onClose }: QrDialogProps) {
  const { t } = useTranslation("channels")
  const code = channel.status === "qrcode" ? channel.qrcode : null
  const image = useQrImage(code)
  const connected = channel.status === "connected"
  // opened on a connected channel (a reset on its way), it waits for the session to leave that state first
  const waited = useRef(false)

  useEffect(() => {
    if (!connected) {
      waited.current = true
      return
    }
    if (!waited.current) return
    toast.success(t("channels.qr.connected", { name: channel.name }))
    onClose()
  }, [connected, channel.name, onClose, t])

  return (
    <Modal
      title={t("channels.qr.title", { name: channel.name })}
      onClose={onClose}
      size="sm"
      testId="channel-qr-dialog"
      footer={
        <>
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.close")}
          </button>
          <button
            type="button"
            className="button button-outline"
            data-testid="channel-qr-new"
            disabled={busy}
            onClick={onNewQr}
          >
            {t("channels.actions.qrcode")}
          </button>
        </>
      }
    >
      <div className="channel-qr">
        <StatusBadge status={channel.status} />
        {image.url ? (
          <img
            className="channel-qr-image"
            src={image.url}
            alt={t("channels.qr.alt", { name: channel.name })}
            width={264}
            height={264}
            data-testid="channel-qr-image"
            data-code={code ?? ""}
          />
        ) : image.failed ? (
          <p className="field-error">{t("channels.qr.failed")}</p>
        ) : (
          <div className="channel-qr-waiting muted" data-testid="channel-qr-waiting">
            {t("channels.qr.waiting")}
          </div>
        )}
        <p className="muted">{code ? t("channels.qr.hint") : t(`channels.status.${channel.status}.hint`)}</p>
      </div>
    </Modal>
  )
}
