import { useEffect, useId, useRef, type ReactNode } from "react"
import { useTranslation } from "react-i18next"

type ModalProps = {
  title: string
  onClose: () => void
  children: ReactNode
  /** Buttons row at the bottom. */
  footer?: ReactNode
  size?: "sm" | "md"
  testId?: string
}

/** A dialog over the page: Escape and the backdrop close it; focus moves into it on open. */
export function Modal({ title, onClose, children, footer, size = "md", testId }: ModalProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = panel.current?.querySelector<HTMLElement>("input, select, textarea, button:not(.modal-close)")
    first?.focus()
    function handleKey(event: KeyboardEvent) {
      if (event.key === "Escape") close.current()
    }
    window.addEventListener("keydown", handleKey)
    return () => {
      window.removeEventListener("keydown", handleKey)
      previous?.focus()
    }
  }, [])

  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className={`modal modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label={t("common.close")} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="modal-body">{children}</div>
        {footer && <footer className="modal-footer">{footer}</footer>}
      </div>
    </div>
  )
}
