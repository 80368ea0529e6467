import type { ContactsTexts } from "./pt-BR"

export const contactsRu: ContactsTexts = {
  contacts: {
    title: "Контакты",
    intro: "Люди, которые общаются с вашей компанией: данные, метки, портфель и заметки.",
    loading: "Загрузка…",
    views: { label: "Вид", table: "Таблица", notes: "Заметки" },
    toolbar: {
      label: "Действия с контактами",
      new: "Новый контакт",
      import: "Импорт",
      export: "Экспорт",
      sync: "Синхронизировать",
      syncUnavailable: "Станет доступно, когда появится подключение WhatsApp.",
      duplicates: "Удалить дубликаты"
    },
    export: {
      csv: "Таблица CSV",
      xlsx: "Таблица Excel (XLSX)",
      busy: "Экспорт…",
      done: "Файл {{name}} загружен."
    },
    search: {
      label: "Поиск по имени, номеру или e-mail",
      hint: "Введите не меньше двух букв для поиска."
    },
    order: { label: "Порядок", newest: "Сначала новые", name: "По имени" },
    list: {
      actions: "Действия",
      open: "Открыть контакт {{name}}",
      loadFailed: "Не удалось загрузить контакты.",
      moreFailed: "Не удалось загрузить ещё контакты.",
      empty: "Контактов пока нет.",
      emptySearch: "По этому запросу контактов нет.",
      loadMore: "Загрузить ещё",
      loadingMore: "Загрузка…"
    },
    fields: {
      name: "Имя",
      firstName: "Имя (личное)",
      lastName: "Фамилия",
      businessName: "Компания",
      document: "CPF или CNPJ",
      birthday: "Дата рождения",
      gender: "Пол",
      maritalStatus: "Семейное положение",
      source: "Источник",
      number: "Номер",
      email: "E-mail",
      instagram: "Instagram",
      telegramId: "ID в Telegram",
      website: "Сайт",
      category: "Категория",
      tags: "Метки",
      wallet: "Портфель",
      extraInfo: "Дополнительная информация"
    },
    genders: { male: "Мужской", female: "Женский", nonBinary: "Небинарный" },
    maritalStatuses: {
      single: "Холост / не замужем",
      married: "В браке",
      divorced: "В разводе",
      widowed: "Вдовец / вдова",
      other: "Другое"
    },
    form: {
      createTitle: "Новый контакт",
      editTitle: "Изменить контакт",
      save: "Сохранить",
      created: "Контакт создан.",
      saved: "Контакт сохранён.",
      notInformed: "Не указано",
      noTags: "Нет активных меток. Метки создаются в настройках.",
      noUsers: "Пользователи не найдены.",
      noWallet: "Никого",
      noExtraInfo: "Дополнительной информации нет.",
      extraDescription: "Описание",
      extraInformation: "Сведения",
      addExtra: "Добавить сведения",
      removeExtra: "Удалить эти сведения",
      sections: { person: "Личные данные", reach: "Связь", organize: "Организация" },
      hints: {
        number: "С кодом города, например (11) 98765-4321; из другой страны начните с + и кода страны.",
        document: "Только действительный CPF или CNPJ.",
        birthdayPlaceholder: "ДД/ММ/ГГГГ"
      },
      problems: {
        required: "Обязательное поле.",
        numberOrEmail: "Укажите номер или e-mail.",
        tooLong: "Не больше {{max}} символов.",
        invalid: "Недопустимое значение."
      }
    },
    live: {
      changed:
        "Другой пользователь изменил этот контакт. При сохранении отправятся только ваши правки; " +
        "поля, которые вы не трогали, останутся в его версии.",
      load: "Загрузить его версию",
      deleted: "Другой пользователь удалил этот контакт; сохранить его больше нельзя."
    },
    notes: {
      title: "Заметки",
      noteTitle: "Заголовок",
      description: "Описание",
      add: "Добавить заметку",
      loadFailed: "Не удалось загрузить заметки.",
      empty: "Заметок об этом контакте нет.",
      by: "автор: {{name}}",
      unknownUser: "удалённый пользователь",
      delete: "Удалить",
      confirmDelete: "Удалить эту заметку?",
      openContact: "Открыть контакт"
    },
    delete: {
      action: "Удалить",
      of: "Удалить контакт {{name}}",
      title: "Удалить контакт",
      text: "Удалить контакт «{{name}}» вместе с метками, сведениями и заметками? Это действие нельзя отменить.",
      confirm: "Удалить",
      done: "Контакт удалён."
    },
    picker: {
      label: "Найти контакт по имени, номеру или e-mail",
      none: "Контакты не найдены."
    },
    chat: {
      label: "Список контактов",
      title: "Контакты",
      back: "← Обращения",
      open: "Открыть обращение: {{name}}",
      choose: "Выберите контакт, чтобы открыть его обращение.",
      existingTitle: "Открытое обращение",
      existingText: "У контакта {{name}} уже есть открытое обращение. Открыть его?",
      openExisting: "Открыть обращение"
    },
    duplicates: {
      title: "Удалить дубликаты",
      intro:
        "Контакты с одинаковым номером или e-mail. В каждой группе выберите контакт, который останется; " +
        "остальные будут объединены с ним (обращения, метки, заметки и сведения).",
      loadFailed: "Не удалось найти дубликаты.",
      none: "Дубликатов нет.",
      count: "Групп дубликатов: {{count}}",
      reason: { phone: "Одинаковый номер: {{value}}", email: "Одинаковый e-mail: {{value}}" },
      created: "Создан {{date}}",
      kept: "Остаётся",
      merge: "Объединить",
      mergeAll: "Объединить все",
      merged: "Объединено контактов: {{count}}.",
      undo: "Отменить",
      recent: "Недавние объединения",
      recentFailed: "Не удалось загрузить недавние объединения.",
      noRecent: "Недавних объединений нет.",
      mergedInto: "{{names}} → {{name}}",
      by: "выполнил(а): {{name}}",
      undone: "Отменено"
    },
    import: {
      title: "Импорт контактов",
      stepsLabel: "Шаги импорта",
      steps: { file: "Файл", mapping: "Столбцы", running: "Импорт" },
      fileIntro:
        "Загрузите таблицу CSV или XLSX размером до 20 МБ. В первой строке должны быть названия " +
        "столбцов; уже существующий контакт (тот же номер или e-mail) будет обновлён.",
      file: "Файл",
      format: "Выберите файл CSV или XLSX.",
      empty: "Файл пуст.",
      tooLarge: "Файл больше 20 МБ.",
      upload: "Загрузить",
      uploading: "Загрузка…",
      mappingIntro: "{{name}}: строк — {{count}}. Укажите, что заполняет каждый столбец.",
      column: "Столбец",
      field: "Поле контакта",
      sample: "Примеры",
      sampleRows: "Первые строки файла ({{count}})",
      unnamed: "Столбец {{index}}",
      fieldOf: "Поле для столбца {{column}}",
      ignore: "Не импортировать",
      issues: {
        noName: "Выберите столбец с именем.",
        noNumberOrEmail: "Выберите столбец с номером или с e-mail."
      },
      check: "Проверить",
      checkFirst: "Проверьте перед импортом.",
      run: "Импортировать",
      checkCounts: {
        rows: "Строк",
        valid: "Верных",
        invalid: "С ошибками",
        creates: "Новых контактов",
        updates: "Обновлений",
        unchanged: "Без изменений"
      },
      errorsTitle: "Строки, которые не будут импортированы",
      rowColumn: "Строка {{row}}, столбец {{column}}:",
      row: "Строка {{row}}:",
      moreErrors: "И ещё строк с ошибками: {{count}}.",
      progressLabel: "Ход импорта",
      progress: "{{processed}} из {{total}} строк ({{percent}}%)",
      starting: "Запуск…",
      hide: "Закрыть (импорт продолжится)",
      close: "Закрыть",
      done: "Импорт завершён.",
      failed: "Импорт остановился до конца.",
      summaryCounts: { created: "Создано", updated: "Обновлено", unchanged: "Без изменений", invalid: "С ошибками" }
    }
  }
}
