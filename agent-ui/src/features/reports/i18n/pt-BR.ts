// The reports (/relatorios and its six children). Source of these texts: en.ts, es.ts and ru.ts
// beside it have exactly the same keys (checked by their type, ReportsTexts).
export const reportsPtBR = {
  reports: {
    title: "Relatórios",
    intro: "Escolha um relatório, ajuste os filtros e exporte em PDF, Excel ou CSV, ou imprima.",
    back: "← Relatórios",
    open: "Abrir",
    cards: {
      userStats: {
        title: "Estatísticas de atendimentos por usuário",
        text: "Tickets de cada usuário no período, por status e SLA, mensagens enviadas e tempos médios."
      },
      contactList: { title: "Lista de contatos", text: "Os contatos, por data de criação ou busca." },
      contactsByTag: { title: "Contatos por etiqueta", text: "Os contatos com as etiquetas escolhidas." },
      contactsByState: { title: "Contatos por estado", text: "Os contatos pelo estado do DDD do número." },
      birthdays: { title: "Aniversariantes do mês", text: "Os contatos que fazem aniversário no mês, por dia." },
      tickets: { title: "Relatório de tickets e SLA", text: "Os tickets do período com espera, duração e SLA." }
    },
    filters: {
      from: "De",
      to: "Até",
      apply: "Gerar relatório",
      status: "Status",
      sla: "SLA",
      users: "Usuários",
      queues: "Filas",
      tags: "Etiquetas",
      states: "Estados",
      month: "Mês",
      search: "Buscar por nome, número ou e-mail",
      any: "Todos",
      noTags: "Nenhuma etiqueta cadastrada.",
      pickTag: "Selecione ao menos uma etiqueta.",
      pickState: "Selecione ao menos um estado.",
      periodRequired: "Informe as duas datas do período.",
      searchShort: "Digite ao menos duas letras para buscar."
    },
    status: { pending: "Pendente", open: "Em atendimento", closed: "Resolvido" },
    sla: { green: "No prazo", yellow: "Atenção", red: "Atrasado" },
    columns: {
      protocol: "Protocolo",
      satisfaction: "Satisfação",
      status: "Status",
      contact: "Contato",
      number: "Número",
      email: "E-mail",
      user: "Usuário",
      queue: "Fila",
      channel: "Canal",
      createdAt: "Criado em",
      firstReplyAt: "Primeira resposta",
      closedAt: "Resolvido em",
      wait: "Espera",
      duration: "Duração",
      sla: "SLA",
      name: "Nome",
      tags: "Etiquetas",
      state: "Estado",
      day: "Dia",
      birthday: "Aniversário",
      turns: "Idade",
      tickets: "Tickets",
      pending: "Pendentes",
      open: "Em atendimento",
      closed: "Resolvidos",
      messagesSent: "Mensagens enviadas",
      avgWait: "Espera média",
      avgDuration: "Duração média"
    },
    summary: {
      total: "Tickets",
      avgWait: "Espera média",
      avgDuration: "Duração média",
      contacts: "Contatos",
      counting: "Calculando…"
    },
    nobody: "Sem usuário",
    total: "Total",
    loading: "Carregando…",
    loadFailed: "Não foi possível carregar o relatório.",
    empty: "Nenhum resultado para estes filtros.",
    pending: "Escolha os filtros e gere o relatório.",
    count: "{{shown}} de {{total}}",
    countMore: "{{shown}} de mais de {{total}}",
    loadMore: "Carregar mais",
    print: "Imprimir",
    export: {
      button: "Exportar",
      pdf: "PDF",
      xlsx: "Excel (XLSX)",
      csv: "CSV",
      running: "Exportando… {{rows}} de {{total}} linhas",
      finishing: "Gerando o arquivo…",
      done: "Arquivo {{name}} baixado.",
      failed: "A exportação falhou."
    },
    months: {
      m1: "Janeiro",
      m2: "Fevereiro",
      m3: "Março",
      m4: "Abril",
      m5: "Maio",
      m6: "Junho",
      m7: "Julho",
      m8: "Agosto",
      m9: "Setembro",
      m10: "Outubro",
      m11: "Novembro",
      m12: "Dezembro"
    }
  }
}

export type ReportsTexts = typeof reportsPtBR
