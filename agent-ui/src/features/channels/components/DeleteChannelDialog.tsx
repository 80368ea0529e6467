import { confirmsDeletion, type ChannelView } from "@atende/core/contracts/channels"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog"
import { toast } from "../../../lib/toast"
import { useDialogAction } from "../../../lib/useDialogAction"
import { removeChannel } from "../hooks/useChannels"

type DeleteChannelDialogProps = { channel: ChannelView; onClose: () => void }

/**
 * Deleting a channel (spec part 2 §5): the user types the word for delete in the UI's language
 * (EXCLUIR, DELETE, ELIMINAR, УДАЛИТЬ; any of them is taken) or the channel's name, and only then
 * may confirm. A refusal stays in the dialog with the catalogue's text.
 */
export function DeleteChannelDialog({ channel, onClose }: DeleteChannelDialogProps) {
  const { t } = useTranslation("channels")
  const [typed, setTyped] = useState("")
  const action = useDialogAction()
  const confirmed = confirmsDeletion(typed, channel.name)

  return (
    <ConfirmDialog
      title={t("channels.remove.title")}
      text={t("channels.remove.text", { name: channel.name })}
      confirmLabel={t("channels.remove.confirm")}
      tone="danger"
      busy={!confirmed || action.busy}
      testId="channel-delete-dialog"
      confirmTestId="channel-delete-confirm"
      failure={action.failure}
      failureTestId="channel-delete-error"
      onConfirm={() =>
        void action.run(async () => {
          await removeChannel(channel.id, typed.trim())
          toast.success(t("channels.remove.done", { name: channel.name }))
          onClose()
        })
      }
      onClose={onClose}
    >
      <label className="field">
        <span>{t("channels.remove.prompt", { word: t("channels.remove.word") })}</span>
        <input
          value={typed}
          autoComplete="off"
          spellCheck={false}
          placeholder={t("channels.remove.word")}
          data-testid="channel-delete-input"
          onChange={(event) => {
            setTyped(event.target.value)
            action.clear()
          }}
        />
      </label>
    </ConfirmDialog>
  )
}
