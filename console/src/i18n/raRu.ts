import type { TranslationMessages } from "react-admin"

// react-admin's own messages in Russian (no ra-language-russian for react-admin 5 in this
// registry set); merged over ra-language-english, so a key added later stays readable.
export const raRu: TranslationMessages = {
  ra: {
    action: {
      add_filter: "Добавить фильтр",
      add: "Добавить",
      back: "Назад",
      bulk_actions: "Выбран 1 элемент |||| Выбрано элементов: %{smart_count}",
      cancel: "Отмена",
      clear_array_input: "Очистить список",
      clear_input_value: "Очистить значение",
      clone: "Дублировать",
      confirm: "Подтвердить",
      create: "Создать",
      create_item: "Создать %{item}",
      delete: "Удалить",
      edit: "Изменить",
      export: "Экспорт",
      list: "Список",
      refresh: "Обновить",
      remove_filter: "Убрать этот фильтр",
      remove_all_filters: "Убрать все фильтры",
      remove: "Убрать",
      reset: "Сбросить",
      save: "Сохранить",
      search: "Поиск",
      search_columns: "Поиск столбцов",
      select_all: "Выбрать все",
      select_all_button: "Выбрать все",
      select_row: "Выбрать эту строку",
      show: "Просмотр",
      sort: "Сортировать",
      undo: "Отменить",
      unselect: "Снять выбор",
      expand: "Развернуть",
      close: "Закрыть",
      open_menu: "Открыть меню",
      close_menu: "Закрыть меню",
      update: "Обновить",
      move_up: "Вверх",
      move_down: "Вниз",
      open: "Открыть",
      toggle_theme: "Светлая/тёмная тема",
      select_columns: "Столбцы",
      update_application: "Перезагрузить приложение"
    },
    boolean: { true: "Да", false: "Нет", null: " " },
    page: {
      create: "Создать: %{name}",
      dashboard: "Панель",
      edit: "%{name} %{recordRepresentation}",
      error: "Что-то пошло не так",
      list: "%{name}",
      loading: "Загрузка",
      not_found: "Не найдено",
      show: "%{name} %{recordRepresentation}",
      empty: "Пока нет записей: %{name}.",
      invite: "Добавить?",
      access_denied: "Доступ запрещён",
      authentication_error: "Ошибка аутентификации"
    },
    input: {
      file: {
        upload_several: "Перетащите файлы для загрузки или нажмите, чтобы выбрать.",
        upload_single: "Перетащите файл для загрузки или нажмите, чтобы выбрать."
      },
      image: {
        upload_several: "Перетащите изображения для загрузки или нажмите, чтобы выбрать.",
        upload_single: "Перетащите изображение для загрузки или нажмите, чтобы выбрать."
      },
      references: {
        all_missing: "Связанные данные не найдены.",
        many_missing: "Как минимум одна из связанных записей больше недоступна.",
        single_missing: "Связанная запись больше недоступна."
      },
      password: { toggle_visible: "Скрыть пароль", toggle_hidden: "Показать пароль" }
    },
    message: {
      about: "О программе",
      access_denied: "У вас нет доступа к этой странице",
      are_you_sure: "Вы уверены?",
      authentication_error: "Сервер аутентификации вернул ошибку, учётные данные не проверены.",
      auth_error: "Ошибка при проверке токена аутентификации.",
      bulk_delete_content: "Удалить %{name}? |||| Удалить выбранные элементы (%{smart_count})?",
      bulk_delete_title: "Удалить %{name} |||| Удалить %{smart_count} %{name}",
      bulk_update_content:
        "Обновить %{name} %{recordRepresentation}? |||| Обновить выбранные элементы (%{smart_count})?",
      bulk_update_title: "Обновить %{name} %{recordRepresentation} |||| Обновить %{smart_count} %{name}",
      clear_array_input: "Очистить весь список?",
      delete_content: "Удалить %{name}?",
      delete_title: "Удалить %{name} %{recordRepresentation}",
      details: "Подробности",
      error: "Произошла ошибка, запрос не выполнен.",
      invalid_form: "Форма заполнена неверно. Проверьте ошибки",
      loading: "Подождите",
      no: "Нет",
      not_found: "Адрес набран неверно или ссылка недействительна.",
      select_all_limit_reached: "Слишком много элементов, чтобы выбрать все. Выбраны только первые %{max}.",
      unsaved_changes: "Некоторые изменения не сохранены. Отменить их?",
      yes: "Да",
      placeholder_data_warning: "Проблема с сетью: не удалось обновить данные."
    },
    navigation: {
      clear_filters: "Сбросить фильтры",
      no_filtered_results: "Нет результатов (%{name}) с текущими фильтрами.",
      no_results: "Нет результатов: %{name}",
      no_more_results: "Страница %{page} вне диапазона. Попробуйте предыдущую.",
      page_out_of_boundaries: "Страница %{page} вне диапазона",
      page_out_from_end: "После последней страницы ничего нет",
      page_out_from_begin: "До первой страницы ничего нет",
      page_range_info: "%{offsetBegin}-%{offsetEnd} из %{total}",
      partial_page_range_info: "%{offsetBegin}-%{offsetEnd} из более чем %{offsetEnd}",
      current_page: "Страница %{page}",
      page: "На страницу %{page}",
      first: "На первую страницу",
      last: "На последнюю страницу",
      next: "На следующую страницу",
      previous: "На предыдущую страницу",
      page_rows_per_page: "Строк на странице:",
      skip_nav: "Перейти к содержимому"
    },
    sort: { sort_by: "Сортировать по %{field_lower_first} %{order}", ASC: "по возрастанию", DESC: "по убыванию" },
    auth: {
      auth_check_error: "Войдите, чтобы продолжить",
      user_menu: "Профиль",
      username: "Пользователь",
      password: "Пароль",
      email: "E-mail",
      sign_in: "Войти",
      sign_in_error: "Ошибка входа, попробуйте ещё раз",
      logout: "Выйти"
    },
    notification: {
      updated: "Запись обновлена |||| Обновлено записей: %{smart_count}",
      created: "Запись создана",
      deleted: "Запись удалена |||| Удалено записей: %{smart_count}",
      bad_item: "Неверная запись",
      item_doesnt_exist: "Запись не существует",
      http_error: "Ошибка связи с сервером",
      data_provider_error: "Ошибка dataProvider. Подробности в консоли.",
      i18n_error: "Не удалось загрузить переводы для выбранного языка",
      canceled: "Действие отменено",
      logged_out: "Сессия завершена, войдите снова.",
      not_authorized: "У вас нет доступа к этому ресурсу.",
      application_update_available: "Доступна новая версия.",
      offline: "Нет связи. Не удалось получить данные."
    },
    validation: {
      required: "Обязательное поле",
      minLength: "Не менее %{min} символов",
      maxLength: "Не более %{max} символов",
      minValue: "Не меньше %{min}",
      maxValue: "Не больше %{max}",
      number: "Должно быть числом",
      email: "Должен быть корректный e-mail",
      oneOf: "Должно быть одним из: %{options}",
      regex: "Должно соответствовать формату (regexp): %{pattern}",
      unique: "Должно быть уникальным"
    },
    saved_queries: {
      label: "Сохранённые запросы",
      query_name: "Название запроса",
      new_label: "Сохранить текущий запрос...",
      new_dialog_title: "Сохранить текущий запрос как",
      remove_label: "Удалить сохранённый запрос",
      remove_label_with_name: 'Удалить запрос "%{name}"',
      remove_dialog_title: "Удалить сохранённый запрос?",
      remove_message: "Удалить этот элемент из списка сохранённых запросов?",
      help: "Отфильтруйте список и сохраните запрос на будущее"
    },
    guesser: { empty: { title: "Нет данных для отображения", message: "Проверьте поставщика данных" } },
    configurable: {
      customize: "Настроить",
      configureMode: "Настроить эту страницу",
      inspector: {
        title: "Инспектор",
        content: "Наведите курсор на элементы интерфейса, чтобы настроить их",
        reset: "Сбросить настройки",
        hideAll: "Скрыть все",
        showAll: "Показать все"
      },
      Datagrid: { title: "Таблица", unlabeled: "Столбец без названия #%{column}" },
      SimpleForm: { title: "Форма", unlabeled: "Поле без названия #%{input}" },
      SimpleList: {
        title: "Список",
        primaryText: "Основной текст",
        secondaryText: "Дополнительный текст",
        tertiaryText: "Третий текст"
      }
    }
  }
}
