/**
 * A report's PDF, made with pdfmake (on pdfkit) in a worker thread: laying out a few thousand rows
 * takes seconds of CPU, which on the main thread would hold up every request and socket of the
 * node. The worker gets the document as plain data (title, tenant, details, columns, rows as
 * text, SLA classes to colour), builds pdfmake's definition (A4, landscape for wide tables, a
 * header with the tenant's name and the title, the header row repeated on every page, "page x of
 * y" in the footer), and answers the bytes. The font is Roboto, which pdfmake ships (Latin with
 * every Portuguese accent, and Cyrillic), embedded in the file; pdfmake may read those font files
 * and nothing else from disk, and no URL.
 */
import { Effect } from "effect"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { Worker } from "node:worker_threads"

export type PdfCell = string | { readonly text: string; readonly sla: "green" | "yellow" | "red" }

export type PdfDocument = {
  readonly title: string
  readonly tenantName: string
  readonly details: ReadonlyArray<string>
  readonly columns: ReadonlyArray<{ readonly header: string; readonly width: number; readonly right: boolean }>
  readonly rows: ReadonlyArray<ReadonlyArray<PdfCell>>
  /** "Página {page} de {pages}". */
  readonly pageText: string
}

const require = createRequire(import.meta.url)

/** pdfmake's entry and its Roboto files, found where npm put them. */
const paths = () => {
  const entry = require.resolve("pdfmake")
  const fonts = join(dirname(entry), "..", "fonts", "Roboto")
  return {
    pdfmake: entry,
    fonts: {
      normal: join(fonts, "Roboto-Regular.ttf"),
      bold: join(fonts, "Roboto-Medium.ttf"),
      italics: join(fonts, "Roboto-Italic.ttf"),
      bolditalics: join(fonts, "Roboto-MediumItalic.ttf")
    }
  }
}

// The worker's code (CommonJS, evaluated: no file to find in the bundled server).
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads")
const { pdfmake: entry, fonts, doc } = workerData
const pdfmake = require(entry)
const allowed = new Set(Object.values(fonts))
pdfmake.setUrlAccessPolicy(() => false)
pdfmake.setLocalAccessPolicy((path) => allowed.has(path))
pdfmake.setFonts({ Roboto: fonts })
const COLORS = { green: "#2e7d32", yellow: "#b26a00", red: "#c62828" }
const wide = doc.columns.length > 7
const total = doc.columns.reduce((n, c) => n + c.width, 0)
const body = [
  doc.columns.map((c) => ({ text: c.header, style: "th", alignment: c.right ? "right" : "left" })),
  ...doc.rows.map((row) =>
    row.map((cell, i) => {
      const right = doc.columns[i] && doc.columns[i].right ? "right" : "left"
      return typeof cell === "string"
        ? { text: cell, alignment: right }
        : { text: cell.text, color: COLORS[cell.sla], bold: true, alignment: right }
    })
  )
]
const definition = {
  pageSize: "A4",
  pageOrientation: wide ? "landscape" : "portrait",
  pageMargins: [28, 48, 28, 36],
  info: { title: doc.title, author: doc.tenantName, creator: "Atende" },
  defaultStyle: { font: "Roboto", fontSize: wide ? 7 : 8.5 },
  styles: { th: { bold: true, fillColor: "#eeeeee" }, title: { fontSize: 14, bold: true }, tenant: { fontSize: 10 } },
  header: (page) => (page === 1 ? null : {
    margin: [28, 18, 28, 0],
    columns: [{ text: doc.tenantName, bold: true }, { text: doc.title, alignment: "right" }],
    fontSize: 8
  }),
  footer: (page, pages) => ({
    margin: [28, 8, 28, 0],
    fontSize: 8,
    text: doc.pageText.replace("{page}", String(page)).replace("{pages}", String(pages)),
    alignment: "right"
  }),
  content: [
    { text: doc.tenantName, style: "tenant" },
    { text: doc.title, style: "title", margin: [0, 2, 0, 6] },
    ...doc.details.map((line) => ({ text: line, fontSize: 8.5, color: "#444444" })),
    {
      margin: [0, 10, 0, 0],
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: doc.columns.map((c) => String(Math.round((c.width / total) * 1000) / 10) + "%"),
        body
      },
      layout: "lightHorizontalLines"
    }
  ]
}
pdfmake.createPdf(definition).getBuffer().then(
  (buffer) => parentPort.postMessage({ bytes: new Uint8Array(buffer) }),
  (error) => parentPort.postMessage({ error: String(error && error.stack || error) })
)
`

/** The document's PDF bytes, made in a worker thread; a failure of pdfmake is a defect. */
export const renderPdf = (doc: PdfDocument): Effect.Effect<Uint8Array> =>
  Effect.async<Uint8Array>((resume) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { ...paths(), doc } })
    let settled = false
    const finish = (result: Effect.Effect<Uint8Array>) => {
      if (settled) return
      settled = true
      resume(result)
      void worker.terminate()
    }
    worker.once("message", (m: { bytes?: Uint8Array; error?: string }) =>
      finish(m.bytes ? Effect.succeed(m.bytes) : Effect.die(new Error(`PDF failed: ${m.error}`)))
    )
    worker.once("error", (e) => finish(Effect.die(e)))
    worker.once("exit", (code) => finish(Effect.die(new Error(`PDF worker exited with ${code}`))))
    return Effect.sync(() => void worker.terminate())
  })
