export const businessHoursPtBR = {
  businessHours: {
    title: "Horário de atendimento",
    intro:
      "Para cada dia da semana: aberto o dia todo, fechado ou aberto em faixas de horário. Fora do horário, " +
      "o cliente recebe a mensagem de ausência uma vez por atendimento.",
    timeZone: "Fuso horário da empresa: {{zone}}",
    openNow: "Aberto agora",
    closedNow: "Fechado agora",
    loading: "Carregando…",
    loadFailed: "Não foi possível carregar o horário de atendimento.",
    day: "Dia",
    mode: "Modo",
    modes: { open: "Aberto", closed: "Fechado", hours: "Faixa de horário" },
    start: "Início",
    end: "Fim",
    addRange: "Adicionar faixa",
    removeRange: "Remover faixa",
    absenceMessage: "Mensagem de ausência",
    absenceHint:
      "Enviada fora do horário, uma vez por atendimento. Vazia: nada é enviado. Aceita {{name}} e outras variáveis.",
    save: "Salvar",
    saved: "Horário de atendimento salvo.",
    weekdays: {
      "0": "Domingo",
      "1": "Segunda-feira",
      "2": "Terça-feira",
      "3": "Quarta-feira",
      "4": "Quinta-feira",
      "5": "Sexta-feira",
      "6": "Sábado"
    },
    problems: {
      format: "Use o formato HH:mm (24:00 para meia-noite).",
      order: "O início deve ser antes do fim; uma faixa não pode passar da meia-noite.",
      overlap: "Esta faixa se sobrepõe a outra.",
      required: "Informe pelo menos uma faixa.",
      tooLong: "Texto longo demais.",
      invalid: "Valor inválido."
    },
    availability: {
      title: "Disponibilidade dos usuários",
      intro: "Os turnos em que cada usuário atende, por dia da semana. Os agendamentos usam esta disponibilidade.",
      users: "Usuários",
      empty: "Nenhum usuário.",
      defaults: "Padrão (seg. a sex., 08:00-18:00)",
      days: "{{count}} dia(s) com turnos",
      editing: "Disponibilidade de {{name}}",
      choose: "Escolha um usuário para editar.",
      shifts: { morning: "Manhã", afternoon: "Tarde", evening: "Noite", fullDay: "Dia inteiro" },
      save: "Salvar disponibilidade",
      saved: "Disponibilidade salva."
    }
  }
}

export type BusinessHoursTexts = typeof businessHoursPtBR
