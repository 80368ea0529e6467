import type { PanelTexts } from "./pt-BR"

export const panelEn: PanelTexts = {
  panel: {
    title: "Attendance panel",
    agents: "Agents",
    queues: "Queues",
    online: "Online",
    offline: "Offline",
    onlineCount: "{{count}} online",
    open: "In progress",
    waiting: "Waiting",
    longestWait: "Longest wait",
    noWait: "Nobody waiting for an answer",
    sla: { green: "On time", yellow: "Attention", red: "Overdue" },
    noQueue: "No queue",
    total: "All",
    profiles: { admin: "Administrator", super: "Supervisor", user: "Agent" },
    noAgents: "No active users.",
    noQueues: "No active queues.",
    noPermission: "The attendance panel is for administrators and supervisors.",
    loading: "Loading the panel…",
    loadFailed: "The panel could not be loaded.",
    goToWorkspace: "Go to tickets"
  }
}
