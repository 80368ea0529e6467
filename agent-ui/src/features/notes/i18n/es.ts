import type { NotesTexts } from "./pt-BR"

export const notesEs: NotesTexts = {
  noteList: {
    title: "Notas de atención",
    intro: "Las notas internas de todas las atenciones que puede ver, de las más recientes a las más antiguas.",
    filters: {
      label: "Filtros de las notas",
      search: "Buscar en el texto de las notas",
      user: "Autor",
      allUsers: "Todos los usuarios",
      contact: "Contacto",
      contactSearch: "Buscar contacto por nombre o número",
      contactHint: "Escriba al menos 2 letras.",
      noContacts: "No se encontró ningún contacto.",
      clearContact: "Quitar el filtro de contacto",
      dateStart: "Desde",
      dateEnd: "Hasta",
      periodInvalid: "La fecha final es anterior a la inicial.",
      clear: "Limpiar filtros"
    },
    listLabel: "Notas",
    loading: "Cargando…",
    loadFailed: "No se pudieron cargar las notas.",
    empty: "Todavía no hay notas de atención.",
    emptyFiltered: "Ninguna nota con estos filtros.",
    loadMore: "Cargar más",
    loadingMore: "Cargando más…",
    moreFailed: "No se pudieron cargar más notas.",
    by: "por {{name}}",
    unknownUser: "Usuario eliminado",
    unknownContact: "Contacto sin nombre",
    protocol: "Protocolo {{protocol}}",
    open: "Abrir la atención {{protocol}}"
  }
}
