import type { TypebotTexts } from "./pt-BR"

export const typebotEs: TypebotTexts = {
  typebot: {
    title: "Typebot",
    intro:
      "Conecte sus bots de Typebot. Elija un bot en la configuración de la conexión (canal): los " +
      "nuevos tickets conversan con él hasta el final del flujo y luego esperan a un agente.",
    add: "Nueva conexión Typebot",
    loading: "Cargando…",
    loadFailed: "No se pudieron cargar las conexiones con Typebot.",
    empty: "Aún no hay conexiones con Typebot.",
    enabled: "Activo",
    disabled: "Desactivado",
    restartShown: "reinicia con «{{keyword}}»",
    edit: "Editar",
    delete: "Eliminar",
    saved: "Conexión con Typebot guardada.",
    deleted: "Conexión con Typebot eliminada.",
    remove: {
      title: "Eliminar conexión Typebot",
      text:
        "¿Eliminar «{{name}}»? Los canales que la usan quedan sin Typebot y las conversaciones en " +
        "curso pasan a un agente.",
      confirm: "Eliminar"
    },
    form: {
      createTitle: "Nueva conexión Typebot",
      editTitle: "Editar conexión Typebot",
      name: "Nombre",
      baseUrl: "Dirección de Typebot",
      baseUrlHint: "El servidor de Typebot, por ejemplo https://typebot.io (la API está en /api/v1).",
      publicId: "ID público del bot",
      publicIdHint: "En Compartir → API en el editor de Typebot.",
      token: "Token de la API (opcional)",
      tokenHint: "Solo para bots privados. Se guarda cifrado.",
      tokenKept: "Hay un token guardado. Déjelo en blanco para conservarlo.",
      restartKeyword: "Palabra para reiniciar",
      restartKeywordHint: "Cuando el cliente envía esta palabra, la conversación con el bot vuelve a empezar.",
      invalidMessage: "Mensaje de opción inválida",
      invalidMessageHint: "Se envía cuando la respuesta no es el número ni el nombre de una opción.",
      enabled: "Activo",
      save: "Guardar",
      required: "Complete este campo.",
      tooLong: "Como máximo {{max}} caracteres.",
      invalid: "Valor inválido.",
      notAllowed: "Esta dirección apunta a la red interna del servidor."
    }
  }
}
