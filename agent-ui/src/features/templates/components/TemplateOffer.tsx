import type { Template } from "@atende/core/contracts/templates"
import type { Message } from "@atende/core/message/message"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { describeError, notifyError } from "../../../lib/errorText"
import { formatDateTime } from "../../../lib/format"
import { randomId } from "../../../lib/randomId"
import { toast } from "../../../lib/toast"
import { sendTemplate } from "../api/templatesApi"
import { useApprovedTemplates } from "../hooks/useTemplates"
import {
  isComplete,
  noValues,
  previewOf,
  sendOf,
  slotsOf,
  withValue,
  type TemplateValues,
  type ValuePart
} from "../state/templateSend"
import "../templates.css"

const WINDOW_MS = 24 * 60 * 60 * 1000
const NO_TEMPLATES: Template[] = []

type TemplateOfferProps = {
  ticketId: number
  /** The ticket's channel, whose approved templates are offered. */
  channelId: number | null
  /** When the window closed; null when the customer never wrote. */
  closesAt: string | null
  onSent: (message: Message) => void
}

/**
 * The composer of a Cloud API conversation whose 24-hour window closed: says so, and sends one of
 * the channel's approved templates with its variables' values instead of a message that would fail.
 */
export function TemplateOffer({ ticketId, channelId, closesAt, onSent }: TemplateOfferProps) {
  const { t, i18n } = useTranslation("templates")
  const approved = useApprovedTemplates(channelId)
  const list = approved.data ?? NO_TEMPLATES
  const [templateId, setTemplateId] = useState("")
  const [values, setValues] = useState<TemplateValues>(noValues)
  // one key per template and values: a retry of the same send stores nothing more
  const [clientId, setClientId] = useState(randomId)
  const [busy, setBusy] = useState(false)
  const template = list.find((item) => String(item.id) === templateId)
  const slots = template ? slotsOf(template) : { header: 0, body: 0 }
  const ready = template !== undefined && isComplete(template, values)

  function handleChoose(id: string) {
    setTemplateId(id)
    setValues(noValues)
    setClientId(randomId())
  }

  function handleValue(part: ValuePart, index: number, value: string) {
    setValues(withValue(values, part, index, value))
    setClientId(randomId())
  }

  async function handleSend() {
    if (!template || !ready || busy) return
    setBusy(true)
    try {
      onSent(await sendTemplate(ticketId, sendOf(template, values), clientId))
      toast.success(t("templates.offer.sent"))
      handleChoose("")
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  const since = closesAt ? formatDateTime(Date.parse(closesAt) - WINDOW_MS, i18n.language) : null
  const inputs = (part: ValuePart) =>
    Array.from({ length: slots[part] }, (_, i) => {
      const label = t(part === "header" ? "templates.offer.headerVariable" : "templates.offer.bodyVariable", {
        variable: `{{${i + 1}}}`
      })
      const example = (part === "header" ? template?.header?.examples : template?.body.examples)?.[i]
      return (
        <label key={`${part}-${i}`} className="field">
          <span>{label}</span>
          <input
            value={values[part][i] ?? ""}
            placeholder={example}
            maxLength={part === "header" ? 200 : 1000}
            data-testid={`template-offer-${part}-${i + 1}`}
            onChange={(event) => handleValue(part, i, event.target.value)}
          />
        </label>
      )
    })

  return (
    <div className="composer-wrap template-offer" data-testid="template-offer">
      <div className="template-offer-notice" role="status" data-testid="template-offer-notice">
        <strong>{t("templates.offer.title")}</strong>
        <span>{since ? t("templates.offer.text", { date: since }) : t("templates.offer.neverWrote")}</span>
      </div>
      {approved.error ? (
        <p className="field-error">
          {t("templates.offer.loadFailed")} {describeError(approved.error).text}
        </p>
      ) : approved.isSuccess && list.length === 0 ? (
        <p className="muted" data-testid="template-offer-none">
          {t("templates.offer.none")}
        </p>
      ) : (
        <form
          className="template-offer-form"
          onSubmit={(event) => {
            event.preventDefault()
            void handleSend()
          }}
        >
          <label className="field">
            <span>{t("templates.offer.template")}</span>
            <select
              value={templateId}
              data-testid="template-offer-select"
              disabled={!approved.isSuccess}
              onChange={(event) => handleChoose(event.target.value)}
            >
              <option value="">{t("templates.offer.choose")}</option>
              {list.map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {`${item.name} (${item.language})`}
                </option>
              ))}
            </select>
          </label>
          {template && (
            <>
              {(slots.header > 0 || slots.body > 0) && (
                <div className="template-offer-values">
                  {inputs("header")}
                  {inputs("body")}
                </div>
              )}
              <div className="template-offer-preview">
                <span className="muted">{t("templates.offer.preview")}</span>
                <p data-testid="template-offer-preview">{previewOf(template, values)}</p>
              </div>
              <div className="template-offer-actions">
                {!ready && <small className="muted">{t("templates.offer.fillAll")}</small>}
                <button
                  type="submit"
                  className="button button-primary"
                  data-testid="template-offer-send"
                  disabled={!ready || busy}
                >
                  {t("templates.offer.send")}
                </button>
              </div>
            </>
          )}
        </form>
      )}
    </div>
  )
}
