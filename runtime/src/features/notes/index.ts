/**
 * The public module of the notes feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { allNotesRoute } from "./http/allNotes"
export { migrations } from "./migrations/migrations"
export { addNoteRoute, deleteNoteRoute, listNotesRoute } from "./notes"
