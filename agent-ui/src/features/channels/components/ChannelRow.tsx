import type { ChannelView } from "@atende/core/contracts/channels"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import type { ChannelAction } from "../state/channelStatus"
import { ChannelTypeIcon } from "./ChannelTypeIcon"
import { StatusBadge } from "./StatusBadge"

/** Actions shown as buttons on the row; the others go in its "more" menu. */
const ON_ROW: ReadonlySet<ChannelAction> = new Set(["showQr", "connect", "disconnect", "snippet", "edit"])

type ChannelRowProps = {
  channel: ChannelView
  actions: readonly ChannelAction[]
  /** The action running on this channel, if any: its buttons wait. */
  busy: boolean
  onAction: (action: ChannelAction) => void
}

/** One channel: type, name, default marker, session state with its hint, and what can be done. */
export function ChannelRow({ channel, actions, busy, onAction }: ChannelRowProps) {
  const { t } = useTranslation("channels")
  const [open, setOpen] = useState(false)
  const menu = useRef<HTMLDivElement>(null)
  const inMenu = actions.filter((action) => !ON_ROW.has(action))

  useEffect(() => {
    if (!open) return
    function handleDown(event: MouseEvent) {
      if (!menu.current?.contains(event.target as Node)) setOpen(false)
    }
    function handleKey(event: KeyboardEvent) {
      if (event.key === "Escape") setOpen(false)
    }
    document.addEventListener("mousedown", handleDown)
    document.addEventListener("keydown", handleKey)
    return () => {
      document.removeEventListener("mousedown", handleDown)
      document.removeEventListener("keydown", handleKey)
    }
  }, [open])

  function pick(action: ChannelAction) {
    setOpen(false)
    onAction(action)
  }

  return (
    <li
      className="channel-row"
      data-testid="channel-row"
      data-channel-id={channel.id}
      data-name={channel.name}
      data-type={channel.type}
    >
      <ChannelTypeIcon type={channel.type} />
      <div className="channel-row-main">
        <div className="channel-row-title">
          <strong data-testid="channel-row-name">{channel.name}</strong>
          {channel.isDefault && (
            <span className="chip channel-default" title={t("channels.defaultHint")} data-testid="channel-default">
              {t("channels.default")}
            </span>
          )}
        </div>
        <span className="muted channel-row-meta">
          <span data-testid="channel-row-type">{t(`channels.types.${channel.type}`)}</span>
          {channel.number && <span> · {t("channels.number", { number: channel.number })}</span>}
        </span>
        <span className="muted channel-row-hint" data-testid="channel-status-hint">
          {t(`channels.status.${channel.status}.hint`)}
        </span>
      </div>
      <StatusBadge status={channel.status} />
      <div className="channel-row-actions">
        {actions
          .filter((action) => ON_ROW.has(action))
          .map((action) => (
            <button
              key={action}
              type="button"
              className={action === "showQr" ? "button button-primary" : "button button-ghost"}
              data-testid={`channel-action-${action}`}
              disabled={busy && action !== "edit" && action !== "snippet"}
              onClick={() => onAction(action)}
            >
              {t(`channels.actions.${action}`)}
            </button>
          ))}
        {inMenu.length > 0 && (
          <div className="menu" ref={menu}>
            <button
              type="button"
              className="button button-ghost"
              aria-haspopup="menu"
              aria-expanded={open}
              aria-label={t("channels.actions.more")}
              title={t("channels.actions.more")}
              data-testid="channel-more"
              onClick={() => setOpen(!open)}
            >
              ⋯
            </button>
            {open && (
              <div className="menu-panel menu-panel-right" role="menu">
                {inMenu.map((action) => (
                  <button
                    key={action}
                    type="button"
                    role="menuitem"
                    className={action === "delete" ? "menu-item channel-menu-danger" : "menu-item"}
                    data-testid={`channel-action-${action}`}
                    disabled={busy && action !== "delete" && action !== "transfer"}
                    onClick={() => pick(action)}
                  >
                    {t(`channels.actions.${action}`)}
                  </button>
                ))}
              </div>
            )}
          </div>
        )}
      </div>
    </li>
  )
}
