import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "./Modal"

type ConfirmDialogProps = {
  title: string
  /** What confirming does, in a sentence. */
  text: ReactNode
  confirmLabel: string
  /** "danger" for what cannot be undone. */
  tone?: "primary" | "danger"
  /** Disables the confirm button (the action runs, or what it needs is not given yet). */
  busy?: boolean
  testId: string
  confirmTestId: string
  onConfirm: () => void
  onClose: () => void
  /** What the action needs from the user (a word to type, a destination), below the text; Enter confirms. */
  children?: ReactNode
  /** Why the action was refused, shown under the fields until the user changes something. */
  failure?: string | null
  failureTestId?: string
}

/** A small dialog that asks before one action: Cancel, and the action's button. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  tone = "primary",
  busy,
  testId,
  confirmTestId,
  onConfirm,
  onClose,
  children,
  failure,
  failureTestId
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  const formId = `${testId}-form`
  return (
    <Modal
      title={title}
      onClose={onClose}
      size="sm"
      testId={testId}
      footer={
        <>
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button
            type={children ? "submit" : "button"}
            form={children ? formId : undefined}
            className={`button button-${tone}`}
            data-testid={confirmTestId}
            disabled={busy}
            onClick={children ? undefined : onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children ? (
        <form
          id={formId}
          className="form-stack"
          onSubmit={(event) => {
            event.preventDefault()
            if (!busy) onConfirm()
          }}
        >
          <p>{text}</p>
          {children}
          {failure && (
            <p className="field-error" role="alert" data-testid={failureTestId}>
              {failure}
            </p>
          )}
        </form>
      ) : (
        <p>{text}</p>
      )}
    </Modal>
  )
}
