import type { AutoReplyTexts } from "./pt-BR"

export const autoReplyEs: AutoReplyTexts = {
  autoReply: {
    title: "Respuesta automática",
    intro:
      "Flujos que responden solos al cliente: cada paso envía un mensaje y cada acción lleva la respuesta " +
      "del cliente a otro paso, a una cola o a un usuario.",
    add: "Nueva respuesta automática",
    loading: "Cargando…",
    loadFailed: "No se pudieron cargar las respuestas automáticas.",
    empty: "Todavía no hay respuestas automáticas.",
    readOnly: "Solo los administradores cambian las respuestas automáticas.",
    active: "Activa",
    inactive: "Inactiva",
    testNumber: "Número de prueba: {{number}}",
    stepCount: "{{count}} paso(s)",
    edit: "Editar",
    delete: "Eliminar",
    saved: "Respuesta automática guardada.",
    deleted: "Respuesta automática eliminada.",
    form: {
      createTitle: "Nueva respuesta automática",
      editTitle: "Editar respuesta automática",
      description: "Descripción",
      active: "Activa",
      testNumber: "Número de prueba",
      testNumberHint: "Opcional: con código de país y de área, solo este número la recibe mientras usted prueba.",
      save: "Guardar",
      close: "Cerrar",
      required: "Este campo es obligatorio.",
      tooLong: "Use como máximo {{max}} caracteres.",
      invalid: "Valor inválido."
    },
    steps: {
      title: "Pasos",
      empty: "Todavía no hay pasos. Agregue el paso inicial.",
      initial: "Paso inicial",
      message: "Mensaje",
      initialStep: "Paso inicial",
      add: "Agregar paso",
      save: "Guardar paso",
      edit: "Editar paso",
      delete: "Eliminar paso",
      cancel: "Cancelar",
      saved: "Paso guardado.",
      deleted: "Paso eliminado."
    },
    actions: {
      title: "Acciones",
      empty: "No hay acciones en este paso.",
      key: "Clave (respuesta del cliente)",
      destination: "Destino",
      none: "Ninguno",
      step: "Paso siguiente",
      queue: "Cola",
      user: "Usuario",
      target: "Elija",
      choose: "Seleccione…",
      replyMessage: "Mensaje de respuesta",
      add: "Agregar acción",
      save: "Guardar acción",
      edit: "Editar",
      delete: "Eliminar",
      cancel: "Cancelar",
      toStep: "Paso: {{name}}",
      toQueue: "Cola: {{name}}",
      toUser: "Usuario: {{name}}",
      toNone: "Sin destino",
      saved: "Acción guardada.",
      deleted: "Acción eliminada."
    },
    remove: {
      title: "Eliminar respuesta automática",
      text: "¿Eliminar la respuesta automática “{{name}}” con sus pasos y acciones? No se puede deshacer.",
      confirm: "Eliminar"
    },
    removeStep: {
      title: "Eliminar paso",
      text: "¿Eliminar el paso “{{name}}” y sus acciones?",
      confirm: "Eliminar"
    }
  }
}
