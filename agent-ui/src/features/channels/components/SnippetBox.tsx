import { useRef } from "react"
import { useTranslation } from "react-i18next"
import { toast } from "../../../lib/toast"
import { widgetSnippet } from "../state/snippet"

type SnippetBoxProps = { token: string }

/** The web chat's embed code (the widget of this server, with the channel's token), and a button that copies it. */
export function SnippetBox({ token }: SnippetBoxProps) {
  const { t } = useTranslation("channels")
  const box = useRef<HTMLTextAreaElement>(null)
  const code = widgetSnippet(window.location.origin, token)

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(code)
      toast.success(t("channels.snippet.copied"))
    } catch {
      // no clipboard permission (or not a secure page): the selected text, the old way
      box.current?.select()
      if (document.execCommand?.("copy")) toast.success(t("channels.snippet.copied"))
      else toast.error(t("channels.snippet.copyFailed"))
    }
  }

  return (
    <div className="channel-snippet">
      <p className="muted">{t("channels.snippet.text")}</p>
      <textarea
        ref={box}
        className="channel-snippet-code"
        readOnly
        rows={3}
        value={code}
        spellCheck={false}
        data-testid="channel-snippet"
        onFocus={(event) => event.target.select()}
      />
      <div>
        <button
          type="button"
          className="button button-outline"
          data-testid="channel-snippet-copy"
          onClick={() => void handleCopy()}
        >
          {t("channels.snippet.copy")}
        </button>
      </div>
    </div>
  )
}
