import { useTranslation } from "react-i18next"
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog"

type ResolveDialogProps = { busy: boolean; onConfirm: () => void; onClose: () => void }

/** Resolving closes the ticket; it moves to the Resolved tab (and can be reopened). */
export function ResolveDialog({ busy, onConfirm, onClose }: ResolveDialogProps) {
  const { t } = useTranslation("tickets")
  return (
    <ConfirmDialog
      title={t("resolve.title")}
      text={t("resolve.text")}
      confirmLabel={t("resolve.submit")}
      busy={busy}
      testId="resolve-dialog"
      confirmTestId="resolve-confirm"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}

type OtherTicketDialogProps = { onOpen: () => void; onClose: () => void }

/** ERR_OTHER_OPEN_TICKET: the contact already has an open ticket; offer to open it. */
export function OtherTicketDialog({ onOpen, onClose }: OtherTicketDialogProps) {
  const { t } = useTranslation("tickets")
  return (
    <ConfirmDialog
      title={t("chat.otherTicket.title")}
      text={t("chat.otherTicket.text")}
      confirmLabel={t("chat.otherTicket.open")}
      testId="other-ticket-dialog"
      confirmTestId="other-ticket-open"
      onConfirm={onOpen}
      onClose={onClose}
    />
  )
}

type DeleteDialogProps = { onConfirm: () => void; onClose: () => void }

export function DeleteMessageDialog({ onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation("tickets")
  return (
    <ConfirmDialog
      title={t("actions.delete")}
      text={t("actions.deleteConfirm")}
      confirmLabel={t("actions.delete")}
      tone="danger"
      testId="delete-dialog"
      confirmTestId="delete-confirm"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}
