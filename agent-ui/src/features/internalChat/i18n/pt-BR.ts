// The internal chat screen (/chat-interno) and its notifications.
// Source of these texts: en.ts, es.ts and ru.ts beside it have exactly the same keys (checked by
// their type, InternalChatTexts).
export const internalChatPtBR = {
  internalChat: {
    list: {
      conversations: "Conversas",
      users: "Usuários",
      newGroup: "Novo grupo",
      noConversations: "Nenhuma conversa ainda.",
      online: "online",
      offline: "offline"
    },
    pane: {
      choose: "Escolha uma conversa ou um usuário.",
      loading: "Carregando…",
      loadFailed: "Não foi possível carregar o chat.",
      empty: "Nenhuma mensagem ainda.",
      older: "Mensagens anteriores"
    },
    message: { file: "Arquivo", image: "Imagem" },
    composer: {
      placeholder: "Digite uma mensagem",
      caption: "Legenda (opcional)",
      attach: "Anexar",
      files: "Arquivos: {{count}}",
      send: "Enviar"
    },
    group: {
      title: "Novo grupo",
      name: "Nome do grupo",
      members: "Participantes",
      cancel: "Cancelar",
      create: "Criar grupo"
    },
    notify: { title: "Mensagem de {{name}}", inGroup: " em {{group}}" }
  }
}

export type InternalChatTexts = typeof internalChatPtBR
