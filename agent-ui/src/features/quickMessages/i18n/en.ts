import type { QuickMessagesTexts } from "./pt-BR"

export const quickMessagesEn: QuickMessagesTexts = {
  quickMessages: {
    title: "Quick messages",
    intro: "Ready-made texts for your conversations: in the message box, type / and the shortcut to insert one.",
    add: "New quick message",
    search: "Search by shortcut or message",
    loading: "Loading…",
    loadFailed: "The quick messages could not be loaded.",
    empty: "No quick messages yet.",
    emptySearch: "No quick message matches this search.",
    count: "{{count}} quick message(s)",
    edit: "Edit",
    delete: "Delete",
    saved: "Quick message saved.",
    deleted: "Quick message deleted.",
    form: {
      createTitle: "New quick message",
      editTitle: "Edit quick message",
      key: "Shortcut",
      keyHint: "Type / and the shortcut in the message box to use this text.",
      message: "Message",
      variables: "Insert a contact variable",
      save: "Save",
      required: "This field is required.",
      tooLong: "Use at most {{max}} characters.",
      invalid: "Invalid value."
    },
    remove: {
      title: "Delete quick message",
      text: "Delete the quick message “{{key}}”? This cannot be undone.",
      confirm: "Delete"
    },
    picker: {
      label: "Quick messages",
      empty: "No quick message with the shortcut “{{query}}”.",
      hint: "↑ ↓ choose, Enter inserts, Esc closes"
    },
    variables: {
      name: "Contact's name",
      greeting: "Greeting by the time of day (in Portuguese)",
      protocol: "Ticket protocol",
      queueName: "Queue name",
      fullDate: "Current date and time",
      username: "Your name",
      number: "Contact's number",
      email: "Contact's e-mail",
      birthday: "Contact's birthday",
      businessName: "Contact's company",
      firstName: "Contact's first name",
      lastName: "Contact's last name",
      document: "Contact's CPF or CNPJ"
    }
  }
}
