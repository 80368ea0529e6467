/** The public face of the notes feature: its screen (/notas) for the router. */
export { NotesPage } from "./components/NotesPage"
