import type { ErrorCode } from "../catalogue"

// Spanish texts of the error catalogue (core has pt-BR and en only): [description, detail] per
// code. A code missing here falls back to the catalogue's English text. Both UIs (agent UI and
// console) import it as `@atende/core/errors/texts/es`, so they say the same thing.
export const esErrors: Partial<Record<ErrorCode, readonly [string, string]>> = {
  ERR_VALIDATION: [
    "Datos inválidos",
    "Algunos campos faltan o tienen valores inválidos. Corríjalos e inténtelo de nuevo."
  ],
  ERR_INVALID_JSON: ["JSON inválido", "El cuerpo de la solicitud no es un JSON válido."],
  ERR_NOT_FOUND: ["No encontrado", "La dirección solicitada no existe."],
  ERR_TOKEN_EXPIRED: ["Token expirado", "El token de acceso expiró. Renuévelo y repita la solicitud."],
  ERR_INVALID_TICKET_TRANSITION: [
    "Cambio de estado inválido",
    "El ticket no puede pasar del estado actual al solicitado."
  ],
  ERR_TOO_MANY_REQUESTS: ["Demasiados intentos", "Demasiados intentos. Espere unos minutos e inténtelo de nuevo."],
  ERR_PAYLOAD_TOO_LARGE: ["Solicitud demasiado grande", "El cuerpo de la solicitud supera el tamaño máximo permitido."],
  ERR_INVALID_WEBCHAT_TOKEN: ["Chat no disponible", "El token del chat web es inválido o la conexión fue eliminada."],
  ERR_INTERNAL: ["Error interno", "Ocurrió un error inesperado. Inténtelo más tarde."],
  ERR_LOADING_DATA: ["Error al cargar datos", "No se pudieron cargar los datos. Recargue la página."],
  ERR_SERVICE_UNAVAILABLE: [
    "Servicio no disponible",
    "El servicio no está disponible temporalmente. Inténtelo en unos instantes."
  ],
  ERR_BAD_COMMAND: [
    "Comando inválido",
    "El sistema recibió un comando con datos inválidos y no lo ejecutó. " +
      "Inténtelo de nuevo; si persiste, contacte al soporte."
  ],
  ERR_SESSION_EXPIRED: ["Conexión expirada", "Su sesión expiró. Inicie sesión de nuevo."],
  ERR_SESSION_REPLACED: [
    "Sesión finalizada",
    "Su usuario inició sesión en otro dispositivo. Vuelva a iniciar sesión para continuar aquí."
  ],
  ERR_USER_DELETED: ["Usuario eliminado", "Este usuario fue eliminado. Contacte a su administrador."],
  ERR_NO_PERMISSION: ["Sin permiso", "No tiene permiso para acceder a esta página o realizar esta acción."],
  ERR_LOGGING_OUT: ["No se pudo cerrar sesión", "No se pudo finalizar la sesión. Inténtelo de nuevo."],
  ERR_INVALID_CREDENTIALS: [
    "Credenciales inválidas",
    "Verifique su e-mail o teléfono y contraseña e inténtelo de nuevo."
  ],
  ERR_LOGIN_FAILED: ["Error de inicio de sesión", "No se pudo iniciar sesión. Verifique sus credenciales."],
  ERR_EMAIL_OR_PHONE_REQUIRED: [
    "E-mail o teléfono obligatorio",
    "Ingrese un e-mail o un teléfono para iniciar sesión."
  ],
  ERR_USER_INACTIVE: ["Usuario inactivo", "Este usuario está inactivo. Contacte a su administrador."],
  ERR_LOGIN_HOURS_RESTRICTED: [
    "Fuera del horario de acceso",
    "Su usuario solo puede iniciar sesión en los horarios programados."
  ],
  ERR_USER_LIMIT_REACHED: [
    "Límite de usuarios alcanzado",
    "Se alcanzó el límite de usuarios conectados o alguien no cerró sesión. Inténtelo más tarde."
  ],
  ERR_REGISTRATION_FAILED: ["Error en el registro", "No se pudo completar el registro. Inténtelo de nuevo."],
  ERR_INVALID_DOCUMENT: ["Documento inválido", "Ingrese un CPF o CNPJ válido."],
  ERR_TERMS_NOT_ACCEPTED: ["Términos no aceptados", "Debe aceptar los términos de uso para continuar."],
  ERR_INVALID_PASSWORD: [
    "Contraseña inválida",
    "La contraseña necesita al menos 8 caracteres con una mayúscula, una minúscula y un número; solo letras y números."
  ],
  ERR_PASSWORD_MISMATCH: ["Las contraseñas no coinciden", "La confirmación debe ser igual a la contraseña."],
  ERR_RESET_TOKEN_EXPIRED: ["Enlace expirado", "El enlace para restablecer la contraseña expiró. Solicite uno nuevo."],
  ERROR_NO_PERMISSION_API_ADMIN2: [
    "Licencia inválida",
    "La licencia de este sistema es inválida. Contacte al soporte."
  ],
  ERROR_NO_PERMISSION_API_ADMIN: [
    "Licencia expirada",
    "La licencia de este sistema expiró. Contacte al departamento financiero."
  ],
  ERR_LICENSE_INVALID: ["Licencia inválida", "La licencia no es válida. Contacte al soporte."],
  ERR_LICENSE_EXPIRED: ["Licencia expirada", "La licencia expiró. Renuévela para seguir usando el sistema."],
  ERR_LICENSE_BLOCKED: ["Licencia bloqueada", "La licencia está bloqueada. Contacte al departamento financiero."],
  ERR_LICENSE_WRONG_DOMAIN: ["Dominio inválido", "Esta licencia no pertenece a este dominio."],
  ERR_LICENSE_WRONG_CODE: [
    "Código de licencia inválido",
    "El código de licencia no coincide. Verifíquelo e inténtelo de nuevo."
  ],
  ERR_LICENSE_FREE_PLAN_VIOLATION: [
    "Violación del plan gratuito",
    "El uso actual supera lo que permite el plan gratuito. Mejore el plan o desactive funciones."
  ],
  ERR_CONTACT_FINANCE_DEPARTMENT: [
    "Contacte al departamento financiero",
    "Hay un problema con su cuenta. Contacte al departamento financiero."
  ],
  ERR_PLAN_LIMIT_USERS: ["Límite de usuarios del plan", "Su plan no permite más usuarios. Mejore el plan."],
  ERR_PLAN_LIMIT_QUEUES: ["Límite de colas del plan", "Su plan permite solo una cola activa. Mejore el plan."],
  ERR_PLAN_LIMIT_CHATFLOWS: [
    "Límite de flujos del plan",
    "Su plan permite solo un flujo de chatbot activo. Mejore el plan."
  ],
  ERR_PLAN_LIMIT_CONNECTIONS: [
    "Límite de conexiones del plan",
    "Su plan permite solo una conexión activa. Mejore el plan."
  ],
  ERR_NO_USER_FOUND: ["Usuario no encontrado", "El usuario no existe o fue eliminado."],
  ERR_USER_CREATION_DISABLED: [
    "Creación de usuarios desactivada",
    "El administrador desactivó la creación de usuarios."
  ],
  ERR_EMAIL_EXISTS: ["E-mail ya registrado", "Ya existe un usuario con este e-mail."],
  ERR_PHONE_NUMBER_EXISTS: ["Teléfono ya registrado", "Ya existe un usuario con este número de teléfono."],
  ERR_ADMIN_CANNOT_BE_DEACTIVATED: [
    "Los administradores no pueden desactivarse",
    "Los usuarios administradores no pueden ser desactivados."
  ],
  ERR_USER_CANNOT_DELETE_SELF: ["No puede eliminarse a sí mismo", "No puede eliminar su propia cuenta."],
  ERR_INHERITING_USER_REQUIRED: [
    "Elija quién hereda los tickets",
    "Seleccione otro usuario para recibir los tickets del usuario eliminado."
  ],
  ERR_DELETING_USER: ["No se pudo eliminar el usuario", "El usuario no pudo ser eliminado."],
  ERR_NO_QUEUE_FOUND: ["Cola no encontrada", "La cola no existe o fue eliminada."],
  ERR_QUEUE_TICKET_EXISTS: ["Cola con tickets", "No se puede eliminar una cola que tiene tickets."],
  ERR_DELETING_QUEUE: ["No se pudo eliminar la cola", "La cola no pudo ser eliminada."],
  ERR_NO_TAG_FOUND: ["Etiqueta no encontrada", "La etiqueta no existe o fue eliminada."],
  ERR_TAG_CONTACTS_EXISTS: ["Etiqueta con contactos", "No se puede eliminar una etiqueta vinculada a contactos."],
  ERR_NO_SETTING_FOUND: ["Configuración no encontrada", "La configuración solicitada no existe."],
  ERR_NO_TENANT_FOUND: ["Empresa no encontrada", "La empresa no existe o fue desactivada."],
  ERR_API_CONFIG_NOT_FOUND: [
    "Configuración de API no encontrada",
    "La configuración de API no existe o fue eliminada."
  ],
  ERR_NO_TICKET_FOUND: ["Ticket no encontrado", "El ticket no existe o fue eliminado."],
  ERR_CREATING_TICKET: ["Error al crear el ticket", "No se pudo crear el ticket. Inténtelo de nuevo."],
  ERR_OPENING_TICKET: ["Error al abrir el ticket", "No se pudo abrir el ticket. Inténtelo de nuevo."],
  ERR_OTHER_OPEN_TICKET: [
    "Ya existe un ticket abierto",
    "Este contacto ya tiene un ticket abierto. Abra el ticket existente."
  ],
  ERR_NO_STATUS_SELECTED: ["Ningún estado seleccionado", "Seleccione al menos un estado para filtrar los tickets."],
  ERR_TICKET_ALREADY_OWNED: [
    "El ticket ya pertenece al destino",
    "Este ticket ya pertenece al usuario o a la cola seleccionada."
  ],
  ERR_TRANSFER_NO_SHARED_QUEUE: [
    "Usuarios sin cola en común",
    "Para transferir, los usuarios de origen y destino deben compartir una cola."
  ],
  ERR_CREATING_MESSAGE: ["Error al crear el mensaje", "No se pudo crear el mensaje. Inténtelo de nuevo."],
  ERR_NO_MESSAGE_FOUND: ["Mensaje no encontrado", "El mensaje no existe o fue eliminado."],
  ERR_FORWARDING_MESSAGE: ["Error al reenviar", "No se pudo reenviar el mensaje. Inténtelo de nuevo en unos minutos."],
  ERR_FORWARD_LIMIT: ["Demasiados mensajes", "Puede reenviar como máximo 10 mensajes a la vez."],
  ERR_DELETING_MESSAGE: ["Error al eliminar el mensaje", "No se pudo eliminar el mensaje. Inténtelo de nuevo."],
  ERR_MESSAGE_TOO_OLD_TO_EDIT: [
    "Mensaje demasiado antiguo",
    "Este canal solo permite editar un mensaje hasta 15 minutos después de enviarlo."
  ],
  ERR_MESSAGE_TOO_OLD_TO_DELETE: [
    "Mensaje demasiado antiguo",
    "Solo puede eliminar sus mensajes hasta 5 minutos después de enviarlos."
  ],
  ERR_TRANSCRIPTION_DISABLED: [
    "Transcripción desactivada",
    "La transcripción de audio no está activada en la configuración."
  ],
  ERR_TRANSCRIPTION_FAILED: [
    "Error en la transcripción",
    "El servicio de transcripción no respondió. Inténtelo de nuevo en unos instantes."
  ],
  ERR_NO_CONTACT_FOUND: ["Contacto no encontrado", "El contacto no existe o fue eliminado."],
  ERR_DUPLICATED_CONTACT: ["Contacto duplicado", "Ya existe un contacto con este número."],
  ERR_CONTACT_TICKETS_REGISTERED: ["Contacto con tickets", "No se puede eliminar un contacto que tiene tickets."],
  ERR_IMPORT_FILE_INVALID: [
    "Archivo de importación inválido",
    "No se pudo leer el archivo. Revise la fila y la columna indicadas."
  ],
  ERR_NO_IMPORT_FOUND: ["Importación no encontrada", "La importación no existe o expiró. Envíe el archivo de nuevo."],
  ERR_IMPORT_RUNNING: ["Importación en curso", "Esta importación ya comenzó. Siga su progreso."],
  ERR_IMPORT_MAPPING: ["Asignación de columnas inválida", "Asigne una columna al nombre y otra al número o e-mail."],
  ERR_NO_MERGE_FOUND: ["Fusión no encontrada", "La fusión no existe o ya fue deshecha."],
  ERR_MERGE_NOT_UNDOABLE: [
    "La fusión no se puede deshacer",
    "Los contactos fusionados cambiaron después de la fusión."
  ],
  ERR_INVALID_CONTACT_NUMBER: ["Número inválido", "Ingrese el número con código de país, código de área y 9 dígitos."],
  ERR_SEARCH_TOO_SHORT: ["Búsqueda demasiado corta", "Escriba al menos dos letras para buscar."],
  ERR_NO_CONTACT_NOTE_FOUND: ["Nota no encontrada", "La nota del contacto no existe o fue eliminada."],
  ERR_INVALID_EMAIL: ["E-mail inválido", "Ingrese una dirección de e-mail válida, como nombre@empresa.com."],
  ERR_INVALID_DATE: ["¡Fecha inválida!", "Ingrese una fecha que exista, en el formato DD/MM/AAAA."],
  ERR_NO_FILE_UPLOADED: ["Ningún archivo seleccionado", "Seleccione un archivo para enviar."],
  ERR_FILE_TOO_LARGE: ["Archivo demasiado grande", "El archivo supera el tamaño máximo permitido."],
  ERR_FILES_TOTAL_TOO_LARGE: ["Archivos demasiado grandes", "Los archivos juntos no pueden superar 30 MB."],
  ERR_INVALID_IMAGE_FORMAT: [
    "Formato de imagen inválido",
    "Envíe una imagen en un formato compatible (JPEG, PNG o WebP)."
  ],
  ERR_NO_FAST_REPLY_FOUND: ["Respuesta rápida no encontrada", "La respuesta rápida no existe o fue eliminada."],
  ERR_FAST_REPLY_EXISTS: ["La respuesta rápida ya existe", "Ya existe una respuesta rápida con este atajo."],
  ERR_WAPP_INVALID_CONTACT: ["Contacto inválido", "El número no es un contacto válido de WhatsApp."],
  ERR_WAPP_CHECK_CONTACT: [
    "Error al verificar el contacto",
    "No se pudo verificar el contacto en WhatsApp. Inténtelo de nuevo."
  ],
  ERR_WAPP_CONTACT_NOT_ON_WHATSAPP: ["No está en WhatsApp", "Este número no tiene cuenta de WhatsApp."],
  ERR_SENDING_WAPP_MSG: ["Error al enviar", "WhatsApp no aceptó el mensaje. Inténtelo de nuevo."],
  ERR_WAPP_NOT_INITIALIZED: [
    "Sesión no iniciada",
    "La sesión de WhatsApp no está iniciada. Conéctela e inténtelo de nuevo."
  ],
  ERR_NO_WAPP_FOUND: ["Conexión no encontrada", "La conexión no existe o no tiene una sesión activa."],
  ERR_NO_DEF_WAPP_FOUND: [
    "Sin conexión predeterminada",
    "No hay una conexión predeterminada activa. Defina una en Canales."
  ],
  ERR_FETCH_WAPP_MSG: [
    "No se pudieron obtener los mensajes",
    "No se pudieron obtener los mensajes antiguos de WhatsApp."
  ],
  ERR_WAPP_DOWNLOAD_MEDIA: ["Error al descargar el archivo", "No se pudo descargar el archivo del mensaje."],
  ERR_DELIVERY_REFUSED: [
    "Mensaje rechazado por el canal",
    "El canal rechazó este mensaje. Revise su contenido y reenvíelo."
  ],
  ERR_DELIVERY_GAVE_UP: [
    "Mensaje no entregado",
    "El canal no respondió tras varios intentos. Revise la conexión y reenvíelo."
  ],
  ERR_MESSAGE_NOT_FAILED: ["El mensaje no falló", "Solo se puede reenviar un mensaje cuyo envío falló."],
  ERR_CHANNEL_CREDENTIALS_REFUSED: [
    "Credenciales rechazadas",
    "El proveedor rechazó el token o las credenciales indicadas. Revíselos. No se guardó nada."
  ],
  ERR_WABA_WINDOW_CLOSED: [
    "Ventana de 24 horas cerrada",
    "El cliente no escribe desde hace más de 24 horas: WhatsApp solo acepta una plantilla aprobada hasta que responda."
  ],
  ERR_WABA_WEBHOOK_SIGNATURE: [
    "Firma no válida",
    "El webhook no vino firmado con el secreto de la aplicación. No se guardó nada."
  ],
  ERR_WABA_VERIFY_TOKEN: [
    "Token de verificación incorrecto",
    "El token de verificación no coincide con el de la conexión."
  ],
  ERR_CHANNEL_PROVIDER_UNREACHABLE: [
    "Proveedor inaccesible",
    "No se pudo contactar al proveedor para verificar las credenciales. Inténtelo de nuevo."
  ],
  ERR_CHANNEL_TYPE_UNSUPPORTED: [
    "Tipo de conexión no disponible",
    "Este tipo de conexión aún no es compatible. Elija otro tipo."
  ],
  ERR_CONNECTION_NAME_EXISTS: ["Nombre de conexión en uso", "Ya existe una conexión con este nombre. Elija otro."],
  ERR_CHANNEL_DELETE_CONFIRMATION: [
    "Confirmación necesaria",
    "Para eliminar la conexión, escriba ELIMINAR o el nombre de la conexión. No se eliminó nada."
  ],
  ERR_CHANNEL_HAS_OPEN_TICKETS: [
    "Conexión con atenciones abiertas",
    "Transfiera o cierre las atenciones abiertas y pendientes de esta conexión antes de eliminarla."
  ],
  ERR_CHANNEL_TYPE_MISMATCH: [
    "Tipos de conexión distintos",
    "Las atenciones solo se pueden transferir a una conexión del mismo tipo."
  ],
  ERR_WEBCHAT_OFFLINE: [
    "Chat desconectado",
    "El chat de este sitio está desconectado en este momento. Inténtelo más tarde."
  ],
  ERR_CONNECTION_LIMIT_REACHED: [
    "Límite de conexiones alcanzado",
    "Su empresa alcanzó el límite de conexiones contratado."
  ],
  ERR_RESELLER_CONNECTION_LIMIT_REACHED: [
    "Límite de conexiones del revendedor",
    "Se alcanzó el límite global de conexiones del revendedor. Contacte a su revendedor."
  ],
  ERR_SAME_SOURCE_AND_DESTINATION: ["Mismo origen y destino", "Elija conexiones de origen y destino diferentes."],
  ERR_INVALID_HUB_TOKEN: ["Token del hub inválido", "El token está vacío o no es válido."],
  ERR_WAVOIP_TOKEN_NOT_ACQUIRED: ["Token Wavoip no obtenido", "No se pudo obtener el token Wavoip de esta conexión."],
  ERR_SMS_INVALID_TOKEN: ["Token de SMS inválido", "El token de SMS es inválido. Contacte a su revendedor."],
  ERR_SMS_NO_CREDITS: ["Sin créditos de SMS", "No tiene créditos de SMS. Compre créditos para enviar."],
  ERR_SMS_INSUFFICIENT_CREDITS: [
    "Créditos insuficientes",
    "Sus créditos no cubren a todos los destinatarios. Confirme para enviar solo a los primeros."
  ],
  ERR_SMS_INVALID_NUMBERS: ["Números inválidos", "La lista de destinatarios tiene números duplicados o inválidos."],
  ERR_NO_CALL_PERMISSION: ["Sin permiso para llamadas", "Su usuario no tiene permiso para hacer llamadas."],
  ERR_CALL_LINE_BUSY: ["Línea ocupada", "Línea ocupada, inténtelo más tarde o mejore el plan."],
  ERR_CALL_NUMBER_NOT_FOUND: ["El número no existe", "El número llamado no existe."],
  ERR_NO_SIP_CREDENTIAL_FOUND: ["Credencial SIP no encontrada", "La credencial SIP no existe o fue eliminada."],
  ERR_SIP_CREDENTIAL_INACTIVE: ["Credencial SIP inactiva", "Active una credencial SIP antes de conectar el teléfono."],
  ERR_NO_GROUP_FOUND: ["Grupo no encontrado", "El grupo no existe o fue eliminado."],
  ERR_GROUP_PARTICIPANTS_LIMIT: ["Demasiados participantes", "Un grupo puede tener como máximo 1023 participantes."],
  ERR_NO_CAMPAIGN_FOUND: ["Campaña no encontrada", "La campaña no fue encontrada."],
  ERR_CAMPAIGN_NOT_EXISTS: ["La campaña no existe", "La campaña no existe o fue eliminada."],
  ERR_CAMPAIGN_NOT_ACCESSIBLE: ["Campaña no accesible", "No tiene acceso a esta campaña."],
  ERR_CAMPAIGN_NOT_EDITABLE: ["Campaña no editable", "Solo se pueden modificar campañas pendientes o canceladas."],
  ERR_CAMPAIGN_NOT_DELETABLE: [
    "La campaña no puede eliminarse",
    "Solo se pueden eliminar campañas pendientes o canceladas sin contactos vinculados."
  ],
  ERR_CAMPAIGN_INVALID_DATE: ["Fecha inválida", "El inicio de la campaña debe ser posterior a ahora."],
  ERR_CAMPAIGN_CONTACTS_NOT_FOUND: ["Contactos no encontrados", "La campaña no tiene contactos vinculados."],
  ERR_STARTING_CAMPAIGN: ["No se pudo iniciar la campaña", "La campaña no pudo iniciarse."],
  ERR_PAUSING_CAMPAIGN: ["No se pudo pausar la campaña", "La campaña no pudo pausarse."],
  ERR_RESUMING_CAMPAIGN: ["No se pudo reanudar la campaña", "La campaña no pudo reanudarse."],
  ERR_CANCELING_CAMPAIGN: ["No se pudo cancelar la campaña", "La campaña no pudo cancelarse."],
  ERR_NO_SCHEDULE_FOUND: ["Cita no encontrada", "La cita no existe o fue eliminada."],
  ERR_SCHEDULE_CONFLICT: ["Conflicto de horario", "Ya existe una cita en este horario."],
  ERR_SCHEDULE_OTHER_TENANT: ["Cita de otra empresa", "Esta cita pertenece a otra empresa."],
  ERR_SCHEDULE_UNAVAILABLE: [
    "Horario no disponible",
    "El horario elegido está fuera de la disponibilidad del usuario."
  ],
  ERR_SCHEDULE_INVALID_DATE: ["¡Fecha inválida!", "Elija una fecha posterior a ahora (DD/MM/AAAA)."],
  ERR_SCHEDULE_INVALID_HOUR: ["Hora inválida", "Elija una hora posterior a ahora (HH:mm)."],
  ERR_SCHEDULE_BODY_REQUIRED: ["Mensaje obligatorio", "Ingrese el mensaje de la cita (al menos 5 caracteres)."],
  ERR_SCHEDULE_CONTACT_REQUIRED: ["Contacto obligatorio", "Seleccione el contacto de la cita."],
  ERR_SCHEDULE_SEND_AT_REQUIRED: ["Fecha de envío obligatoria", "Ingrese la fecha y hora de envío."],
  ERR_SCHEDULE_WHATSAPP_REQUIRED: ["Conexión obligatoria", "Seleccione la conexión de envío."],
  ERR_SCHEDULE_USER_REQUIRED: ["Usuario obligatorio", "Seleccione el usuario responsable."],
  ERR_SCHEDULE_INVALID_INTERVAL: ["Intervalo inválido", "Los valores del intervalo de recordatorio son inválidos."],
  ERR_SCHEDULE_DUPLICATE_REMINDER: ["Recordatorio duplicado", "Hay dos recordatorios para el mismo momento."],
  ERR_NO_SERVICE_FOUND: ["Servicio no encontrado", "El servicio no existe o fue eliminado."],
  ERR_SERVICE_NOT_FOUND_FOR_USER: [
    "Servicio no encontrado para el usuario",
    "El usuario elegido no realiza este servicio."
  ],
  ERR_DISPONIBILITY_ERROR_USER: ["Usuario no disponible", "El usuario no está disponible en el horario elegido."],
  ERR_SEARCH_AVAILABLE_USERS: ["Error al buscar disponibilidad", "No se pudieron buscar los usuarios disponibles."],
  ERR_NO_AUTO_REPLY_FOUND: ["Flujo no encontrado", "El flujo de respuesta automática no existe o fue eliminado."],
  ERR_NO_STEP_AUTO_REPLY_FOUND: ["Paso no encontrado", "El paso del flujo no existe o fue eliminado."],
  ERR_AUTO_REPLY_RELATIONED_TICKET: ["Flujo en uso", "No se puede eliminar un flujo usado en tickets."],
  ERR_AUTO_REPLY_INITIAL_STEP_EXISTS: [
    "El paso inicial ya existe",
    "Cada respuesta automática puede tener solo un paso inicial."
  ],
  ERR_NO_CHAT_FLOW_FOUND: ["Flujo de chat no encontrado", "El flujo de chatbot no existe o fue eliminado."],
  ERR_CHAT_FLOW_INVALID_CONNECTION: [
    "Enlace inválido",
    "Un elemento no puede enlazarse a sí mismo ni formar un ciclo."
  ],
  ERR_FLOW_HAS_CYCLE: [
    "El flujo tiene un ciclo",
    "Un paso lleva a sí mismo o los enlaces forman un ciclo. Quite un enlace del ciclo."
  ],
  ERR_CHAT_FLOW_IN_USE: [
    "Flujo en uso",
    "El flujo está vinculado a una conexión o a tickets en curso. Desvincúlelo antes de eliminarlo."
  ],
  ERR_NO_TYPEBOT_FOUND: ["Typebot no encontrado", "La conexión con Typebot no existe o fue eliminada."],
  ERR_NO_PROMPT_FOUND: ["Prompt no encontrado", "El prompt no existe o fue eliminado."],
  ERR_DELETING_PROMPT: ["No se pudo eliminar el prompt", "El prompt no pudo ser eliminado."],
  ERR_NO_TEMPLATE_FOUND: ["Plantilla no encontrada", "La plantilla no existe o fue eliminada."],
  ERR_DELETING_TEMPLATE: ["No se pudo eliminar la plantilla", "La plantilla no pudo ser eliminada."],
  ERR_TEMPLATE_VARIABLES_MISMATCH: [
    "Variables no coinciden",
    "Las variables del encabezado y del cuerpo no coinciden con sus ejemplos."
  ],
  ERR_CURRENT_PASSWORD_INVALID: [
    "Contraseña actual incorrecta",
    "Para cambiar su contraseña, ingrese correctamente la contraseña actual."
  ],
  ERR_URL_NOT_ALLOWED: [
    "Dirección no permitida",
    "La dirección apunta a la red interna del servidor (loopback, red privada o link-local). Use una dirección pública."
  ],
  ERR_PUSH_DEVICE_TAKEN: [
    "Dispositivo ya registrado",
    "Esta dirección de notificación pertenece a otro navegador. Active las notificaciones de nuevo en este navegador."
  ],
  ERR_REPORT_SELECTION_REQUIRED: [
    "Ninguna opción seleccionada",
    "Seleccione al menos una opción para generar este informe."
  ],
  ERR_REPORT_PERIOD_INVALID: [
    "Período inválido",
    "La fecha inicial no puede ser posterior a la final, y un período abarca como máximo 366 días."
  ],
  ERR_REPORT_TOO_LARGE: [
    "Informe demasiado grande para el formato",
    "El informe tiene más filas de las que admite el formato elegido. Restrinja los filtros o exporte en CSV."
  ],
  ERR_NO_REPORT_EXPORT_FOUND: [
    "Exportación no encontrada",
    "La exportación no existe, expiró o pertenece a otro usuario."
  ],
  ERR_REPORT_EXPORT_NOT_READY: [
    "Exportación en curso",
    "El archivo aún se está generando. Espere a que termine la exportación."
  ],
  ERR_REPORT_EXPORT_FAILED: [
    "No se pudo exportar el informe",
    "No se pudo generar el archivo del informe. Inténtelo de nuevo."
  ]
}
