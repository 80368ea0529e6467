import type { ContactView } from "@atende/core/contracts/contacts"
import { useTranslation } from "react-i18next"
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog"
import { toast } from "../../../lib/toast"
import { useDialogAction } from "../../../lib/useDialogAction"
import { removeContact } from "../hooks/useContacts"
import { displayName } from "../state/display"

type DeleteContactDialogProps = { contact: ContactView; onClose: () => void }

/**
 * Deleting a contact (the admin flag), after asking. A refusal stays in the dialog with the
 * catalogue's text: a contact with tickets is ERR_CONTACT_TICKETS_REGISTERED.
 */
export function DeleteContactDialog({ contact, onClose }: DeleteContactDialogProps) {
  const { t } = useTranslation("contacts")
  const { busy, failure, run } = useDialogAction()

  const handleConfirm = () =>
    run(async () => {
      await removeContact(contact.id)
      toast.success(t("contacts.delete.done"))
      onClose()
    })

  return (
    <ConfirmDialog
      title={t("contacts.delete.title")}
      text={
        <>
          {t("contacts.delete.text", { name: displayName(contact) })}
          {failure && (
            <span className="field-error contact-dialog-error" role="alert" data-testid="contact-delete-error">
              {failure}
            </span>
          )}
        </>
      }
      confirmLabel={t("contacts.delete.confirm")}
      tone="danger"
      busy={busy || failure !== null}
      testId="contact-delete-dialog"
      confirmTestId="contact-delete-confirm"
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
    />
  )
}
