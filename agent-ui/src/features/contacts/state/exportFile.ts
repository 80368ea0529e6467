// The export's file (GET /contacts/export): its formats and the name it is saved under.

export type ExportFormat = "csv" | "xlsx"

export const EXPORT_FORMATS: readonly ExportFormat[] = ["csv", "xlsx"]

/** The file's name from Content-Disposition, else `contatos.<format>`. */
export function exportFileName(disposition: string | null, format: ExportFormat): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim())
    } catch {}
  }
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1]
  return plain?.trim() || `contatos.${format}`
}
