/**
 * The flow file (download and import): `ChatFlowExport` of core/src/contracts/chatFlows.ts. The
 * builder downloads what is on screen, saved or not; an import is read here first, so a file that is
 * not JSON or not a flow is told apart before the server checks the flow itself (loops included).
 */
import {
  CHAT_FLOW_EXPORT_FORMAT,
  ChatFlowExport,
  type ChatFlowExport as ChatFlowExportT,
  type FlowDocument
} from "@atende/core/contracts/chatFlows"

/** A file name from the flow's name: letters and digits, accents dropped ("Menu Início" → menu-inicio.json). */
export function exportFileName(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
  return `${slug || "fluxo"}.json`
}

export function toExport(name: string, description: string, document: FlowDocument): ChatFlowExportT {
  return { format: CHAT_FLOW_EXPORT_FORMAT, version: 1, name, description, document }
}

export type FlowFileProblem = "notJson" | "notFlow"

/** The file's contents to send to the import, or why it is not a flow file. */
export function readFlowFile(text: string): { ok: true; value: unknown } | { ok: false; problem: FlowFileProblem } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, problem: "notJson" }
  }
  if (!ChatFlowExport.safeParse(value).success) return { ok: false, problem: "notFlow" }
  return { ok: true, value }
}
