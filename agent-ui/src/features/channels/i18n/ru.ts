import type { ChannelsTexts } from "./pt-BR"

export const channelsRu: ChannelsTexts = {
  channels: {
    title: "Каналы",
    intro: "Подключения компании, через которые приходят обращения: веб-чат, WhatsApp и другие каналы.",
    add: "Новый канал",
    loading: "Загрузка…",
    loadFailed: "Не удалось загрузить каналы.",
    empty: "Каналов пока нет. Создайте веб-чат, чтобы общаться с посетителями сайта.",
    count: "Каналов: {{count}}",
    default: "По умолчанию",
    defaultHint: "Канал по умолчанию: используется, когда другой не выбран.",
    number: "Вход выполнен как {{number}}",
    types: {
      whatsapp: "WhatsApp",
      waba: "WhatsApp официальный API",
      waba360: "WhatsApp 360dialog",
      telegram: "Telegram",
      instagram: "Instagram",
      email: "Эл. почта",
      webchat: "Веб-чат",
      hub: "Хаб",
      hubFacebook: "Хаб Facebook",
      hubInstagram: "Хаб Instagram",
      hubEmail: "Хаб эл. почты"
    },
    status: {
      pairing: { label: "Привязка", hint: "Телефон привязывается к этому подключению." },
      connecting: { label: "Подключение", hint: "Сессия запускается." },
      qrcode: {
        label: "Ожидание сканирования QR-кода",
        hint: "Откройте WhatsApp на телефоне, перейдите в «Связанные устройства» и отсканируйте QR-код."
      },
      connected: { label: "Подключено", hint: "Подключение работает." },
      disconnected: { label: "Отключено", hint: "Сессия завершена: подключите, чтобы запустить её снова." },
      timeout: {
        label: "Связь потеряна",
        hint: "Телефон должен быть в сети; или отключите, чтобы получить новый QR-код."
      },
      inactive: { label: "Неактивно", hint: "Подключение выключено: подключите, чтобы снова получать сообщения." },
      conflict: {
        label: "Используется в другом месте",
        hint: "WhatsApp Web открыт в другом месте: закройте его там или подключите здесь снова."
      }
    },
    actions: {
      more: "Другие действия",
      showQr: "Показать QR-код",
      connect: "Подключить",
      disconnect: "Отключить",
      qrcode: "Новый QR-код",
      reset: "Сбросить сессию",
      default: "Сделать основным",
      transfer: "Перенести обращения",
      snippet: "Код виджета",
      edit: "Изменить",
      delete: "Удалить"
    },
    done: {
      connect: "Подключение «{{name}}»…",
      disconnect: "«{{name}}» отключён.",
      qrcode: "Запрошен новый QR-код для «{{name}}».",
      reset: "Сессия «{{name}}» сброшена: отсканируйте новый QR-код.",
      default: "«{{name}}» теперь канал по умолчанию."
    },
    form: {
      createTitle: "Новый канал",
      editTitle: "Изменить канал",
      name: "Название",
      type: "Тип",
      typeHint: "Показаны только типы, которые этот сервер уже поддерживает.",
      typeFixed: "Тип нельзя изменить после создания канала.",
      greeting: "Приветствие",
      greetingHint: "Отправляется, когда обращение начинается в этом канале.",
      farewell: "Прощальное сообщение",
      farewellHint: "Отправляется, когда обращение в этом канале закрывается.",
      chatFlow: "Сценарий чат-бота",
      chatFlowNone: "Нет",
      chatFlowHint: "Бот этого сценария встречает новые обращения канала (только активные сценарии).",
      typebot: "Typebot",
      typebotNone: "Нет",
      typebotHint: "Новые обращения канала общаются с этим ботом Typebot (настройка: Настройки → Typebot).",
      save: "Сохранить",
      saved: "Канал сохранён.",
      problems: {
        required: "Обязательное поле.",
        tooLong: "Не более {{max}} символов.",
        invalid: "Недопустимое значение.",
        url: "Укажите адрес, начинающийся с http:// или https://.",
        color: "Укажите цвет, например #0b6e4f.",
        dateOrder: "Дата окончания раньше даты начала."
      }
    },
    webchat: {
      section: "Внешний вид веб-чата",
      title: "Заголовок",
      titlePlaceholder: "Напишите нам",
      footerText: "Текст подвала",
      headerColor: "Цвет шапки",
      iconUrl: "Адрес значка",
      urlHint: "Необязательно: адрес http(s).",
      autoOpen: "Открывать чат сам при загрузке страницы",
      offerHelp: "Предлагать посетителю помощь",
      helpMessage: "Сообщение с предложением помощи",
      helpPlaceholder: "Здравствуйте! Чем помочь?",
      soundUrl: "Звук уведомления",
      preview: "Предпросмотр шапки",
      previewInput: "Введите сообщение…"
    },
    settings: {
      section: "Данные провайдера",
      secretKept: "Уже сохранено. Оставьте пустым, чтобы не менять.",
      fields: {
        botToken: "Токен бота",
        phoneNumberId: "ID номера телефона",
        businessAccountId: "ID аккаунта WhatsApp Business",
        appId: "ID приложения",
        accessToken: "Токен доступа",
        appSecret: "Секрет приложения",
        verifyToken: "Токен проверки вебхука",
        apiVersion: "Версия Graph API",
        apiKey: "Ключ API (360dialog)",
        webhookToken: "Токен вебхука",
        user: "Пользователь (логин почты)",
        password: "Пароль",
        imapHost: "Сервер IMAP",
        imapPort: "Порт IMAP",
        imapSecure: "IMAP через TLS (SSL)",
        smtpHost: "Сервер SMTP",
        smtpPort: "Порт SMTP",
        smtpSecure: "SMTP через TLS (SSL)",
        fromAddress: "Адрес отправителя"
      },
      hints: {
        botToken: "Создайте бота через @BotFather в Telegram и вставьте сюда присланный токен (123456789:AA…).",
        phoneNumberId: "В Meta for Developers › WhatsApp › Настройка API.",
        accessToken: "Постоянный токен системного пользователя с разрешением whatsapp_business_messaging.",
        appSecret: "Настройки приложения › Основное. Проверяет подпись (X-Hub-Signature-256) каждого вебхука.",
        verifyToken:
          "Придумайте текст и укажите тот же в Meta при настройке вебхука: " +
          "<публичный адрес>/webhooks/waba/<id подключения>.",
        apiVersion: "По умолчанию v21.0.",
        apiKey: "Ключ, созданный 360dialog для номера.",
        webhookToken:
          "Не менее 16 символов. " +
          "Зарегистрируйте вебхук в 360dialog с заголовком X-Atende-Webhook-Token с этим значением.",
        user: "Логин почтового ящика, обычно сам адрес (support@company.ru).",
        imapHost: "Куда приходят письма, напр. imap.company.ru (порт 993 с TLS).",
        smtpHost: "Через что уходят ответы, напр. smtp.company.ru (порт 465 с TLS или 587 без).",
        fromAddress: "Адрес, который видит клиент. Пусто: пользователь, если это адрес."
      }
    },
    import: {
      section: "Импорт из WhatsApp",
      hint: "Сохранение настроек импорта завершает подключение: потребуется отсканировать новый QR-код.",
      messages: "Импортировать сообщения",
      groupMessages: "Импортировать сообщения групп",
      contacts: "Импортировать контакты",
      startDate: "С",
      endDate: "По",
      closeTickets: "Закрыть обращения после импорта"
    },
    qr: {
      title: "QR-код «{{name}}»",
      hint:
        "На телефоне откройте WhatsApp, нажмите «Связанные устройства» › «Привязка устройства» " +
        "и наведите камеру на код.",
      waiting: "Ожидание QR-кода…",
      alt: "QR-код для подключения «{{name}}»",
      failed: "Не удалось нарисовать QR-код.",
      connected: "«{{name}}» подключён."
    },
    webhook: {
      text:
        "Укажите этот адрес в Meta как Callback URL вебхука, с токеном " +
        "проверки выше, и подпишитесь на поле messages.",
      text360:
        "Зарегистрируйте этот адрес как вебхук в 360dialog с заголовком " +
        "X-Atende-Webhook-Token, равным токену вебхука выше.",
      copy: "Копировать адрес",
      copied: "Адрес скопирован.",
      copyFailed: "Не удалось скопировать: выделите адрес и скопируйте его с помощью Ctrl+C."
    },
    snippet: {
      title: "Код веб-чата «{{name}}»",
      text: "Вставьте этот код перед </body> на страницах сайта, чтобы показать чат:",
      copy: "Скопировать код",
      copied: "Код скопирован.",
      copyFailed: "Не удалось скопировать: выделите код и нажмите Ctrl+C."
    },
    transfer: {
      title: "Перенос обращений",
      text: "Перенести открытые обращения «{{name}}» в другой канал.",
      to: "Канал назначения",
      choose: "Выберите канал",
      confirm: "Перенести",
      done: "Перенесено обращений из «{{name}}»: {{count}}.",
      skipped: "Остались в «{{name}}»: {{count}}."
    },
    remove: {
      title: "Удаление канала",
      text: "Удалить канал «{{name}}»? Это действие нельзя отменить.",
      prompt: "Для подтверждения введите {{word}} или название канала.",
      word: "УДАЛИТЬ",
      confirm: "Удалить канал",
      done: "Канал «{{name}}» удалён."
    }
  }
}
