// The attendance panel (live cards per agent and queue). Source of these texts: en.ts, es.ts and
// ru.ts beside it have exactly the same keys (checked by their type, PanelTexts).
export const panelPtBR = {
  panel: {
    title: "Painel de atendimentos",
    agents: "Atendentes",
    queues: "Filas",
    online: "Online",
    offline: "Offline",
    onlineCount: "{{count}} online",
    open: "Em atendimento",
    waiting: "Aguardando",
    longestWait: "Maior espera",
    noWait: "Ninguém aguardando resposta",
    sla: { green: "No prazo", yellow: "Atenção", red: "Atrasado" },
    noQueue: "Sem fila",
    total: "Todos",
    profiles: { admin: "Administrador", super: "Supervisor", user: "Agente" },
    noAgents: "Nenhum usuário ativo.",
    noQueues: "Nenhuma fila ativa.",
    noPermission: "O painel de atendimentos é dos administradores e supervisores.",
    loading: "Carregando o painel…",
    loadFailed: "Não foi possível carregar o painel.",
    goToWorkspace: "Ir para os atendimentos"
  }
}

export type PanelTexts = typeof panelPtBR
