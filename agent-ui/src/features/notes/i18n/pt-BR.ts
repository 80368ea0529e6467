// The notes of attendance screen (/notas): every note of the tickets the user may see.
// Source of these texts: en.ts, es.ts and ru.ts beside it have exactly the same keys (checked by
// their type, NotesTexts).
export const notesPtBR = {
  noteList: {
    title: "Notas de atendimento",
    intro: "As notas internas de todos os atendimentos que você pode ver, das mais recentes às mais antigas.",
    filters: {
      label: "Filtros das notas",
      search: "Buscar no texto das notas",
      user: "Autor",
      allUsers: "Todos os usuários",
      contact: "Contato",
      contactSearch: "Buscar contato por nome ou número",
      contactHint: "Digite ao menos 2 letras.",
      noContacts: "Nenhum contato encontrado.",
      clearContact: "Remover o filtro de contato",
      dateStart: "De",
      dateEnd: "Até",
      periodInvalid: "A data final é anterior à inicial.",
      clear: "Limpar filtros"
    },
    listLabel: "Notas",
    loading: "Carregando…",
    loadFailed: "Não foi possível carregar as notas.",
    empty: "Nenhuma nota de atendimento ainda.",
    emptyFiltered: "Nenhuma nota com estes filtros.",
    loadMore: "Carregar mais",
    loadingMore: "Carregando mais…",
    moreFailed: "Não foi possível carregar mais notas.",
    by: "por {{name}}",
    unknownUser: "Usuário removido",
    unknownContact: "Contato sem nome",
    protocol: "Protocolo {{protocol}}",
    open: "Abrir o atendimento {{protocol}}"
  }
}

export type NotesTexts = typeof notesPtBR
