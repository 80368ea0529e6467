import type { InternalChatTexts } from "./pt-BR"

export const internalChatRu: InternalChatTexts = {
  internalChat: {
    list: {
      conversations: "Беседы",
      users: "Пользователи",
      newGroup: "Новая группа",
      noConversations: "Бесед пока нет.",
      online: "в сети",
      offline: "не в сети"
    },
    pane: {
      choose: "Выберите беседу или пользователя.",
      loading: "Загрузка…",
      loadFailed: "Не удалось загрузить чат.",
      empty: "Сообщений пока нет.",
      older: "Предыдущие сообщения"
    },
    message: { file: "Файл", image: "Изображение" },
    composer: {
      placeholder: "Введите сообщение",
      caption: "Подпись (необязательно)",
      attach: "Прикрепить",
      files: "Файлов: {{count}}",
      send: "Отправить"
    },
    group: {
      title: "Новая группа",
      name: "Название группы",
      members: "Участники",
      cancel: "Отмена",
      create: "Создать группу"
    },
    notify: { title: "Сообщение от {{name}}", inGroup: " в {{group}}" }
  }
}
