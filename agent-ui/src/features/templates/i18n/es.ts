import type { TemplatesTexts } from "./pt-BR"

export const templatesEs: TemplatesTexts = {
  templates: {
    title: "Plantillas de WhatsApp",
    intro:
      "Mensajes aprobados por Meta, los únicos que llegan al cliente después de 24 horas sin que escriba. " +
      "Una plantilla nueva queda en revisión hasta que Meta responda; “Verificar estado” trae la respuesta.",
    channel: "Canal",
    noChannels:
      "Ningún canal de la API oficial de WhatsApp (Cloud API o 360dialog). Cree uno en Configuración › Canales.",
    add: "Nueva plantilla",
    sync: "Verificar estado",
    synced: "Estados actualizados con Meta.",
    loading: "Cargando…",
    loadFailed: "No se pudieron cargar las plantillas.",
    empty: "Todavía no hay plantillas en este canal.",
    count: "{{count}} plantilla(s)",
    delete: "Eliminar",
    created: "Plantilla enviada para aprobación.",
    deleted: "Plantilla eliminada.",
    reason: "Motivo: {{reason}}",
    buttonCount: "{{count}} botón(es)",
    status: {
      APPROVED: "Aprobada",
      PENDING: "En revisión",
      REJECTED: "Rechazada",
      PAUSED: "Pausada",
      DISABLED: "Desactivada",
      IN_APPEAL: "En apelación"
    },
    category: {
      MARKETING: "Marketing",
      UTILITY: "Utilidad",
      AUTHENTICATION: "Autenticación"
    },
    form: {
      title: "Nueva plantilla",
      name: "Nombre",
      nameHint: "Minúsculas, números y _ (p. ej.: pedido_enviado).",
      category: "Categoría",
      choose: "Seleccione…",
      language: "Idioma",
      languageHint: "Código de idioma, como pt_BR o en_US.",
      headerFormat: "Encabezado",
      formats: {
        NONE: "Sin encabezado",
        TEXT: "Texto",
        IMAGE: "Imagen",
        VIDEO: "Video",
        DOCUMENT: "Documento"
      },
      headerText: "Texto del encabezado",
      headerHint: "Hasta 60 caracteres, con una variable como máximo.",
      body: "Cuerpo",
      bodyHint: "Use {{variables}} para las variables, numeradas en orden.",
      headerExamples: "Ejemplo de la variable del encabezado",
      bodyExamples: "Ejemplos de las variables del cuerpo",
      exampleOf: "Ejemplo de {{variable}}",
      examplesHint: "Meta revisa la plantilla con estos ejemplos: uno para cada variable.",
      footer: "Pie (opcional)",
      buttons: "Botones",
      noButtons: "Ningún botón.",
      addButton: "Agregar botón",
      removeButton: "Quitar botón {{number}}",
      buttonType: "Tipo",
      buttonTypes: {
        QUICK_REPLY: "Respuesta rápida",
        URL: "Enlace (URL)",
        PHONE_NUMBER: "Llamar (teléfono)"
      },
      buttonText: "Texto del botón",
      buttonUrl: "Dirección (https://…)",
      buttonPhone: "Teléfono con código de país",
      save: "Enviar para aprobación",
      cancel: "Cancelar",
      problems: {
        required: "Este campo es obligatorio.",
        tooLong: "Use como máximo {{max}} caracteres.",
        invalid: "Valor no válido.",
        name: "Use solo minúsculas, números y _.",
        language: "Use un código como pt_BR o en_US.",
        url: "Indique una dirección que empiece con https://.",
        phone: "Indique el teléfono con código de país, solo números (p. ej.: +5511999999999).",
        refused: "Rechazado: {{detail}}"
      }
    },
    remove: {
      title: "Eliminar plantilla",
      text: "¿Eliminar la plantilla “{{name}}” ({{language}}) en Meta y aquí? Esta acción no se puede deshacer.",
      confirm: "Eliminar",
      providerSaid: "Meta respondió: {{detail}}"
    },
    offer: {
      title: "Ventana de 24 horas cerrada",
      text: "El cliente no escribe desde {{date}}: WhatsApp solo entrega una plantilla aprobada hasta que responda.",
      neverWrote: "El cliente aún no escribió en esta conversación: WhatsApp solo entrega una plantilla aprobada.",
      template: "Plantilla",
      choose: "Elija una plantilla aprobada…",
      none: "No hay plantillas aprobadas en este canal. Un administrador las crea en Configuración › Plantillas.",
      loadFailed: "No se pudieron cargar las plantillas.",
      headerVariable: "Encabezado {{variable}}",
      bodyVariable: "Cuerpo {{variable}}",
      preview: "Vista previa",
      send: "Enviar plantilla",
      sent: "Plantilla enviada.",
      fillAll: "Complete todas las variables."
    }
  }
}
