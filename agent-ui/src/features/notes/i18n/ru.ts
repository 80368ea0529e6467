import type { NotesTexts } from "./pt-BR"

export const notesRu: NotesTexts = {
  noteList: {
    title: "Заметки по обращениям",
    intro: "Внутренние заметки всех обращений, которые вам доступны, от новых к старым.",
    filters: {
      label: "Фильтры заметок",
      search: "Искать в тексте заметок",
      user: "Автор",
      allUsers: "Все пользователи",
      contact: "Контакт",
      contactSearch: "Найти контакт по имени или номеру",
      contactHint: "Введите не меньше 2 букв.",
      noContacts: "Контакты не найдены.",
      clearContact: "Убрать фильтр по контакту",
      dateStart: "С",
      dateEnd: "По",
      periodInvalid: "Дата окончания раньше даты начала.",
      clear: "Сбросить фильтры"
    },
    listLabel: "Заметки",
    loading: "Загрузка…",
    loadFailed: "Не удалось загрузить заметки.",
    empty: "Заметок по обращениям пока нет.",
    emptyFiltered: "Нет заметок с такими фильтрами.",
    loadMore: "Загрузить ещё",
    loadingMore: "Загружаем ещё…",
    moreFailed: "Не удалось загрузить ещё заметки.",
    by: "автор: {{name}}",
    unknownUser: "Удалённый пользователь",
    unknownContact: "Контакт без имени",
    protocol: "Протокол {{protocol}}",
    open: "Открыть обращение {{protocol}}"
  }
}
