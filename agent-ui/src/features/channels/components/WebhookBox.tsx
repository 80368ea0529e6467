import type { ChannelView } from "@atende/core/contracts/channels"
import { useRef } from "react"
import { useTranslation } from "react-i18next"
import { toast } from "../../../lib/toast"

/** Types whose provider posts to a webhook of this server (runtime/api/waba.md "The webhook"). */
export const hasWebhook = (type: ChannelView["type"]) => type === "waba" || type === "waba360"

/** The channel's webhook address on this server, to give the provider (Meta's "Callback URL", 360dialog's webhook). */
export const webhookUrl = (origin: string, channelId: number) => `${origin}/webhooks/waba/${channelId}`

/** The address to register at the provider, what to register with it, and a button that copies it. */
export function WebhookBox({ channel }: { channel: ChannelView }) {
  const { t } = useTranslation("channels")
  const box = useRef<HTMLInputElement>(null)
  const url = webhookUrl(window.location.origin, channel.id)

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t("channels.webhook.copied"))
    } catch {
      // no clipboard permission (or not a secure page): the selected text, the old way
      box.current?.select()
      if (document.execCommand?.("copy")) toast.success(t("channels.webhook.copied"))
      else toast.error(t("channels.webhook.copyFailed"))
    }
  }

  return (
    <div className="channel-snippet" data-testid="channel-webhook">
      <p className="muted">{channel.type === "waba360" ? t("channels.webhook.text360") : t("channels.webhook.text")}</p>
      <input
        ref={box}
        className="channel-snippet-code"
        readOnly
        value={url}
        spellCheck={false}
        data-testid="channel-webhook-url"
        onFocus={(event) => event.target.select()}
      />
      <div>
        <button
          type="button"
          className="button button-outline"
          data-testid="channel-webhook-copy"
          onClick={() => void handleCopy()}
        >
          {t("channels.webhook.copy")}
        </button>
      </div>
    </div>
  )
}
