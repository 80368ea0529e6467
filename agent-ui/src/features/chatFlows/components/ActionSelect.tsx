import type { FlowAction } from "@atende/core/contracts/chatFlows"
import { useContext } from "react"
import { useTranslation } from "react-i18next"
import { decodeAction, encodeAction } from "../state/actions"
import { NamesContext } from "./FlowNodes"

type ActionSelectProps = {
  value: FlowAction
  /** The steps it may lead to (none for the limit action). */
  steps?: ReadonlyArray<{ id: string; name: string }>
  onChange: (action: FlowAction) => void
  testId: string
  label: string
}

/** What a condition (or the limit) does: a next step, a queue, a user, or close the ticket. */
export function ActionSelect({ value, steps, onChange, testId, label }: ActionSelectProps) {
  const { t } = useTranslation("chatFlows")
  const names = useContext(NamesContext)
  const current = encodeAction(value)
  // A queue or user no longer listed still shows as chosen.
  const unknown =
    (value.type === "queue" && !names.queues.has(value.queueId)) ||
    (value.type === "user" && !names.users.has(value.userId)) ||
    (value.type === "step" && !steps?.some((step) => step.id === value.stepId))
  return (
    <select
      className="flow-select"
      aria-label={label}
      data-testid={testId}
      value={current}
      onChange={(event) => {
        const action = decodeAction(event.target.value)
        if (action) onChange(action)
      }}
    >
      <option value="close">{t("chatFlows.action.close")}</option>
      {unknown && <option value={current}>{current}</option>}
      {steps && steps.length > 0 && (
        <optgroup label={t("chatFlows.action.step")}>
          {steps.map((step) => (
            <option key={step.id} value={`step:${step.id}`}>
              {step.name}
            </option>
          ))}
        </optgroup>
      )}
      {names.queues.size > 0 && (
        <optgroup label={t("chatFlows.action.queue")}>
          {[...names.queues].map(([id, name]) => (
            <option key={id} value={`queue:${id}`}>
              {name}
            </option>
          ))}
        </optgroup>
      )}
      {names.users.size > 0 && (
        <optgroup label={t("chatFlows.action.user")}>
          {[...names.users].map(([id, name]) => (
            <option key={id} value={`user:${id}`}>
              {name}
            </option>
          ))}
        </optgroup>
      )}
    </select>
  )
}
