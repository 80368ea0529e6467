import type { PanelTexts } from "./pt-BR"

export const panelEs: PanelTexts = {
  panel: {
    title: "Panel de atenciones",
    agents: "Agentes",
    queues: "Colas",
    online: "En línea",
    offline: "Desconectado",
    onlineCount: "{{count}} en línea",
    open: "En atención",
    waiting: "En espera",
    longestWait: "Mayor espera",
    noWait: "Nadie espera respuesta",
    sla: { green: "A tiempo", yellow: "Atención", red: "Atrasada" },
    noQueue: "Sin cola",
    total: "Todas",
    profiles: { admin: "Administrador", super: "Supervisor", user: "Agente" },
    noAgents: "Ningún usuario activo.",
    noQueues: "Ninguna cola activa.",
    noPermission: "El panel de atenciones es para administradores y supervisores.",
    loading: "Cargando el panel…",
    loadFailed: "No se pudo cargar el panel.",
    goToWorkspace: "Ir a las atenciones"
  }
}
