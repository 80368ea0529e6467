import {
  FLOW_MEDIA_MAX_BYTES,
  FLOW_MAX_BUTTONS,
  FLOW_MAX_CONDITIONS,
  FLOW_MAX_INTERACTIONS,
  FLOW_MAX_LIST_ROWS,
  type FlowAction,
  type FlowCondition,
  type FlowInteraction
} from "@atende/core/contracts/chatFlows"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { keywordsText, newCondition, newId, newInteraction, parseKeywords, type StepData } from "../state/flowEditing"
import { describeError } from "../../../lib/errorText"
import { uploadFlowMedia } from "../api/chatFlowsApi"
import { ActionSelect } from "./ActionSelect"

/** A box of comma-separated keywords: shown as typed, handed on as a list. */
export function KeywordsInput({
  value,
  onChange,
  testId,
  label
}: {
  value: readonly string[]
  onChange: (keywords: string[]) => void
  testId: string
  label: string
}) {
  const [text, setText] = useState(keywordsText(value))
  return (
    <input
      value={text}
      aria-label={label}
      data-testid={testId}
      onChange={(event) => {
        setText(event.target.value)
        onChange(parseKeywords(event.target.value))
      }}
    />
  )
}

type MediaInteractionProps = {
  interaction: Extract<FlowInteraction, { type: "media" }>
  onChange: (interaction: FlowInteraction) => void
}

/** A file of at most 5 MB, uploaded when chosen (the server keeps it with the tenant's media), and its caption. */
function MediaInteraction({ interaction, onChange }: MediaInteractionProps) {
  const { t } = useTranslation("chatFlows")
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false })
  const choose = (file: File | undefined) => {
    if (!file) return
    if (file.size > FLOW_MEDIA_MAX_BYTES) {
      setState({ busy: false, error: t("chatFlows.interaction.mediaHint") })
      return
    }
    setState({ busy: true })
    uploadFlowMedia(file).then(
      (uploaded) => {
        setState({ busy: false })
        onChange({ ...interaction, url: uploaded.url, mediaType: uploaded.mediaType, name: uploaded.name })
      },
      (error: unknown) =>
        setState({ busy: false, error: t("chatFlows.interaction.uploadFailed", { error: describeError(error).text }) })
    )
  }
  return (
    <>
      <label className="field">
        <span>{t("chatFlows.interaction.file")}</span>
        <input
          type="file"
          accept="image/*,video/*,audio/*,application/pdf"
          aria-label={t("chatFlows.interaction.upload")}
          data-testid="flow-interaction-media"
          disabled={state.busy}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <small className="muted" data-testid="flow-interaction-media-name">
          {state.busy ? t("chatFlows.interaction.uploading") : interaction.name || t("chatFlows.interaction.noFile")}
        </small>
        {state.error ? (
          <small className="field-error" role="alert">
            {state.error}
          </small>
        ) : (
          <small className="muted">{t("chatFlows.interaction.mediaHint")}</small>
        )}
      </label>
      <input
        value={interaction.caption ?? ""}
        placeholder={t("chatFlows.interaction.caption")}
        aria-label={t("chatFlows.interaction.caption")}
        onChange={(event) => onChange({ ...interaction, caption: event.target.value })}
      />
    </>
  )
}

type InteractionEditorProps = {
  interaction: FlowInteraction
  onChange: (interaction: FlowInteraction) => void
}

function InteractionEditor({ interaction, onChange }: InteractionEditorProps) {
  const { t } = useTranslation("chatFlows")
  switch (interaction.type) {
    case "text":
      return (
        <textarea
          rows={3}
          value={interaction.text}
          aria-label={t("chatFlows.interaction.text")}
          data-testid="flow-interaction-text"
          onChange={(event) => onChange({ ...interaction, text: event.target.value })}
        />
      )
    case "media":
      return <MediaInteraction interaction={interaction} onChange={onChange} />
    case "buttons":
      return (
        <>
          <textarea
            rows={2}
            value={interaction.text}
            aria-label={t("chatFlows.interaction.text")}
            data-testid="flow-interaction-text"
            onChange={(event) => onChange({ ...interaction, text: event.target.value })}
          />
          {interaction.buttons.map((button, index) => (
            <div key={button.id} className="flow-inline">
              <input
                value={button.label}
                maxLength={20}
                placeholder={t("chatFlows.interaction.buttonLabel", { n: index + 1 })}
                aria-label={t("chatFlows.interaction.buttonLabel", { n: index + 1 })}
                onChange={(event) =>
                  onChange({
                    ...interaction,
                    buttons: interaction.buttons.map((b) =>
                      b.id === button.id ? { ...b, label: event.target.value } : b
                    )
                  })
                }
              />
              {interaction.buttons.length > 1 && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t("chatFlows.remove.item")}
                  onClick={() =>
                    onChange({ ...interaction, buttons: interaction.buttons.filter((b) => b.id !== button.id) })
                  }
                >
                  ×
                </button>
              )}
            </div>
          ))}
          {interaction.buttons.length < FLOW_MAX_BUTTONS && (
            <button
              type="button"
              className="link-button"
              onClick={() =>
                onChange({ ...interaction, buttons: [...interaction.buttons, { id: newId("btn"), label: "" }] })
              }
            >
              {t("chatFlows.interaction.addButton")}
            </button>
          )}
          <small className="muted">{t("chatFlows.interaction.choiceHint")}</small>
        </>
      )
    case "list":
      return (
        <>
          <textarea
            rows={2}
            value={interaction.text}
            aria-label={t("chatFlows.interaction.text")}
            data-testid="flow-interaction-text"
            onChange={(event) => onChange({ ...interaction, text: event.target.value })}
          />
          <input
            value={interaction.buttonText}
            maxLength={20}
            placeholder={t("chatFlows.interaction.listButton")}
            aria-label={t("chatFlows.interaction.listButton")}
            onChange={(event) => onChange({ ...interaction, buttonText: event.target.value })}
          />
          {interaction.rows.map((row, index) => (
            <div key={row.id} className="flow-inline">
              <input
                value={row.title}
                maxLength={24}
                placeholder={t("chatFlows.interaction.rowTitle", { n: index + 1 })}
                aria-label={t("chatFlows.interaction.rowTitle", { n: index + 1 })}
                onChange={(event) =>
                  onChange({
                    ...interaction,
                    rows: interaction.rows.map((r) => (r.id === row.id ? { ...r, title: event.target.value } : r))
                  })
                }
              />
              <input
                value={row.description ?? ""}
                maxLength={72}
                placeholder={t("chatFlows.interaction.rowDescription")}
                aria-label={t("chatFlows.interaction.rowDescription")}
                onChange={(event) =>
                  onChange({
                    ...interaction,
                    rows: interaction.rows.map((r) => (r.id === row.id ? { ...r, description: event.target.value } : r))
                  })
                }
              />
              {interaction.rows.length > 1 && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t("chatFlows.remove.item")}
                  onClick={() => onChange({ ...interaction, rows: interaction.rows.filter((r) => r.id !== row.id) })}
                >
                  ×
                </button>
              )}
            </div>
          ))}
          {interaction.rows.length < FLOW_MAX_LIST_ROWS && (
            <button
              type="button"
              className="link-button"
              onClick={() =>
                onChange({
                  ...interaction,
                  rows: [...interaction.rows, { id: newId("row"), title: "", description: "" }]
                })
              }
            >
              {t("chatFlows.interaction.addRow")}
            </button>
          )}
          <small className="muted">{t("chatFlows.interaction.choiceHint")}</small>
        </>
      )
  }
}

const INTERACTION_TYPES: FlowInteraction["type"][] = ["text", "media", "buttons", "list"]

type StepPanelProps = {
  id: string
  data: StepData
  /** The other steps, for a condition's next step. */
  steps: ReadonlyArray<{ id: string; name: string }>
  onChange: (data: StepData) => void
  /** A condition's action; a next step is checked (no self-link, no loop) before it is taken. */
  onAction: (conditionId: string, action: FlowAction) => void
  onDelete: () => void
}

/** The side panel of the selected step: name, what it sends, and the if/then of the answer. */
export function StepPanel({ id, data, steps, onChange, onAction, onDelete }: StepPanelProps) {
  const { t } = useTranslation("chatFlows")
  const setInteraction = (next: FlowInteraction) =>
    onChange({ ...data, interactions: data.interactions.map((i) => (i.id === next.id ? next : i)) })
  const setCondition = (next: FlowCondition) =>
    onChange({ ...data, conditions: data.conditions.map((c) => (c.id === next.id ? next : c)) })

  return (
    <div className="flow-panel-body" data-testid="flow-step-panel" data-step-id={id}>
      <label className="field">
        <span>{t("chatFlows.step.name")}</span>
        <input
          value={data.name}
          maxLength={100}
          data-testid="flow-step-name"
          onChange={(event) => onChange({ ...data, name: event.target.value })}
        />
      </label>

      <h3 className="flow-panel-section">{t("chatFlows.step.interactions")}</h3>
      <p className="muted flow-hint">{t("chatFlows.step.interactionsHint")}</p>
      {data.interactions.map((interaction, index) => (
        <fieldset key={interaction.id} className="flow-item" data-testid="flow-interaction">
          <legend>
            {index + 1}. {t(`chatFlows.interaction.${interaction.type}`)}
          </legend>
          <InteractionEditor interaction={interaction} onChange={setInteraction} />
          <button
            type="button"
            className="link-button flow-remove"
            onClick={() =>
              onChange({ ...data, interactions: data.interactions.filter((i) => i.id !== interaction.id) })
            }
          >
            {t("chatFlows.remove.item")}
          </button>
        </fieldset>
      ))}
      {data.interactions.length < FLOW_MAX_INTERACTIONS && (
        <div className="flow-add-row">
          {INTERACTION_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="chip"
              data-testid={`flow-add-interaction-${type}`}
              onClick={() => onChange({ ...data, interactions: [...data.interactions, newInteraction(type)] })}
            >
              + {t(`chatFlows.interaction.${type}`)}
            </button>
          ))}
        </div>
      )}

      <h3 className="flow-panel-section">{t("chatFlows.step.conditions")}</h3>
      <p className="muted flow-hint">{t("chatFlows.step.conditionsHint")}</p>
      {data.conditions.map((condition, index) => (
        <fieldset
          key={condition.id}
          className="flow-item"
          data-testid="flow-condition"
          data-condition-id={condition.id}
        >
          <legend>{t("chatFlows.condition.title", { n: index + 1 })}</legend>
          <select
            className="flow-select"
            aria-label={t("chatFlows.condition.type")}
            data-testid="flow-condition-type"
            value={condition.type}
            onChange={(event) =>
              setCondition({ ...condition, type: event.target.value === "any" ? "any" : "keywords" })
            }
          >
            <option value="keywords">{t("chatFlows.condition.keywords")}</option>
            <option value="any">{t("chatFlows.condition.anyAnswer")}</option>
          </select>
          {condition.type === "keywords" && (
            <KeywordsInput
              value={condition.keywords}
              label={t("chatFlows.condition.keywords")}
              testId="flow-condition-keywords"
              onChange={(keywords) => setCondition({ ...condition, keywords })}
            />
          )}
          <label className="field">
            <span>{t("chatFlows.condition.then")}</span>
            <ActionSelect
              value={condition.action}
              steps={steps}
              label={t("chatFlows.condition.then")}
              testId="flow-condition-action"
              onChange={(action) => onAction(condition.id, action)}
            />
          </label>
          <button
            type="button"
            className="link-button flow-remove"
            data-testid="flow-condition-remove"
            onClick={() => onChange({ ...data, conditions: data.conditions.filter((c) => c.id !== condition.id) })}
          >
            {t("chatFlows.remove.item")}
          </button>
        </fieldset>
      ))}
      {data.conditions.length < FLOW_MAX_CONDITIONS && (
        <button
          type="button"
          className="button button-outline"
          data-testid="flow-add-condition"
          onClick={() => onChange({ ...data, conditions: [...data.conditions, newCondition()] })}
        >
          {t("chatFlows.condition.add")}
        </button>
      )}

      <button
        type="button"
        className="button button-danger flow-delete-step"
        data-testid="flow-step-delete"
        onClick={onDelete}
      >
        {t("chatFlows.step.delete")}
      </button>
    </div>
  )
}
