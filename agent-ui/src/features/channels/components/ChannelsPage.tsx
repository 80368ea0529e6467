import type { ChannelAction as SessionAction, ChannelView } from "@atende/core/contracts/channels"
import { useCallback, useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { describeError, notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { makeDefault, runSessionAction, useChannels } from "../hooks/useChannels"
import { useChannelsLive } from "../hooks/useChannelsLive"
import { channelActions, transferTargets, usesQrCode, type ChannelAction } from "../state/channelStatus"
import { creatableTypes } from "../state/channelTypes"
import { ChannelDialog } from "./ChannelDialog"
import { ChannelRow } from "./ChannelRow"
import { DeleteChannelDialog } from "./DeleteChannelDialog"
import { QrDialog } from "./QrDialog"
import { SnippetDialog } from "./SnippetDialog"
import { TransferDialog } from "./TransferDialog"
import "../channels.css"

const NONE: ChannelView[] = []

/** The dialog open over the list, with the channel it is about (by id: the list keeps it current). */
type Open = { kind: "create" } | { kind: "edit" | "qr" | "snippet" | "transfer" | "delete"; channelId: number } | null

const SESSION_ACTIONS: ReadonlySet<ChannelAction> = new Set(["connect", "disconnect", "qrcode", "reset"])

/**
 * The /configuracoes/canais screen (administrators): the tenant's channels with their live session
 * state, created and edited in a dialog, connected, disconnected, paired by QR code, made default,
 * their conversations transferred, deleted after typing the word for it; a web chat's embed code.
 */
export function ChannelsPage() {
  const { t } = useTranslation("channels")
  const { data = NONE, isPending, error, refetch } = useChannels()
  useChannelsLive()
  const [open, setOpen] = useState<Open>(null)
  const [running, setRunning] = useState<number | null>(null)
  const types = useMemo(() => creatableTypes(), [])
  const failure = error ? describeError(error) : null
  const close = useCallback(() => setOpen(null), [])
  const current = open && open.kind !== "create" ? data.find((channel) => channel.id === open.channelId) : undefined

  async function handleSession(channel: ChannelView, action: SessionAction) {
    setRunning(channel.id)
    // a QR type shows its dialog: the code (or the state reached) comes live
    if (usesQrCode(channel.type) && action !== "disconnect") setOpen({ kind: "qr", channelId: channel.id })
    try {
      await runSessionAction(channel.id, action)
      toast.info(t(`channels.done.${action}`, { name: channel.name }))
    } catch (failed) {
      notifyError(failed)
    } finally {
      setRunning(null)
    }
  }

  async function handleDefault(channel: ChannelView) {
    setRunning(channel.id)
    try {
      await makeDefault(channel.id)
      toast.success(t("channels.done.default", { name: channel.name }))
    } catch (failed) {
      notifyError(failed)
    } finally {
      setRunning(null)
    }
  }

  function handleAction(channel: ChannelView, action: ChannelAction) {
    if (SESSION_ACTIONS.has(action)) return void handleSession(channel, action as SessionAction)
    if (action === "default") return void handleDefault(channel)
    const kind = action === "showQr" ? "qr" : action
    if (kind === "qr" || kind === "edit" || kind === "snippet" || kind === "transfer" || kind === "delete")
      setOpen({ kind, channelId: channel.id })
  }

  return (
    <div className="channels-page" data-testid="channels-page">
      <section className="card channels-card">
        <header className="channels-header">
          <div>
            <h1>{t("channels.title")}</h1>
            <p className="muted">{t("channels.intro")}</p>
          </div>
          <button
            type="button"
            className="button button-primary"
            data-testid="channels-add"
            disabled={types.length === 0}
            onClick={() => setOpen({ kind: "create" })}
          >
            {t("channels.add")}
          </button>
        </header>
        {failure ? (
          <div className="channels-state" data-testid="channels-load-error">
            <p className="field-error">
              {t("channels.loadFailed")} {failure.title ? `${failure.title}: ${failure.text}` : failure.text}
            </p>
            <button type="button" className="button button-outline" onClick={() => void refetch()}>
              {t("common.tryAgain")}
            </button>
          </div>
        ) : isPending ? (
          <p className="channels-state muted">{t("channels.loading")}</p>
        ) : data.length === 0 ? (
          <p className="channels-state muted" data-testid="channels-empty">
            {t("channels.empty")}
          </p>
        ) : (
          <>
            <p className="muted channels-count" data-testid="channels-count">
              {t("channels.count", { count: data.length })}
            </p>
            <ul className="channels-list">
              {data.map((channel) => (
                <ChannelRow
                  key={channel.id}
                  channel={channel}
                  actions={channelActions(channel, data)}
                  busy={running === channel.id}
                  onAction={(action) => handleAction(channel, action)}
                />
              ))}
            </ul>
          </>
        )}
      </section>
      {open?.kind === "create" && <ChannelDialog channel={null} types={types} onClose={close} />}
      {open?.kind === "edit" && current && <ChannelDialog channel={current} types={types} onClose={close} />}
      {open?.kind === "qr" && current && (
        <QrDialog
          channel={current}
          busy={running === current.id}
          onNewQr={() => void handleSession(current, "qrcode")}
          onClose={close}
        />
      )}
      {open?.kind === "snippet" && current && <SnippetDialog channel={current} onClose={close} />}
      {open?.kind === "transfer" && current && (
        <TransferDialog channel={current} targets={transferTargets(data, current)} onClose={close} />
      )}
      {open?.kind === "delete" && current && <DeleteChannelDialog channel={current} onClose={close} />}
    </div>
  )
}
