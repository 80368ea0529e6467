import { useTranslation } from "react-i18next"
import { dismissToast, useToasts } from "../../lib/toast"

/** The notifications at the top of the screen (spec §8: errors and notices as toasts). */
export function Toaster() {
  const { t } = useTranslation()
  const toasts = useToasts()
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.kind}`}
          role={item.kind === "error" ? "alert" : "status"}
          data-testid="toast"
          data-kind={item.kind}
        >
          <span className="toast-text">
            {item.title && <strong className="toast-title">{item.title}</strong>}
            {item.text}
          </span>
          <button
            type="button"
            className="toast-close"
            aria-label={t("common.close")}
            onClick={() => dismissToast(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
