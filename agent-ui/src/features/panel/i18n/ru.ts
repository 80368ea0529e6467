import type { PanelTexts } from "./pt-BR"

export const panelRu: PanelTexts = {
  panel: {
    title: "Панель обращений",
    agents: "Сотрудники",
    queues: "Очереди",
    online: "В сети",
    offline: "Не в сети",
    onlineCount: "В сети: {{count}}",
    open: "В работе",
    waiting: "Ожидают",
    longestWait: "Самое долгое ожидание",
    noWait: "Никто не ждёт ответа",
    sla: { green: "В срок", yellow: "Внимание", red: "Просрочено" },
    noQueue: "Без очереди",
    total: "Все",
    profiles: { admin: "Администратор", super: "Супервайзер", user: "Агент" },
    noAgents: "Нет активных пользователей.",
    noQueues: "Нет активных очередей.",
    noPermission: "Панель обращений доступна администраторам и супервайзерам.",
    loading: "Загрузка панели…",
    loadFailed: "Не удалось загрузить панель.",
    goToWorkspace: "К обращениям"
  }
}
