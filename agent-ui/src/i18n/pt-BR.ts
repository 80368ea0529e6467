// Source of the interface texts; en.ts must have exactly the same keys (checked by its type).
export const ptBR = {
  app: { name: "Atende" },
  common: { close: "Fechar" },
  nav: { home: "Painel", workspace: "Atendimentos", settings: "Configurações" },
  topbar: {
    language: "Idioma",
    logout: "Sair",
    live: { online: "Conectado", connecting: "Conectando…", offline: "Sem conexão" }
  },
  languages: { "pt-BR": "Português", en: "English" },
  login: {
    title: "Entrar",
    subtitle: "Acesse sua conta para atender seus clientes.",
    identifier: "E-mail ou telefone",
    identifierPlaceholder: "voce@empresa.com ou 5511999999999",
    password: "Senha",
    submit: "Entrar",
    submitting: "Entrando…",
    invalidIdentifier: "Informe um e-mail ou telefone válido.",
    passwordRequired: "Informe a senha."
  },
  notices: {
    loginRequired: "Faça login para continuar.",
    noPermission: "Você não tem permissão para acessar esta página.",
    success: "Tudo certo..."
  },
  home: {
    title: "Painel",
    placeholder: "O painel de controle com indicadores chegará em breve.",
    goToWorkspace: "Ir para os atendimentos"
  },
  notFound: { title: "Página não encontrada", text: "O endereço acessado não existe.", back: "Voltar ao início" },
  tickets: {
    tabs: { pending: "Pendentes", open: "Abertos", closed: "Resolvidos" },
    status: { pending: "Pendente", open: "Em atendimento", closed: "Resolvido" },
    listLabel: "Lista de atendimentos",
    empty: "Nenhum atendimento aqui.",
    loading: "Carregando…",
    loadMore: "Carregar mais",
    noMessage: "Sem mensagens",
    unknownContact: "Contato sem nome",
    unread: "{{count}} não lidas"
  },
  chat: {
    selectTicket: "Selecione um atendimento para ver a conversa.",
    attend: "Atender",
    resolve: "Resolver",
    reopen: "Reabrir",
    back: "Voltar",
    protocol: "Protocolo {{protocol}}",
    assignedTo: "Atendente: {{name}}",
    loadOlder: "Carregar mensagens anteriores",
    loading: "Carregando mensagens…",
    empty: "Nenhuma mensagem ainda.",
    notFound: "Este atendimento não foi encontrado.",
    loadFailed: "Não foi possível carregar a conversa.",
    tryAgain: "Tentar novamente",
    placeholder: "Digite uma mensagem",
    send: "Enviar",
    attendToReply: "Clique em \"Atender\" para responder a este cliente.",
    closedNotice: "Atendimento resolvido. Reabra para enviar mensagens.",
    sending: "Enviando",
    failed: "Não enviada",
    retry: "Reenviar",
    attachment: "Anexo"
  },
  errors: {
    unidentified: "Não identificado",
    detail: "Detalhe: {{text}}",
    network: "Sem conexão com o servidor. Verifique sua internet.",
    timeout: "O servidor demorou demais para responder."
  }
}

export type Messages = typeof ptBR
