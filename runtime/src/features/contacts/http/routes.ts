/** The contacts API's routes (runtime/api/contacts.md), registered by server/workspaceRoutes.ts. */
import { HttpRouter } from "@effect/platform"
import { handle } from "../../../platform/http/edge"
import { create, list, one, remove, setExtraInfo, setTags, setWallets, update } from "./contacts"
import { checkImportRoute, exportRoute, getImportRoute, runImportRoute, uploadImport } from "./io"
import { duplicatesRoute, mergeRoute, mergesRoute, undoRoute } from "./merges"
import { addNote, deleteNote, listNotes } from "./notes"

export const contactRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/contacts", handle(list)),
  HttpRouter.post("/contacts", handle(create)),
  HttpRouter.get("/contacts/export", handle(exportRoute)),
  HttpRouter.post("/contacts/imports", handle(uploadImport)),
  HttpRouter.get("/contacts/imports/:id", handle(getImportRoute)),
  HttpRouter.post("/contacts/imports/:id/check", handle(checkImportRoute)),
  HttpRouter.post("/contacts/imports/:id/run", handle(runImportRoute)),
  HttpRouter.get("/contacts/duplicates", handle(duplicatesRoute)),
  HttpRouter.post("/contacts/duplicates/merge", handle(mergeRoute)),
  HttpRouter.get("/contacts/merges", handle(mergesRoute)),
  HttpRouter.post("/contacts/merges/:id/undo", handle(undoRoute)),
  HttpRouter.get("/contacts/:id", handle(one)),
  HttpRouter.put("/contacts/:id", handle(update)),
  HttpRouter.del("/contacts/:id", handle(remove)),
  HttpRouter.put("/contacts/:id/tags", handle(setTags)),
  HttpRouter.put("/contacts/:id/wallets", handle(setWallets)),
  HttpRouter.put("/contacts/:id/extra-info", handle(setExtraInfo)),
  HttpRouter.get("/contacts/:id/notes", handle(listNotes)),
  HttpRouter.post("/contacts/:id/notes", handle(addNote)),
  HttpRouter.del("/contacts/:id/notes/:noteId", handle(deleteNote))
)
