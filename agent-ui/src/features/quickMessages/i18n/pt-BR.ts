// The quick messages screen (/mensagens-rapidas) and the composer's picker (/ + key).
// Source of these texts: en.ts, es.ts and ru.ts beside it have exactly the same keys (checked by
// their type, QuickMessagesTexts).
export const quickMessagesPtBR = {
  quickMessages: {
    title: "Mensagens rápidas",
    intro: "Textos prontos para o atendimento: na caixa de mensagem, digite / e o atalho para inserir um deles.",
    add: "Nova mensagem rápida",
    search: "Buscar por atalho ou mensagem",
    loading: "Carregando…",
    loadFailed: "Não foi possível carregar as mensagens rápidas.",
    empty: "Nenhuma mensagem rápida cadastrada ainda.",
    emptySearch: "Nenhuma mensagem rápida para esta busca.",
    count: "{{count}} mensagem(ns) rápida(s)",
    edit: "Editar",
    delete: "Excluir",
    saved: "Mensagem rápida salva.",
    deleted: "Mensagem rápida excluída.",
    form: {
      createTitle: "Nova mensagem rápida",
      editTitle: "Editar mensagem rápida",
      key: "Atalho",
      keyHint: "Digite / e o atalho na caixa de mensagem para usar este texto.",
      message: "Mensagem",
      variables: "Inserir variável do contato",
      save: "Salvar",
      required: "Campo obrigatório.",
      tooLong: "Use no máximo {{max}} caracteres.",
      invalid: "Valor inválido."
    },
    remove: {
      title: "Excluir mensagem rápida",
      text: "Excluir a mensagem rápida “{{key}}”? Esta ação não pode ser desfeita.",
      confirm: "Excluir"
    },
    picker: {
      label: "Mensagens rápidas",
      empty: "Nenhuma mensagem rápida com o atalho “{{query}}”.",
      hint: "↑ ↓ escolhem, Enter insere, Esc fecha"
    },
    variables: {
      name: "Nome do contato",
      greeting: "Saudação (bom dia, boa tarde, boa noite)",
      protocol: "Protocolo do atendimento",
      queueName: "Nome da fila",
      fullDate: "Data e hora atuais",
      username: "Seu nome",
      number: "Número do contato",
      email: "E-mail do contato",
      birthday: "Aniversário do contato",
      businessName: "Empresa do contato",
      firstName: "Primeiro nome do contato",
      lastName: "Sobrenome do contato",
      document: "CPF ou CNPJ do contato"
    }
  }
}

export type QuickMessagesTexts = typeof quickMessagesPtBR
