import type { ptBR } from "./ptBR.ts"

// The console's own labels in Russian; typed after `ptBR.ts` so all keep the same keys.
export const ru: typeof ptBR = {
  ra: {
    page: { dashboard: "Настройки" },
    auth: { username: "E-mail или телефон" }
  },
  resources: {
    users: {
      name: "Пользователь |||| Пользователи",
      fields: {
        q: "Поиск",
        name: "Имя",
        email: "E-mail",
        password: "Пароль",
        currentPassword: "Текущий пароль",
        profile: "Профиль",
        phoneNumber: "Телефон",
        active: "Активен",
        queueIds: "Очереди",
        createdAt: "Создан"
      },
      profiles: { user: "Пользователь", super: "Супервизор", admin: "Администратор" },
      helpers: {
        password: "От 8 до 128 символов, с заглавной и строчной буквой и цифрой; только буквы и цифры.",
        password_edit: "Оставьте пустым, чтобы сохранить текущий пароль.",
        currentPassword: "Нужен, чтобы сменить собственный пароль."
      },
      delete: {
        title: "Удалить %{name}",
        text: "Обращения этого пользователя перейдут другому. Выберите, кто их унаследует.",
        heir: "Пользователь, который получит обращения",
        self: "Нельзя удалить собственную учётную запись."
      }
    },
    queues: {
      name: "Очередь |||| Очереди",
      fields: { q: "Поиск", name: "Название", active: "Активна", createdAt: "Создана" }
    },
    tags: {
      name: "Метка |||| Метки",
      fields: { q: "Поиск", name: "Название", color: "Цвет", active: "Активна" }
    },
    settings: {
      name: "Общие настройки",
      fields: {
        hideOthersTickets: "Скрывать обращения других пользователей",
        hideBotUnassigned: "Скрывать обращения в чат-боте и без пользователя и очереди (кроме администраторов)",
        forceWallet: "Направлять обращения только владельцам портфеля",
        hideContactData: "Скрывать телефон и e-mail контактов (кроме администраторов)",
        supervisorViewAll: "Супервизоры видят все обращения",
        spyTicketDefault: "Открывать чужие обращения только для наблюдения",
        signature: "Подпись в сообщениях",
        autoCloseMinutes: "Автоматически закрывать после бездействия",
        autoCloseMessage: "Сообщение при автозакрытии",
        autoResolveMinutes: "Решать без ответа клиента через (минут)",
        returnToQueueMinutes: "Возвращать в исходную очередь без ответа через (минут)",
        reopenMinutes: "Интервал без повторного открытия (минут)",
        slaGreen: "SLA зелёный с (минут)",
        slaYellow: "SLA жёлтый с (минут)",
        slaRed: "SLA красный с (минут)",
        ticketListLimit: "Обращений на странице",
        transcriptionEnabled: "Расшифровка аудио включена",
        transcriptionBaseUrl: "Сервер расшифровки (совместимый с OpenAI)",
        transcriptionModel: "Модель расшифровки",
        transcriptionApiKey: "Ключ API расшифровки",
        surveyEnabled: "Опрос удовлетворённости при закрытии",
        surveyMessage: "Вопрос опроса (оценка от 1 до 5)",
        surveyThanks: "Благодарность после оценки"
      }
    },
    tenants: {
      name: "Компания |||| Компании",
      fields: {
        q: "Поиск",
        id: "Id",
        name: "Название",
        plan: "Тариф",
        license: "Лицензия",
        resellerId: "Реселлер",
        trialEndsAt: "Конец пробного периода",
        createdAt: "Создана",
        document: "CPF или CNPJ",
        adminName: "Имя администратора",
        adminEmail: "E-mail администратора",
        adminPassword: "Пароль администратора",
        trialDays: "Дней пробного периода",
        userCreationDisabled: "Создание пользователей отключено",
        timezone: "Часовой пояс",
        storageQuotaMb: "Оплаченное место (МБ)"
      },
      licenses: {
        valid: "Действительна",
        invalid: "Недействительна",
        expired: "Истекла",
        blocked: "Заблокирована",
        wrongDomain: "Неверный домен",
        wrongCode: "Неверный код",
        freePlanViolation: "Нарушение бесплатного тарифа"
      },
      helpers: {
        adminPassword: "Оставьте пустым, чтобы создать пароль автоматически.",
        storageQuotaMb: "Пусто: без ограничений"
      },
      usage: "Текущее использование",
      usageOf: { users: "Пользователи", queues: "Очереди", chatFlows: "Сценарии", connections: "Подключения" }
    },
    resellers: {
      name: "Реселлер |||| Реселлеры",
      fields: {
        q: "Поиск",
        name: "Название",
        maxUsers: "Максимум пользователей",
        maxConnections: "Максимум подключений",
        usage: { tenants: "Компании", users: "Пользователей", connections: "Подключений" }
      },
      helpers: { unlimited: "Пусто: без ограничений." }
    },
    plans: {
      name: "Тариф |||| Тарифы",
      fields: {
        id: "Тариф",
        limits: { users: "Пользователи", queues: "Очереди", chatFlows: "Сценарии", connections: "Подключения" }
      },
      names: { free: "Бесплатный", enterprise: "Enterprise" }
    }
  },
  console: {
    dashboard: {
      title: "Настройки",
      intro: "Администрирование компании: пользователи, очереди, метки и общие настройки.",
      back: "Вернуться к обращениям"
    },
    validation: {
      name: "Имя должно содержать от 2 до 120 символов",
      phone: "Укажите телефон с кодом страны и города: от 10 до 15 цифр",
      password:
        "Пароль должен содержать от 8 до 128 символов, с заглавной и строчной буквой и цифрой, только буквы и цифры",
      admin_active: "Администраторов нельзя деактивировать",
      color: "Укажите цвет в формате #RRGGBB",
      document: "Неверный CPF или CNPJ"
    },
    settings: {
      saved: "Настройки сохранены.",
      zeroDisables: "0 — отключено.",
      sections: {
        visibility: "Видимость",
        messages: "Сообщения",
        automation: "Автоматизация",
        sla: "SLA и список",
        transcription: "Расшифровка аудио",
        survey: "Опрос удовлетворённости"
      },
      signature: {
        defaultOff: "По умолчанию выключена (выбирает оператор)",
        defaultOn: "По умолчанию включена (выбирает оператор)",
        forcedOn: "Всегда подписывать",
        forcedOff: "Никогда не подписывать"
      },
      autoClose: {
        m0: "Отключено",
        m1: "1 минута",
        m10: "10 минут",
        m30: "30 минут",
        m60: "1 час",
        m120: "2 часа",
        m240: "4 часа",
        m480: "8 часов",
        m720: "12 часов",
        m1440: "1 день",
        m7200: "5 дней",
        m14400: "10 дней"
      }
    },
    errors: { detail: "Подробности: %{text}", unidentified: "Не определено" }
  }
}
