import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"

type ResolveDialogProps = { busy: boolean; onConfirm: () => void; onClose: () => void }

/** Resolving closes the ticket; it moves to the Resolved tab (and can be reopened). */
export function ResolveDialog({ busy, onConfirm, onClose }: ResolveDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      title={t("resolve.title")}
      onClose={onClose}
      size="sm"
      testId="resolve-dialog"
      footer={
        <>
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="button" className="button button-primary" data-testid="resolve-confirm" disabled={busy} onClick={onConfirm}>
            {t("resolve.submit")}
          </button>
        </>
      }
    >
      <p>{t("resolve.text")}</p>
    </Modal>
  )
}

type OtherTicketDialogProps = { onOpen: () => void; onClose: () => void }

/** ERR_OTHER_OPEN_TICKET: the contact already has an open ticket; offer to open it. */
export function OtherTicketDialog({ onOpen, onClose }: OtherTicketDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      title={t("chat.otherTicket.title")}
      onClose={onClose}
      size="sm"
      testId="other-ticket-dialog"
      footer={
        <>
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="button" className="button button-primary" data-testid="other-ticket-open" onClick={onOpen}>
            {t("chat.otherTicket.open")}
          </button>
        </>
      }
    >
      <p>{t("chat.otherTicket.text")}</p>
    </Modal>
  )
}

type DeleteDialogProps = { onConfirm: () => void; onClose: () => void }

export function DeleteMessageDialog({ onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      title={t("actions.delete")}
      onClose={onClose}
      size="sm"
      testId="delete-dialog"
      footer={
        <>
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="button" className="button button-danger" data-testid="delete-confirm" onClick={onConfirm}>
            {t("actions.delete")}
          </button>
        </>
      }
    >
      <p>{t("actions.deleteConfirm")}</p>
    </Modal>
  )
}
