// The home dashboard (figures, filters, mass actions); the attendance panel has its own (features/panel).
// Source of these texts: en.ts, es.ts and ru.ts beside it have exactly the same keys (checked by
// their type, HomeTexts).
export const homePtBR = {
  home: {
    title: "Painel",
    agentIntro: "O painel com os indicadores do atendimento é dos administradores e supervisores.",
    mass: {
      title: "Ações em massa",
      transferTitle: "Transferir atendimentos",
      resolveTitle: "Resolver atendimentos",
      origin: "Origem",
      byUser: "De um usuário",
      byQueue: "De uma fila",
      toUser: "Para o usuário",
      toQueue: "Para a fila",
      transferSubmit: "Transferir todos",
      resolveSubmit: "Resolver todos",
      transferred: "{{count}} atendimento(s) transferido(s).",
      resolved: "{{count}} atendimento(s) resolvido(s).",
      skipped: "{{count}} atendimento(s) não puderam ser alterados.",
      required: "Escolha a origem e o destino.",
      confirmResolve: "Resolver todos os atendimentos abertos e pendentes da origem escolhida?"
    },
    goToWorkspace: "Ir para os atendimentos"
  },
  dashboard: {
    period: "Período",
    presets: {
      today: "Hoje",
      yesterday: "Ontem",
      last7: "Últimos 7 dias",
      thisMonth: "Este mês",
      lastMonth: "Mês passado",
      custom: "Personalizado"
    },
    from: "De",
    to: "Até",
    user: "Usuário",
    queue: "Fila",
    allUsers: "Todos os usuários",
    allQueues: "Todas as filas",
    range: {
      incomplete: "Informe as duas datas.",
      reversed: "A data inicial é depois da final.",
      tooLong: "Escolha no máximo {{days}} dias."
    },
    periodOf: "De {{from}} a {{to}} (fuso {{zone}})",
    views: { label: "Visão", synthetic: "Sintético", users: "Por usuário", queues: "Por fila" },
    indicators: {
      opened: "Abertos",
      attended: "Atendidos",
      resolved: "Resolvidos",
      waiting: "Aguardando",
      open: "Em atendimento",
      firstResponse: "Primeira resposta",
      resolution: "Tempo de resolução"
    },
    hints: {
      waiting: "Dos abertos no período, pendentes agora",
      open: "Dos abertos no período, em atendimento agora",
      firstResponse: "Média de {{count}} primeira(s) resposta(s)",
      resolution: "Média da abertura à resolução",
      noTime: "Sem casos no período"
    },
    sla: {
      title: "SLA da primeira resposta",
      onTime: "No prazo",
      attention: "Atenção",
      overdue: "Atrasado",
      none: "Nenhuma primeira resposta no período."
    },
    chart: { title: "Atendimentos por dia", label: "{{date}}: {{opened}} abertos, {{resolved}} resolvidos" },
    table: {
      name: "Nome",
      noUser: "Sem usuário",
      noQueue: "Sem fila",
      unknown: "Removido",
      empty: "Nenhum atendimento no período."
    },
    loading: "Carregando indicadores…",
    loadFailed: "Não foi possível carregar os indicadores."
  }
}

export type HomeTexts = typeof homePtBR
