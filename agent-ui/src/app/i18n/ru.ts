import type { AppTexts } from "./pt-BR"

export const appRu: AppTexts = {
  app: { name: "Atende" },
  common: {
    close: "Закрыть",
    cancel: "Отмена",
    confirm: "Подтвердить",
    save: "Сохранить",
    delete: "Удалить",
    search: "Поиск",
    loading: "Загрузка…",
    tryAgain: "Повторить",
    none: "Нет",
    you: "Вы",
    system: "Система"
  },
  nav: {
    menu: "Меню",
    home: "Панель",
    attendancePanel: "Панель обращений",
    workspace: "Обращения",
    contacts: "Контакты",
    schedules: "Записи",
    autoReply: "Автоответ",
    notes: "Заметки",
    quickMessages: "Быстрые сообщения",
    kanban: "Канбан",
    campaigns: "Рассылки",
    smsCampaigns: "SMS-рассылки",
    wabaCampaigns: "Рассылки через официальный API",
    reports: "Отчёты",
    internalChat: "Внутренний чат",
    wavoip: "Звонки",
    settings: "Настройки",
    more: "Ещё"
  },
  topbar: {
    language: "Язык",
    logout: "Выйти",
    darkMode: "Тёмная тема",
    lightMode: "Светлая тема",
    live: { online: "Подключено", connecting: "Подключение…", offline: "Нет связи" }
  },
  languages: { "pt-BR": "Português", en: "English", es: "Español", ru: "Русский" },
  screens: {
    attendancePanel: "Панель обращений",
    contacts: "Контакты",
    schedules: "Записи",
    autoReply: "Автоответ",
    notes: "Заметки к обращениям",
    quickMessages: "Быстрые сообщения",
    kanban: "Канбан лидов",
    campaigns: "Рассылки",
    campaign: "Рассылка",
    smsCampaigns: "SMS-рассылки",
    wabaCampaigns: "Рассылки через официальный API",
    wabaCampaign: "Рассылка через официальный API",
    reports: "Отчёты",
    reportUserStats: "Статистика обращений по пользователям",
    reportContactList: "Список контактов",
    reportContactsByTag: "Контакты по меткам",
    reportContactsByState: "Контакты по штатам",
    reportBirthdays: "Дни рождения месяца",
    reportTickets: "Отчёт по обращениям",
    internalChat: "Внутренний чат",
    wavoip: "Звонки и веб-телефон",
    settingsChannels: "Каналы",
    settingsPrompt: "Промпты ИИ",
    settingsHours: "Часы работы",
    settingsShifts: "Смены",
    settingsTypebot: "Typebot API",
    settingsSystemInfo: "Информация о системе",
    settingsTemplates: "Шаблоны",
    settingsApi: "API",
    settingsServices: "Услуги",
    settingsChatFlow: "Сценарии чат-бота",
    settingsChatFlowBuilder: "Конструктор сценариев",
    settingsGroups: "Группы"
  },
  placeholder: {
    text: "Этот экран пока недоступен в этой версии Atende.",
    back: "К обращениям"
  },
  notices: {
    loginRequired: "Войдите, чтобы продолжить.",
    noPermission: "У вас нет доступа к этой странице.",
    success: "Всё готово..."
  },
  notFound: { title: "Страница не найдена", text: "Открытый адрес не существует.", back: "На главную" },
  emoji: { title: "Эмодзи", search: "Найти эмодзи" },
  errors: {
    unidentified: "Не определено",
    detail: "Подробности: {{text}}",
    network: "Нет связи с сервером. Проверьте интернет.",
    timeout: "Сервер слишком долго не отвечал."
  }
}
