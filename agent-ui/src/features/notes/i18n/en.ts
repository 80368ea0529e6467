import type { NotesTexts } from "./pt-BR"

export const notesEn: NotesTexts = {
  noteList: {
    title: "Ticket notes",
    intro: "The internal notes of every ticket you may see, newest first.",
    filters: {
      label: "Note filters",
      search: "Search the text of the notes",
      user: "Author",
      allUsers: "All users",
      contact: "Contact",
      contactSearch: "Search a contact by name or number",
      contactHint: "Type at least 2 letters.",
      noContacts: "No contact found.",
      clearContact: "Remove the contact filter",
      dateStart: "From",
      dateEnd: "To",
      periodInvalid: "The end date is before the start date.",
      clear: "Clear filters"
    },
    listLabel: "Notes",
    loading: "Loading…",
    loadFailed: "The notes could not be loaded.",
    empty: "No ticket notes yet.",
    emptyFiltered: "No notes match these filters.",
    loadMore: "Load more",
    loadingMore: "Loading more…",
    moreFailed: "More notes could not be loaded.",
    by: "by {{name}}",
    unknownUser: "Removed user",
    unknownContact: "Unnamed contact",
    protocol: "Protocol {{protocol}}",
    open: "Open ticket {{protocol}}"
  }
}
