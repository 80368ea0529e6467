import type { QuickMessagesTexts } from "./pt-BR"

export const quickMessagesEs: QuickMessagesTexts = {
  quickMessages: {
    title: "Mensajes rápidos",
    intro: "Textos listos para la atención: en el cuadro de mensaje, escribe / y el atajo para insertar uno.",
    add: "Nuevo mensaje rápido",
    search: "Buscar por atajo o mensaje",
    loading: "Cargando…",
    loadFailed: "No se pudieron cargar los mensajes rápidos.",
    empty: "Todavía no hay mensajes rápidos.",
    emptySearch: "Ningún mensaje rápido coincide con esta búsqueda.",
    count: "{{count}} mensaje(s) rápido(s)",
    edit: "Editar",
    delete: "Eliminar",
    saved: "Mensaje rápido guardado.",
    deleted: "Mensaje rápido eliminado.",
    form: {
      createTitle: "Nuevo mensaje rápido",
      editTitle: "Editar mensaje rápido",
      key: "Atajo",
      keyHint: "Escribe / y el atajo en el cuadro de mensaje para usar este texto.",
      message: "Mensaje",
      variables: "Insertar una variable del contacto",
      save: "Guardar",
      required: "Campo obligatorio.",
      tooLong: "Usa como máximo {{max}} caracteres.",
      invalid: "Valor no válido."
    },
    remove: {
      title: "Eliminar mensaje rápido",
      text: "¿Eliminar el mensaje rápido “{{key}}”? Esta acción no se puede deshacer.",
      confirm: "Eliminar"
    },
    picker: {
      label: "Mensajes rápidos",
      empty: "Ningún mensaje rápido con el atajo “{{query}}”.",
      hint: "↑ ↓ eligen, Enter inserta, Esc cierra"
    },
    variables: {
      name: "Nombre del contacto",
      greeting: "Saludo según la hora del día (en portugués)",
      protocol: "Protocolo de la atención",
      queueName: "Nombre de la cola",
      fullDate: "Fecha y hora actuales",
      username: "Tu nombre",
      number: "Número del contacto",
      email: "Correo del contacto",
      birthday: "Cumpleaños del contacto",
      businessName: "Empresa del contacto",
      firstName: "Nombre de pila del contacto",
      lastName: "Apellido del contacto",
      document: "CPF o CNPJ del contacto"
    }
  }
}
