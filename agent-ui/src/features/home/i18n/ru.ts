import type { HomeTexts } from "./pt-BR"

export const homeRu: HomeTexts = {
  home: {
    title: "Панель",
    agentIntro: "Панель с показателями обслуживания доступна администраторам и супервайзерам.",
    mass: {
      title: "Массовые действия",
      transferTitle: "Передать обращения",
      resolveTitle: "Решить обращения",
      origin: "Источник",
      byUser: "От пользователя",
      byQueue: "Из очереди",
      toUser: "Пользователю",
      toQueue: "В очередь",
      transferSubmit: "Передать все",
      resolveSubmit: "Решить все",
      transferred: "Передано обращений: {{count}}.",
      resolved: "Решено обращений: {{count}}.",
      skipped: "Не удалось изменить обращений: {{count}}.",
      required: "Выберите источник и получателя.",
      confirmResolve: "Решить все открытые и ожидающие обращения выбранного источника?"
    },
    goToWorkspace: "К обращениям"
  },
  dashboard: {
    period: "Период",
    presets: {
      today: "Сегодня",
      yesterday: "Вчера",
      last7: "Последние 7 дней",
      thisMonth: "Этот месяц",
      lastMonth: "Прошлый месяц",
      custom: "Свой период"
    },
    from: "С",
    to: "По",
    user: "Пользователь",
    queue: "Очередь",
    allUsers: "Все пользователи",
    allQueues: "Все очереди",
    range: {
      incomplete: "Укажите обе даты.",
      reversed: "Начальная дата позже конечной.",
      tooLong: "Выберите не более {{days}} дней."
    },
    periodOf: "С {{from}} по {{to}} (часовой пояс {{zone}})",
    views: { label: "Вид", synthetic: "Сводка", users: "По пользователям", queues: "По очередям" },
    indicators: {
      opened: "Открыто",
      attended: "Принято",
      resolved: "Решено",
      waiting: "Ожидают",
      open: "В работе",
      firstResponse: "Первый ответ",
      resolution: "Время решения"
    },
    hints: {
      waiting: "Из открытых за период ожидают сейчас",
      open: "Из открытых за период в работе сейчас",
      firstResponse: "Среднее по первым ответам: {{count}}",
      resolution: "Среднее от открытия до решения",
      noTime: "Нет случаев за период"
    },
    sla: {
      title: "SLA первого ответа",
      onTime: "В срок",
      attention: "Внимание",
      overdue: "Просрочено",
      none: "За период нет первых ответов."
    },
    chart: { title: "Обращения по дням", label: "{{date}}: открыто {{opened}}, решено {{resolved}}" },
    table: {
      name: "Имя",
      noUser: "Без пользователя",
      noQueue: "Без очереди",
      unknown: "Удалён",
      empty: "За период обращений нет."
    },
    loading: "Загрузка показателей…",
    loadFailed: "Не удалось загрузить показатели."
  }
}
