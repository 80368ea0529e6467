// The shell's texts (top bar, navigation, placeholders, notices) and those of components/ and
// lib/ that every feature uses (common buttons, the emoji picker, failures without a catalogue code).
// Error codes are not here: their texts come from core's catalogue (pt-BR, en) and from core's
// errors/texts/es.ts and errors/texts/ru.ts.
// Source of these texts: en.ts, es.ts and ru.ts beside it have exactly the same keys (checked by
// their type, AppTexts).
export const appPtBR = {
  app: { name: "Atende" },
  common: {
    close: "Fechar",
    cancel: "Cancelar",
    confirm: "Confirmar",
    save: "Salvar",
    delete: "Excluir",
    search: "Buscar",
    loading: "Carregando…",
    tryAgain: "Tentar novamente",
    none: "Nenhum",
    you: "Você",
    system: "Sistema"
  },
  nav: {
    menu: "Menu",
    home: "Painel",
    attendancePanel: "Painel de atendimentos",
    workspace: "Atendimentos",
    contacts: "Contatos",
    schedules: "Agendamentos",
    autoReply: "Auto resposta",
    notes: "Notas",
    quickMessages: "Mensagens rápidas",
    kanban: "Kanban",
    campaigns: "Campanhas",
    smsCampaigns: "Campanhas SMS",
    wabaCampaigns: "Campanhas API oficial",
    reports: "Relatórios",
    internalChat: "Chat interno",
    wavoip: "Chamadas",
    settings: "Configurações",
    more: "Mais"
  },
  topbar: {
    language: "Idioma",
    logout: "Sair",
    darkMode: "Modo escuro",
    lightMode: "Modo claro",
    live: { online: "Conectado", connecting: "Conectando…", offline: "Sem conexão" }
  },
  languages: { "pt-BR": "Português", en: "English", es: "Español", ru: "Русский" },
  screens: {
    attendancePanel: "Painel de atendimentos",
    contacts: "Contatos",
    schedules: "Agendamentos",
    autoReply: "Auto resposta",
    notes: "Notas de atendimento",
    quickMessages: "Mensagens rápidas",
    kanban: "Kanban de leads",
    campaigns: "Campanhas",
    campaign: "Campanha",
    smsCampaigns: "Campanhas SMS",
    wabaCampaigns: "Campanhas API oficial",
    wabaCampaign: "Campanha API oficial",
    reports: "Relatórios",
    reportUserStats: "Estatísticas de atendimentos por usuário",
    reportContactList: "Lista de contatos",
    reportContactsByTag: "Contatos por etiquetas",
    reportContactsByState: "Contatos por estado",
    reportBirthdays: "Aniversariantes do mês",
    reportTickets: "Relatório de atendimentos",
    internalChat: "Chat interno",
    wavoip: "Chamadas e webphone",
    settingsChannels: "Canais",
    settingsPrompt: "Prompts de IA",
    settingsHours: "Horário de atendimento",
    settingsShifts: "Horários",
    settingsTypebot: "Typebot API",
    settingsSystemInfo: "Informações do sistema",
    settingsTemplates: "Templates",
    settingsApi: "API",
    settingsServices: "Serviços",
    settingsChatFlow: "Fluxos de chatbot",
    settingsChatFlowBuilder: "Construtor de fluxo",
    settingsGroups: "Grupos"
  },
  placeholder: {
    text: "Esta tela ainda não está disponível nesta versão do Atende.",
    back: "Ir para os atendimentos"
  },
  notices: {
    loginRequired: "Faça login para continuar.",
    noPermission: "Você não tem permissão para acessar esta página.",
    success: "Tudo certo..."
  },
  notFound: { title: "Página não encontrada", text: "O endereço acessado não existe.", back: "Voltar ao início" },
  emoji: { title: "Emojis", search: "Buscar emoji" },
  errors: {
    unidentified: "Não identificado",
    detail: "Detalhe: {{text}}",
    network: "Sem conexão com o servidor. Verifique sua internet.",
    timeout: "O servidor demorou demais para responder."
  }
}

export type AppTexts = typeof appPtBR
