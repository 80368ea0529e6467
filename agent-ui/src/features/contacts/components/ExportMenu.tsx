import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { downloadContacts } from "../api/exportApi"
import { EXPORT_FORMATS, type ExportFormat } from "../state/exportFile"

type ExportMenuProps = { searchParam: string }

/** "Export": the contacts the list shows (its search applied) as CSV or XLSX, downloaded with the session. */
export function ExportMenu({ searchParam }: ExportMenuProps) {
  const { t } = useTranslation("contacts")
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    function handleDown(event: MouseEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    function handleKey(event: KeyboardEvent) {
      if (event.key === "Escape") setOpen(false)
    }
    document.addEventListener("mousedown", handleDown)
    document.addEventListener("keydown", handleKey)
    return () => {
      document.removeEventListener("mousedown", handleDown)
      document.removeEventListener("keydown", handleKey)
    }
  }, [open])

  async function handleExport(format: ExportFormat) {
    setOpen(false)
    setBusy(true)
    try {
      const name = await downloadContacts(format, searchParam)
      toast.success(t("contacts.export.done", { name }))
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="menu" ref={root}>
      <button
        type="button"
        className="button button-ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="contacts-export"
        disabled={busy}
        onClick={() => setOpen(!open)}
      >
        {busy ? t("contacts.export.busy") : t("contacts.toolbar.export")} ▾
      </button>
      {open && (
        <div className="menu-panel" role="menu">
          {EXPORT_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              className="menu-item"
              data-testid={`contacts-export-${format}`}
              onClick={() => void handleExport(format)}
            >
              {t(`contacts.export.${format}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
