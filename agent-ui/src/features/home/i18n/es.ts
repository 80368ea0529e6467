import type { HomeTexts } from "./pt-BR"

export const homeEs: HomeTexts = {
  home: {
    title: "Panel",
    agentIntro: "El panel con los indicadores de atención es para administradores y supervisores.",
    mass: {
      title: "Acciones masivas",
      transferTitle: "Transferir atenciones",
      resolveTitle: "Resolver atenciones",
      origin: "Origen",
      byUser: "De un usuario",
      byQueue: "De una cola",
      toUser: "Al usuario",
      toQueue: "A la cola",
      transferSubmit: "Transferir todas",
      resolveSubmit: "Resolver todas",
      transferred: "{{count}} atención(es) transferida(s).",
      resolved: "{{count}} atención(es) resuelta(s).",
      skipped: "{{count}} atención(es) no pudieron cambiarse.",
      required: "Elija el origen y el destino.",
      confirmResolve: "¿Resolver todas las atenciones abiertas y pendientes del origen elegido?"
    },
    goToWorkspace: "Ir a las atenciones"
  },
  dashboard: {
    period: "Período",
    presets: {
      today: "Hoy",
      yesterday: "Ayer",
      last7: "Últimos 7 días",
      thisMonth: "Este mes",
      lastMonth: "Mes pasado",
      custom: "Personalizado"
    },
    from: "Desde",
    to: "Hasta",
    user: "Usuario",
    queue: "Cola",
    allUsers: "Todos los usuarios",
    allQueues: "Todas las colas",
    range: {
      incomplete: "Ingrese las dos fechas.",
      reversed: "La fecha inicial es posterior a la final.",
      tooLong: "Elija como máximo {{days}} días."
    },
    periodOf: "Del {{from}} al {{to}} (huso {{zone}})",
    views: { label: "Vista", synthetic: "Sintética", users: "Por usuario", queues: "Por cola" },
    indicators: {
      opened: "Abiertas",
      attended: "Atendidas",
      resolved: "Resueltas",
      waiting: "En espera",
      open: "En atención",
      firstResponse: "Primera respuesta",
      resolution: "Tiempo de resolución"
    },
    hints: {
      waiting: "De las abiertas en el período, pendientes ahora",
      open: "De las abiertas en el período, en atención ahora",
      firstResponse: "Promedio de {{count}} primera(s) respuesta(s)",
      resolution: "Promedio desde la apertura hasta la resolución",
      noTime: "Sin casos en el período"
    },
    sla: {
      title: "SLA de la primera respuesta",
      onTime: "A tiempo",
      attention: "Atención",
      overdue: "Atrasada",
      none: "Ninguna primera respuesta en el período."
    },
    chart: { title: "Atenciones por día", label: "{{date}}: {{opened}} abiertas, {{resolved}} resueltas" },
    table: {
      name: "Nombre",
      noUser: "Sin usuario",
      noQueue: "Sin cola",
      unknown: "Eliminado",
      empty: "Ninguna atención en el período."
    },
    loading: "Cargando indicadores…",
    loadFailed: "No se pudieron cargar los indicadores."
  }
}
