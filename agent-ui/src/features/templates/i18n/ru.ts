import type { TemplatesTexts } from "./pt-BR"

export const templatesRu: TemplatesTexts = {
  templates: {
    title: "Шаблоны WhatsApp",
    intro:
      "Сообщения, одобренные Meta, — только они доходят до клиента, если он не писал больше 24 часов. " +
      "Новый шаблон на проверке, пока Meta не ответит; «Проверить статус» получает ответ.",
    channel: "Канал",
    noChannels: "Нет каналов официального API WhatsApp (Cloud API или 360dialog). Создайте канал в Настройки › Каналы.",
    add: "Новый шаблон",
    sync: "Проверить статус",
    synced: "Статусы обновлены из Meta.",
    loading: "Загрузка…",
    loadFailed: "Не удалось загрузить шаблоны.",
    empty: "В этом канале пока нет шаблонов.",
    count: "Шаблонов: {{count}}",
    delete: "Удалить",
    created: "Шаблон отправлен на одобрение.",
    deleted: "Шаблон удалён.",
    reason: "Причина: {{reason}}",
    buttonCount: "Кнопок: {{count}}",
    status: {
      APPROVED: "Одобрен",
      PENDING: "На проверке",
      REJECTED: "Отклонён",
      PAUSED: "Приостановлен",
      DISABLED: "Отключён",
      IN_APPEAL: "На апелляции"
    },
    category: {
      MARKETING: "Маркетинг",
      UTILITY: "Сервисный",
      AUTHENTICATION: "Аутентификация"
    },
    form: {
      title: "Новый шаблон",
      name: "Название",
      nameHint: "Строчные буквы, цифры и _ (например, order_shipped).",
      category: "Категория",
      choose: "Выберите…",
      language: "Язык",
      languageHint: "Код языка, например pt_BR или en_US.",
      headerFormat: "Заголовок",
      formats: {
        NONE: "Без заголовка",
        TEXT: "Текст",
        IMAGE: "Изображение",
        VIDEO: "Видео",
        DOCUMENT: "Документ"
      },
      headerText: "Текст заголовка",
      headerHint: "До 60 символов, не больше одной переменной.",
      body: "Текст сообщения",
      bodyHint: "Переменные — {{variables}}, по порядку номеров.",
      headerExamples: "Пример переменной заголовка",
      bodyExamples: "Примеры переменных текста",
      exampleOf: "Пример для {{variable}}",
      examplesHint: "Meta проверяет шаблон с этими примерами: по одному на каждую переменную.",
      footer: "Подвал (необязательно)",
      buttons: "Кнопки",
      noButtons: "Кнопок нет.",
      addButton: "Добавить кнопку",
      removeButton: "Удалить кнопку {{number}}",
      buttonType: "Тип",
      buttonTypes: {
        QUICK_REPLY: "Быстрый ответ",
        URL: "Ссылка (URL)",
        PHONE_NUMBER: "Звонок (телефон)"
      },
      buttonText: "Текст кнопки",
      buttonUrl: "Адрес (https://…)",
      buttonPhone: "Телефон с кодом страны",
      save: "Отправить на одобрение",
      cancel: "Отмена",
      problems: {
        required: "Это поле обязательно.",
        tooLong: "Не больше {{max}} символов.",
        invalid: "Недопустимое значение.",
        name: "Только строчные буквы, цифры и _.",
        language: "Укажите код вроде pt_BR или en_US.",
        url: "Укажите адрес, начинающийся с https://.",
        phone: "Укажите телефон с кодом страны, только цифры (например, +5511999999999).",
        refused: "Отклонено: {{detail}}"
      }
    },
    remove: {
      title: "Удалить шаблон",
      text: "Удалить шаблон «{{name}}» ({{language}}) в Meta и здесь? Это действие нельзя отменить.",
      confirm: "Удалить",
      providerSaid: "Ответ Meta: {{detail}}"
    },
    offer: {
      title: "24-часовое окно закрыто",
      text: "Клиент не пишет с {{date}}: WhatsApp доставляет только одобренный шаблон, пока клиент не ответит.",
      neverWrote: "Клиент ещё не писал в этом диалоге: WhatsApp доставляет только одобренный шаблон.",
      template: "Шаблон",
      choose: "Выберите одобренный шаблон…",
      none: "В этом канале нет одобренных шаблонов. Администратор создаёт их в Настройки › Шаблоны.",
      loadFailed: "Не удалось загрузить шаблоны.",
      headerVariable: "Заголовок {{variable}}",
      bodyVariable: "Текст {{variable}}",
      preview: "Предпросмотр",
      send: "Отправить шаблон",
      sent: "Шаблон отправлен.",
      fillAll: "Заполните все переменные."
    }
  }
}
