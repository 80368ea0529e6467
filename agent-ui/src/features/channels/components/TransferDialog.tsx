import type { ChannelView } from "@atende/core/contracts/channels"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog"
import { errorCodeText } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { useDialogAction } from "../../../lib/useDialogAction"
import { transferConversations } from "../hooks/useChannels"

type TransferDialogProps = {
  channel: ChannelView
  /** Where they may go: every other channel of the tenant. */
  targets: readonly ChannelView[]
  onClose: () => void
}

/**
 * Moves a channel's open and pending conversations to another channel of its type; those that stay
 * are told with the catalogue's reason. A refusal stays in the dialog with the catalogue's text.
 */
export function TransferDialog({ channel, targets, onClose }: TransferDialogProps) {
  const { t } = useTranslation("channels")
  const [to, setTo] = useState("")
  const action = useDialogAction()

  const transfer = async () => {
    const result = await transferConversations(channel.id, Number(to))
    toast.success(t("channels.transfer.done", { name: channel.name, count: result.moved }))
    if (result.skipped.length) {
      // why they stayed, once per reason, from the catalogue
      const reasons = [...new Set(result.skipped.map((skip) => skip.error))]
      toast.info({
        title: t("channels.transfer.skipped", { name: channel.name, count: result.skipped.length }),
        text: reasons.map((code) => errorCodeText(code)?.text ?? code).join(" ")
      })
    }
    onClose()
  }

  return (
    <ConfirmDialog
      title={t("channels.transfer.title")}
      text={t("channels.transfer.text", { name: channel.name })}
      confirmLabel={t("channels.transfer.confirm")}
      busy={!to || action.busy}
      testId="channel-transfer-dialog"
      confirmTestId="channel-transfer-confirm"
      failure={action.failure}
      failureTestId="channel-transfer-error"
      onConfirm={() => void action.run(transfer)}
      onClose={onClose}
    >
      <label className="field">
        <span>{t("channels.transfer.to")}</span>
        <select
          value={to}
          data-testid="channel-transfer-to"
          onChange={(event) => {
            setTo(event.target.value)
            action.clear()
          }}
        >
          <option value="">{t("channels.transfer.choose")}</option>
          {targets.map((target) => (
            <option key={target.id} value={String(target.id)}>
              {target.name}
            </option>
          ))}
        </select>
      </label>
    </ConfirmDialog>
  )
}
