import { WebchatConfigPatch } from "@atende/core/contracts/channels"
import { HexColor } from "@atende/core/contracts/common"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { textColorOn, type WebchatForm } from "../state/channelForm"

type WidgetPreviewProps = { config: WebchatForm }

/** A small picture of the widget as visitors see it: the header (colour, icon, title), the help offer, the footer. */
export function WidgetPreview({ config }: WidgetPreviewProps) {
  const { t } = useTranslation("channels")
  const [brokenIcon, setBrokenIcon] = useState<string | null>(null)
  // what the contract would refuse is not drawn: the default colour, no icon
  const color = HexColor.safeParse(config.headerColor.trim()).data ?? "#0b6e4f"
  const icon = WebchatConfigPatch.shape.iconUrl.safeParse(config.iconUrl).data ?? null
  const title = config.title.trim() || t("channels.webchat.titlePlaceholder")
  const help = config.helpMessage.trim() || t("channels.webchat.helpPlaceholder")
  return (
    <figure className="widget-preview" aria-label={t("channels.webchat.preview")} data-testid="channel-preview">
      <figcaption className="muted">{t("channels.webchat.preview")}</figcaption>
      <div className="widget-preview-panel">
        <div
          className="widget-preview-head"
          style={{ background: color, color: textColorOn(color) }}
          data-testid="channel-preview-head"
          data-color={color}
        >
          {icon && brokenIcon !== icon && (
            <img src={icon} alt="" width={24} height={24} onError={() => setBrokenIcon(icon)} />
          )}
          <span data-testid="channel-preview-title">{title}</span>
        </div>
        <div className="widget-preview-body">
          {config.offerHelp && (
            <span className="widget-preview-bubble" data-testid="channel-preview-help">
              {help}
            </span>
          )}
        </div>
        <div className="widget-preview-input muted">{t("channels.webchat.previewInput")}</div>
        {config.footerText.trim() && (
          <div className="widget-preview-footer muted" data-testid="channel-preview-footer">
            {config.footerText.trim()}
          </div>
        )}
      </div>
    </figure>
  )
}
