import type { ChannelView } from "@atende/core/contracts/channels"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { SnippetBox } from "./SnippetBox"

type SnippetDialogProps = { channel: ChannelView; onClose: () => void }

/** A web-chat channel's embed code, to copy into the site. */
export function SnippetDialog({ channel, onClose }: SnippetDialogProps) {
  const { t } = useTranslation("channels")
  return (
    <Modal
      title={t("channels.snippet.title", { name: channel.name })}
      onClose={onClose}
      testId="channel-snippet-dialog"
      footer={
        <button type="button" className="button button-ghost" onClick={onClose}>
          {t("common.close")}
        </button>
      }
    >
      {channel.token && <SnippetBox token={channel.token} />}
    </Modal>
  )
}
