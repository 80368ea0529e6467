import type { InternalChatTexts } from "./pt-BR"

export const internalChatEs: InternalChatTexts = {
  internalChat: {
    list: {
      conversations: "Conversaciones",
      users: "Usuarios",
      newGroup: "Nuevo grupo",
      noConversations: "Aún no hay conversaciones.",
      online: "en línea",
      offline: "desconectado"
    },
    pane: {
      choose: "Elija una conversación o un usuario.",
      loading: "Cargando…",
      loadFailed: "No se pudo cargar el chat.",
      empty: "Aún no hay mensajes.",
      older: "Mensajes anteriores"
    },
    message: { file: "Archivo", image: "Imagen" },
    composer: {
      placeholder: "Escriba un mensaje",
      caption: "Leyenda (opcional)",
      attach: "Adjuntar",
      files: "Archivos: {{count}}",
      send: "Enviar"
    },
    group: {
      title: "Nuevo grupo",
      name: "Nombre del grupo",
      members: "Participantes",
      cancel: "Cancelar",
      create: "Crear grupo"
    },
    notify: { title: "Mensaje de {{name}}", inGroup: " en {{group}}" }
  }
}
