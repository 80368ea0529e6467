import type { AppTexts } from "./pt-BR"

export const appEs: AppTexts = {
  app: { name: "Atende" },
  common: {
    close: "Cerrar",
    cancel: "Cancelar",
    confirm: "Confirmar",
    save: "Guardar",
    delete: "Eliminar",
    search: "Buscar",
    loading: "Cargando…",
    tryAgain: "Intentar de nuevo",
    none: "Ninguno",
    you: "Usted",
    system: "Sistema"
  },
  nav: {
    menu: "Menú",
    home: "Panel",
    attendancePanel: "Panel de atenciones",
    workspace: "Atenciones",
    contacts: "Contactos",
    schedules: "Citas",
    autoReply: "Respuesta automática",
    notes: "Notas",
    quickMessages: "Mensajes rápidos",
    kanban: "Kanban",
    campaigns: "Campañas",
    smsCampaigns: "Campañas SMS",
    wabaCampaigns: "Campañas API oficial",
    reports: "Informes",
    internalChat: "Chat interno",
    wavoip: "Llamadas",
    settings: "Configuración",
    more: "Más"
  },
  topbar: {
    language: "Idioma",
    logout: "Salir",
    darkMode: "Modo oscuro",
    lightMode: "Modo claro",
    live: { online: "Conectado", connecting: "Conectando…", offline: "Sin conexión" }
  },
  languages: { "pt-BR": "Português", en: "English", es: "Español", ru: "Русский" },
  screens: {
    attendancePanel: "Panel de atenciones",
    contacts: "Contactos",
    schedules: "Citas",
    autoReply: "Respuesta automática",
    notes: "Notas de atención",
    quickMessages: "Mensajes rápidos",
    kanban: "Kanban de leads",
    campaigns: "Campañas",
    campaign: "Campaña",
    smsCampaigns: "Campañas SMS",
    wabaCampaigns: "Campañas API oficial",
    wabaCampaign: "Campaña API oficial",
    reports: "Informes",
    reportUserStats: "Estadísticas de atenciones por usuario",
    reportContactList: "Lista de contactos",
    reportContactsByTag: "Contactos por etiquetas",
    reportContactsByState: "Contactos por estado",
    reportBirthdays: "Cumpleaños del mes",
    reportTickets: "Informe de atenciones",
    internalChat: "Chat interno",
    wavoip: "Llamadas y teléfono web",
    settingsChannels: "Canales",
    settingsPrompt: "Prompts de IA",
    settingsHours: "Horario de atención",
    settingsShifts: "Horarios",
    settingsTypebot: "Typebot API",
    settingsSystemInfo: "Información del sistema",
    settingsTemplates: "Plantillas",
    settingsApi: "API",
    settingsServices: "Servicios",
    settingsChatFlow: "Flujos de chatbot",
    settingsChatFlowBuilder: "Constructor de flujos",
    settingsGroups: "Grupos"
  },
  placeholder: {
    text: "Esta pantalla aún no está disponible en esta versión de Atende.",
    back: "Ir a las atenciones"
  },
  notices: {
    loginRequired: "Inicie sesión para continuar.",
    noPermission: "No tiene permiso para acceder a esta página.",
    success: "Todo listo..."
  },
  notFound: { title: "Página no encontrada", text: "La dirección abierta no existe.", back: "Volver al inicio" },
  emoji: { title: "Emojis", search: "Buscar emoji" },
  errors: {
    unidentified: "No identificado",
    detail: "Detalle: {{text}}",
    network: "Sin conexión con el servidor. Verifique su internet.",
    timeout: "El servidor tardó demasiado en responder."
  }
}
