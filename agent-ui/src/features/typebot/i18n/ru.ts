import type { TypebotTexts } from "./pt-BR"

export const typebotRu: TypebotTexts = {
  typebot: {
    title: "Typebot",
    intro:
      "Подключите ботов Typebot. Выберите бота в настройках подключения (канала): новые обращения " +
      "общаются с ним до конца сценария, затем ждут оператора.",
    add: "Новое подключение Typebot",
    loading: "Загрузка…",
    loadFailed: "Не удалось загрузить подключения к Typebot.",
    empty: "Подключений к Typebot пока нет.",
    enabled: "Включено",
    disabled: "Выключено",
    restartShown: "перезапуск словом «{{keyword}}»",
    edit: "Изменить",
    delete: "Удалить",
    saved: "Подключение к Typebot сохранено.",
    deleted: "Подключение к Typebot удалено.",
    remove: {
      title: "Удалить подключение Typebot",
      text:
        "Удалить «{{name}}»? Каналы, которые его используют, останутся без Typebot, а текущие диалоги " +
        "перейдут к оператору.",
      confirm: "Удалить"
    },
    form: {
      createTitle: "Новое подключение Typebot",
      editTitle: "Изменить подключение Typebot",
      name: "Название",
      baseUrl: "Адрес Typebot",
      baseUrlHint: "Сервер Typebot, например https://typebot.io (API находится в /api/v1).",
      publicId: "Публичный ID бота",
      publicIdHint: "В редакторе Typebot: Поделиться → API.",
      token: "Токен API (необязательно)",
      tokenHint: "Только для закрытых ботов. Хранится в зашифрованном виде.",
      tokenKept: "Токен сохранён. Оставьте поле пустым, чтобы не менять его.",
      restartKeyword: "Слово для перезапуска",
      restartKeywordHint: "Когда клиент отправляет это слово, диалог с ботом начинается заново.",
      invalidMessage: "Сообщение о неверном варианте",
      invalidMessageHint: "Отправляется, если ответ не является ни номером, ни названием варианта.",
      enabled: "Включено",
      save: "Сохранить",
      required: "Заполните это поле.",
      tooLong: "Не более {{max}} символов.",
      invalid: "Неверное значение.",
      notAllowed: "Этот адрес ведёт во внутреннюю сеть сервера."
    }
  }
}
