import type {
  ContactImportCheck,
  ContactImportUpload,
  ContactImportView,
  ImportMapping
} from "@atende/core/contracts/contactImport"
import { apiRequest } from "../../../lib/api"
import { uploadContentType } from "../state/importWizard"

// The import calls (runtime/api/contacts.md "Import and export"): upload the file, check a
// mapping, run it, follow the run.

/**
 * Sends the file as it is (its own Content-Type); answers its columns, sample rows and the mapping
 * the server suggests. 400 ERR_IMPORT_FILE_INVALID with `row` and `column`; 413 ERR_FILE_TOO_LARGE.
 */
export function uploadImport(file: File): Promise<ContactImportUpload> {
  return apiRequest<ContactImportUpload>("POST", "/contacts/imports", {
    query: { fileName: file.name },
    body: file,
    headers: { "Content-Type": uploadContentType(file.name, file.type) }
  })
}

/** What a run would do with this mapping now; nothing is stored. 400 ERR_IMPORT_MAPPING. */
export function checkImport(id: number, mapping: ImportMapping): Promise<ContactImportCheck> {
  return apiRequest<ContactImportCheck>("POST", `/contacts/imports/${id}/check`, { body: { mapping } })
}

/** Starts the run (409 ERR_IMPORT_RUNNING when it has started already). */
export function runImport(id: number, mapping: ImportMapping): Promise<ContactImportView> {
  return apiRequest<ContactImportView>("POST", `/contacts/imports/${id}/run`, { body: { mapping } })
}

export function getImport(id: number): Promise<ContactImportView> {
  return apiRequest<ContactImportView>("GET", `/contacts/imports/${id}`)
}
