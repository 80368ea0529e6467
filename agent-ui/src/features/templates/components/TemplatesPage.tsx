import type { ChannelView } from "@atende/core/contracts/channels"
import type { Template } from "@atende/core/contracts/templates"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { describeError, notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { syncTemplates } from "../api/templatesApi"
import { refreshTemplates, useTemplateChannels, useTemplates } from "../hooks/useTemplates"
import { DeleteTemplateDialog } from "./DeleteTemplateDialog"
import { TemplateDialog } from "./TemplateDialog"
import { TemplateRow } from "./TemplateRow"
import "../templates.css"

const NO_CHANNELS: ChannelView[] = []
const NO_TEMPLATES: Template[] = []

function failureText(error: unknown) {
  const text = describeError(error)
  return text.title ? `${text.title}: ${text.text}` : text.text
}

/**
 * The /configuracoes/templates screen (administrators): a Cloud API channel's WhatsApp templates
 * with their review status; new ones go to Meta for approval, "check status" reads Meta's answer.
 */
export function TemplatesPage() {
  const { t } = useTranslation("templates")
  const channels = useTemplateChannels()
  const list = channels.data ?? NO_CHANNELS
  const [chosen, setChosen] = useState<number | null>(null)
  const channelId = list.find((channel) => channel.id === chosen)?.id ?? list[0]?.id ?? null
  const templates = useTemplates(channelId)
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<Template | null>(null)
  const [syncing, setSyncing] = useState(false)
  const shown = templates.data ?? NO_TEMPLATES

  async function handleSync() {
    if (channelId === null || syncing) return
    setSyncing(true)
    try {
      refreshTemplates(channelId, await syncTemplates(channelId))
      toast.success(t("templates.synced"))
    } catch (error) {
      notifyError(error)
    } finally {
      setSyncing(false)
    }
  }

  function body() {
    if (channels.error || templates.error)
      return (
        <div className="templates-state" data-testid="templates-load-error">
          <p className="field-error">
            {t("templates.loadFailed")} {failureText(channels.error ?? templates.error)}
          </p>
          <button
            type="button"
            className="button button-outline"
            onClick={() => void (channels.error ? channels.refetch() : templates.refetch())}
          >
            {t("common.tryAgain")}
          </button>
        </div>
      )
    if (channels.isPending || (channelId !== null && templates.isPending))
      return <p className="templates-state muted">{t("templates.loading")}</p>
    if (channelId === null)
      return (
        <p className="templates-state muted" data-testid="templates-no-channels">
          {t("templates.noChannels")}
        </p>
      )
    if (shown.length === 0)
      return (
        <p className="templates-state muted" data-testid="templates-empty">
          {t("templates.empty")}
        </p>
      )
    return (
      <>
        <p className="muted templates-count">{t("templates.count", { count: shown.length })}</p>
        <ul className="templates-list">
          {shown.map((template) => (
            <TemplateRow key={template.id} template={template} onDelete={() => setDeleting(template)} />
          ))}
        </ul>
      </>
    )
  }

  return (
    <div className="templates-page" data-testid="templates-page">
      <section className="card templates-card">
        <header className="templates-header">
          <div>
            <h1>{t("templates.title")}</h1>
            <p className="muted">{t("templates.intro")}</p>
          </div>
          <div className="templates-header-actions">
            <button
              type="button"
              className="button button-outline"
              data-testid="templates-sync"
              disabled={channelId === null || syncing}
              onClick={() => void handleSync()}
            >
              {t("templates.sync")}
            </button>
            <button
              type="button"
              className="button button-primary"
              data-testid="templates-add"
              disabled={channelId === null}
              onClick={() => setAdding(true)}
            >
              {t("templates.add")}
            </button>
          </div>
        </header>
        {list.length > 0 && (
          <label className="field templates-channel">
            <span>{t("templates.channel")}</span>
            <select
              value={channelId ?? ""}
              data-testid="templates-channel"
              onChange={(event) => setChosen(Number(event.target.value))}
            >
              {list.map((channel) => (
                <option key={channel.id} value={channel.id}>
                  {channel.number ? `${channel.name} (${channel.number})` : channel.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {body()}
      </section>
      {adding && channelId !== null && <TemplateDialog channelId={channelId} onClose={() => setAdding(false)} />}
      {deleting && <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />}
    </div>
  )
}
