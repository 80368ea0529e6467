/**
 * The words of an exported file (titles, column headers, statuses, SLA classes, the PDF's header and
 * footer) in the four languages of the UIs; the agent UI asks for its own, the CLI for pt-BR.
 */
import type { ReportKind, ReportLang } from "@atende/core/contracts/reports"

export type ColumnKey =
  | "protocol"
  | "status"
  | "contact"
  | "name"
  | "number"
  | "email"
  | "user"
  | "queue"
  | "channel"
  | "createdAt"
  | "firstReplyAt"
  | "closedAt"
  | "wait"
  | "duration"
  | "sla"
  | "tickets"
  | "pending"
  | "open"
  | "closed"
  | "messagesSent"
  | "avgWait"
  | "avgDuration"
  | "slaGreen"
  | "slaYellow"
  | "slaRed"
  | "tags"
  | "state"
  | "day"
  | "birthday"
  | "turns"
  | "satisfaction"

export type ReportTexts = {
  readonly titles: Readonly<Record<ReportKind, string>>
  readonly columns: Readonly<Record<ColumnKey, string>>
  readonly status: Readonly<Record<"pending" | "open" | "closed", string>>
  readonly sla: Readonly<Record<"green" | "yellow" | "red", string>>
  readonly nobody: string
  readonly tenant: string
  readonly total: string
  readonly period: string
  readonly filters: string
  readonly generatedAt: string
  readonly timezone: string
  readonly rows: string
  /** "Página {page} de {pages}". */
  readonly page: string
  readonly months: ReadonlyArray<string>
  readonly all: string
}

const ptBR: ReportTexts = {
  titles: {
    userStats: "Estatísticas de atendimentos por usuário",
    contactList: "Lista de contatos",
    contactsByTag: "Contatos por etiqueta",
    contactsByState: "Contatos por estado",
    birthdays: "Aniversariantes do mês",
    tickets: "Relatório de tickets e SLA"
  },
  columns: {
    protocol: "Protocolo",
    status: "Status",
    contact: "Contato",
    name: "Nome",
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
    tickets: "Tickets",
    pending: "Pendentes",
    open: "Em atendimento",
    closed: "Resolvidos",
    messagesSent: "Mensagens enviadas",
    avgWait: "Espera média",
    avgDuration: "Duração média",
    slaGreen: "SLA no prazo",
    slaYellow: "SLA em atenção",
    slaRed: "SLA atrasado",
    tags: "Etiquetas",
    state: "Estado",
    day: "Dia",
    birthday: "Aniversário",
    turns: "Idade a completar",
    satisfaction: "Satisfação"
  },
  status: { pending: "Pendente", open: "Em atendimento", closed: "Resolvido" },
  sla: { green: "No prazo", yellow: "Atenção", red: "Atrasado" },
  nobody: "Sem usuário",
  tenant: "Empresa",
  total: "Total",
  period: "Período",
  filters: "Filtros",
  generatedAt: "Gerado em",
  timezone: "Fuso horário",
  rows: "Linhas",
  page: "Página {page} de {pages}",
  months: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro"
  ],
  all: "todos"
}

const en: ReportTexts = {
  titles: {
    userStats: "Attendance statistics by user",
    contactList: "Contact list",
    contactsByTag: "Contacts by tag",
    contactsByState: "Contacts by state",
    birthdays: "Birthdays of the month",
    tickets: "Tickets and SLA report"
  },
  columns: {
    protocol: "Protocol",
    status: "Status",
    contact: "Contact",
    name: "Name",
    number: "Number",
    email: "E-mail",
    user: "User",
    queue: "Queue",
    channel: "Channel",
    createdAt: "Created",
    firstReplyAt: "First reply",
    closedAt: "Resolved",
    wait: "Wait",
    duration: "Duration",
    sla: "SLA",
    tickets: "Tickets",
    pending: "Pending",
    open: "In service",
    closed: "Resolved",
    messagesSent: "Messages sent",
    avgWait: "Mean wait",
    avgDuration: "Mean duration",
    slaGreen: "SLA on time",
    slaYellow: "SLA attention",
    slaRed: "SLA overdue",
    tags: "Tags",
    state: "State",
    day: "Day",
    birthday: "Birthday",
    turns: "Turns",
    satisfaction: "Satisfaction"
  },
  status: { pending: "Pending", open: "In service", closed: "Resolved" },
  sla: { green: "On time", yellow: "Attention", red: "Overdue" },
  nobody: "No user",
  tenant: "Company",
  total: "Total",
  period: "Period",
  filters: "Filters",
  generatedAt: "Generated",
  timezone: "Time zone",
  rows: "Rows",
  page: "Page {page} of {pages}",
  months: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December"
  ],
  all: "all"
}

const es: ReportTexts = {
  titles: {
    userStats: "Estadísticas de atenciones por usuario",
    contactList: "Lista de contactos",
    contactsByTag: "Contactos por etiqueta",
    contactsByState: "Contactos por estado",
    birthdays: "Cumpleaños del mes",
    tickets: "Informe de tickets y SLA"
  },
  columns: {
    protocol: "Protocolo",
    status: "Estado",
    contact: "Contacto",
    name: "Nombre",
    number: "Número",
    email: "Correo",
    user: "Usuario",
    queue: "Cola",
    channel: "Canal",
    createdAt: "Creado",
    firstReplyAt: "Primera respuesta",
    closedAt: "Resuelto",
    wait: "Espera",
    duration: "Duración",
    sla: "SLA",
    tickets: "Tickets",
    pending: "Pendientes",
    open: "En atención",
    closed: "Resueltos",
    messagesSent: "Mensajes enviados",
    avgWait: "Espera media",
    avgDuration: "Duración media",
    slaGreen: "SLA a tiempo",
    slaYellow: "SLA en atención",
    slaRed: "SLA atrasado",
    tags: "Etiquetas",
    state: "Estado (UF)",
    day: "Día",
    birthday: "Cumpleaños",
    turns: "Cumple",
    satisfaction: "Satisfacción"
  },
  status: { pending: "Pendiente", open: "En atención", closed: "Resuelto" },
  sla: { green: "A tiempo", yellow: "Atención", red: "Atrasado" },
  nobody: "Sin usuario",
  tenant: "Empresa",
  total: "Total",
  period: "Período",
  filters: "Filtros",
  generatedAt: "Generado",
  timezone: "Zona horaria",
  rows: "Filas",
  page: "Página {page} de {pages}",
  months: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre"
  ],
  all: "todos"
}

const ru: ReportTexts = {
  titles: {
    userStats: "Статистика обслуживания по пользователям",
    contactList: "Список контактов",
    contactsByTag: "Контакты по меткам",
    contactsByState: "Контакты по штатам",
    birthdays: "Дни рождения месяца",
    tickets: "Отчёт по обращениям и SLA"
  },
  columns: {
    protocol: "Протокол",
    status: "Статус",
    contact: "Контакт",
    name: "Имя",
    number: "Номер",
    email: "E-mail",
    user: "Пользователь",
    queue: "Очередь",
    channel: "Канал",
    createdAt: "Создано",
    firstReplyAt: "Первый ответ",
    closedAt: "Решено",
    wait: "Ожидание",
    duration: "Длительность",
    sla: "SLA",
    tickets: "Обращения",
    pending: "В ожидании",
    open: "В работе",
    closed: "Решённые",
    messagesSent: "Отправлено сообщений",
    avgWait: "Среднее ожидание",
    avgDuration: "Средняя длительность",
    slaGreen: "SLA в срок",
    slaYellow: "SLA: внимание",
    slaRed: "SLA просрочен",
    tags: "Метки",
    state: "Штат",
    day: "День",
    birthday: "День рождения",
    turns: "Исполняется",
    satisfaction: "Удовлетворённость"
  },
  status: { pending: "В ожидании", open: "В работе", closed: "Решено" },
  sla: { green: "В срок", yellow: "Внимание", red: "Просрочено" },
  nobody: "Без пользователя",
  tenant: "Компания",
  total: "Итого",
  period: "Период",
  filters: "Фильтры",
  generatedAt: "Создан",
  timezone: "Часовой пояс",
  rows: "Строк",
  page: "Страница {page} из {pages}",
  months: [
    "январь",
    "февраль",
    "март",
    "апрель",
    "май",
    "июнь",
    "июль",
    "август",
    "сентябрь",
    "октябрь",
    "ноябрь",
    "декабрь"
  ],
  all: "все"
}

export const REPORT_TEXTS: Readonly<Record<ReportLang, ReportTexts>> = { "pt-BR": ptBR, en, es, ru }

/** `relatorio-tickets-2026-03-31.xlsx`: the report's route name and the tenant's day. */
const SLUGS: Readonly<Record<ReportKind, string>> = {
  userStats: "estatisticas-atendimentos-usuarios",
  contactList: "lista-contatos",
  contactsByTag: "contatos-por-etiquetas",
  contactsByState: "contatos-por-estado",
  birthdays: "aniversariantes-do-mes",
  tickets: "relatorio-tickets"
}

export const reportFileName = (report: ReportKind, format: string, today: string) =>
  `${SLUGS[report]}-${today}.${format}`
