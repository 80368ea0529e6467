import type { SystemInfoTexts } from "./pt-BR"

export const systemInfoRu: SystemInfoTexts = {
  systemInfo: {
    title: "Информация о системе",
    intro: "Показатели каждого работающего сервера и место компании. Обновляются каждые 10 секунд.",
    loading: "Загрузка…",
    loadFailed: "Не удалось загрузить информацию о системе.",
    updated: "Обновлено в {{time}}",
    modes: { embedded: "Встроенный режим", production: "Рабочий режим" },
    nodes: "Серверы ({{count}})",
    answering: "Этот сервер",
    answeringHint: "Ответивший сервер прочитан сейчас; остальные — по последнему сигналу.",
    heartbeat: "Последний сигнал в {{time}}",
    noFigures: "Этот сервер ещё не прислал свои показатели.",
    measuring: "измерение…",
    none: "—",
    fields: {
      hostname: "Имя хоста",
      addresses: "IP",
      os: "Операционная система",
      serverModel: "Модель сервера",
      cpuModel: "Процессор",
      cpus: "Количество CPU",
      cpuUsage: "Загрузка CPU",
      loadAverage: "Средняя нагрузка (1, 5, 15 мин)",
      memoryTotal: "Всего памяти",
      memoryFree: "Свободно памяти",
      memoryUsage: "Использование памяти",
      processMemory: "Память процесса",
      diskPath: "Диск каталога",
      diskTotal: "Всего на диске",
      diskFree: "Свободно на диске",
      diskUsed: "Занято на диске",
      diskUsage: "Использование диска",
      uptime: "Время работы",
      processUptime: "Время работы процесса"
    },
    tenant: {
      title: "Место компании",
      used: "Размер папки компании",
      files: "Файлы",
      quota: "Оплаченное место",
      free: "Свободное место",
      freePercent: "Свободно",
      usage: "Использование оплаченного места",
      unlimited: "Без ограничений"
    },
    uptime: { days: "{{d}} д {{h}} ч", hours: "{{h}} ч {{m}} мин", minutes: "{{m}} мин" }
  }
}
