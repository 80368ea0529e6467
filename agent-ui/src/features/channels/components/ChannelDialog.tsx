import type { ChannelType } from "@atende/core/channel/channel"
import type { ChannelView } from "@atende/core/contracts/channels"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { ApiError } from "../../../lib/apiError"
import { errorCodeText, notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { addChannel, changeChannel } from "../hooks/useChannels"
import {
  checkForm,
  createBody,
  emptyForm,
  formOf,
  hasImportSettings,
  hasWebchatConfig,
  LIMITS,
  patchBody,
  serverFieldErrors,
  type ChannelForm,
  type FormProblems
} from "../state/channelForm"
import { ChannelTextField, fieldTestId } from "./ChannelFields"
import { ChatFlowField } from "./ChatFlowField"
import { TypebotField } from "./TypebotField"
import { ImportFields } from "./ImportFields"
import { ProviderFields } from "./ProviderFields"
import { settingsFormOf } from "../state/providerFields"
import { SnippetBox } from "./SnippetBox"
import { WebchatFields } from "./WebchatFields"
import { hasWebhook, WebhookBox } from "./WebhookBox"

type ChannelDialogProps = {
  /** The channel to edit; null creates one. */
  channel: ChannelView | null
  /** The types a new channel may have (those the server accepts). */
  types: readonly ChannelType[]
  onClose: () => void
}

const FORM_ID = "channel-form"

/** Whether the dialog shows the field a refusal names (else the refusal goes to a toast). */
function shownField(path: string, type: ChannelType): boolean {
  if (["name", "type", "greetingMessage", "farewellMessage", "chatFlowId", "typebotId"].includes(path)) return true
  if (path.startsWith("webchat.")) return hasWebchatConfig(type)
  if (path.startsWith("importSettings.")) return hasImportSettings(type)
  if (path.startsWith("settings.")) return true
  return false
}

/** A catalogue code as one line: its description and detail in the user's language. */
function catalogueLine(code: string): string | null {
  const text = errorCodeText(code)
  if (!text) return null
  return text.title ? `${text.title}: ${text.text}` : text.text
}

/**
 * Creating or editing a channel: name, type (only those the server accepts; fixed once created),
 * greeting and farewell messages, and the type's own block: the web chat's look with a live
 * preview and its embed code, or WhatsApp's import settings. The form is checked with the server's
 * contract first; a refusal that names a field shows the catalogue's text under it.
 */
export function ChannelDialog({ channel, types, onClose }: ChannelDialogProps) {
  const { t } = useTranslation("channels")
  const [initial] = useState<ChannelForm>(() => (channel ? formOf(channel) : emptyForm(types[0] ?? "webchat")))
  const [form, setForm] = useState<ChannelForm>(initial)
  const [problems, setProblems] = useState<FormProblems>({})
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  function errorOf(path: string): string | null {
    const problem = problems[path]
    if (problem) return t(`channels.form.problems.${problem}`, { max: LIMITS[path] ?? 0 })
    const code = serverErrors[path]
    return code ? (catalogueLine(code) ?? t("channels.form.problems.invalid")) : null
  }

  /** Editing fields takes their errors away until the next save. */
  function drop(paths: string[]) {
    const keep = (record: Record<string, string>) =>
      Object.fromEntries(Object.entries(record).filter(([path]) => !paths.includes(path)))
    if (paths.some((path) => problems[path])) setProblems(keep(problems) as FormProblems)
    if (paths.some((path) => serverErrors[path])) setServerErrors(keep(serverErrors))
  }

  function change(patch: Partial<ChannelForm>) {
    setForm((current) => ({ ...current, ...patch }))
    drop(Object.keys(patch))
  }

  function changeBlock<K extends "webchat" | "importSettings" | "settings">(block: K, patch: Partial<ChannelForm[K]>) {
    setForm((current) => ({ ...current, [block]: { ...current[block], ...patch } }))
    drop(Object.keys(patch).map((key) => `${block}.${key}`))
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const found = checkForm(form, channel)
    setProblems(found)
    setServerErrors({})
    if (Object.keys(found).length) return
    const patch = channel ? patchBody(initial, form) : null
    if (patch && Object.keys(patch).length === 0) {
      onClose()
      return
    }
    setBusy(true)
    try {
      if (channel && patch) await changeChannel(channel.id, patch)
      else await addChannel(createBody(form))
      toast.success(t("channels.form.saved"))
      onClose()
    } catch (error) {
      const fields =
        error instanceof ApiError
          ? Object.fromEntries(
              Object.entries(serverFieldErrors(error.code, error.extra)).filter(([path]) => shownField(path, form.type))
            )
          : {}
      setServerErrors(fields)
      if (Object.keys(fields).length === 0) notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  const typeError = errorOf("type")
  return (
    <Modal
      title={channel ? t("channels.form.editTitle") : t("channels.form.createTitle")}
      onClose={onClose}
      testId="channel-dialog"
      footer={
        <>
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button
            type="submit"
            form={FORM_ID}
            className="button button-primary"
            data-testid="channel-save"
            disabled={busy}
          >
            {t("channels.form.save")}
          </button>
        </>
      }
    >
      <form id={FORM_ID} className="form-stack" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <div className="form-row">
          <ChannelTextField
            path="name"
            label={t("channels.form.name")}
            value={form.name}
            error={errorOf("name")}
            onChange={(name) => change({ name })}
          />
          <div className="field">
            <label htmlFor={fieldTestId("type")}>{t("channels.form.type")}</label>
            <select
              id={fieldTestId("type")}
              value={form.type}
              disabled={channel !== null}
              data-testid={fieldTestId("type")}
              aria-invalid={typeError ? true : undefined}
              onChange={(event) => {
                const type = event.target.value as ChannelType
                change({ type, settings: settingsFormOf(type, null) })
              }}
            >
              {(channel ? [channel.type] : types).map((type) => (
                <option key={type} value={type}>
                  {t(`channels.types.${type}`)}
                </option>
              ))}
            </select>
            {typeError ? (
              <span className="field-error" role="alert" data-testid={`${fieldTestId("type")}-error`}>
                {typeError}
              </span>
            ) : (
              <span className="muted channel-hint">
                {channel ? t("channels.form.typeFixed") : t("channels.form.typeHint")}
              </span>
            )}
          </div>
        </div>
        <ChannelTextField
          path="greetingMessage"
          rows={2}
          label={t("channels.form.greeting")}
          hint={t("channels.form.greetingHint")}
          value={form.greetingMessage}
          error={errorOf("greetingMessage")}
          onChange={(greetingMessage) => change({ greetingMessage })}
        />
        <ChannelTextField
          path="farewellMessage"
          rows={2}
          label={t("channels.form.farewell")}
          hint={t("channels.form.farewellHint")}
          value={form.farewellMessage}
          error={errorOf("farewellMessage")}
          onChange={(farewellMessage) => change({ farewellMessage })}
        />
        <ChatFlowField
          value={form.chatFlowId}
          error={errorOf("chatFlowId")}
          onChange={(chatFlowId) => change({ chatFlowId })}
        />
        <TypebotField
          value={form.typebotId}
          error={errorOf("typebotId")}
          onChange={(typebotId) => change({ typebotId })}
        />
        {hasWebchatConfig(form.type) && (
          <WebchatFields value={form.webchat} errorOf={errorOf} onChange={(patch) => changeBlock("webchat", patch)} />
        )}
        {hasImportSettings(form.type) && (
          <ImportFields
            value={form.importSettings}
            errorOf={errorOf}
            onChange={(patch) => changeBlock("importSettings", patch)}
          />
        )}
        <ProviderFields
          type={form.type}
          value={form.settings}
          secretsSet={channel?.secretsSet ?? []}
          errorOf={errorOf}
          onChange={(patch) => changeBlock("settings", patch)}
        />
        {channel?.type === "webchat" && channel.token && <SnippetBox token={channel.token} />}
        {channel && hasWebhook(channel.type) && <WebhookBox channel={channel} />}
      </form>
    </Modal>
  )
}
