import type { ChannelsTexts } from "./pt-BR"

export const channelsEs: ChannelsTexts = {
  channels: {
    title: "Canales",
    intro: "Las conexiones de la empresa por donde llegan las atenciones: chat web, WhatsApp y otros canales.",
    add: "Nuevo canal",
    loading: "Cargando…",
    loadFailed: "No se pudieron cargar los canales.",
    empty: "Aún no hay canales. Crea un chat web para atender desde tu sitio.",
    count: "{{count}} canal(es)",
    default: "Predeterminado",
    defaultHint: "Canal predeterminado: se usa cuando no se elige otro.",
    number: "Conectado como {{number}}",
    types: {
      whatsapp: "WhatsApp",
      waba: "WhatsApp API oficial",
      waba360: "WhatsApp 360dialog",
      telegram: "Telegram",
      instagram: "Instagram",
      email: "Correo electrónico",
      webchat: "Chat web",
      hub: "Hub",
      hubFacebook: "Hub Facebook",
      hubInstagram: "Hub Instagram",
      hubEmail: "Hub correo"
    },
    status: {
      pairing: { label: "Vinculando", hint: "El teléfono se está vinculando a esta conexión." },
      connecting: { label: "Conectando", hint: "La sesión se está iniciando." },
      qrcode: {
        label: "Esperando la lectura del código QR",
        hint: "Abre WhatsApp en el teléfono, ve a Dispositivos vinculados y escanea el código QR."
      },
      connected: { label: "Conectado", hint: "La conexión funciona." },
      disconnected: { label: "Desconectado", hint: "La sesión terminó: conecta para iniciarla de nuevo." },
      timeout: {
        label: "Conexión perdida",
        hint: "El teléfono debe estar en línea; o desconecta para obtener un nuevo código QR."
      },
      inactive: { label: "Inactivo", hint: "La conexión está apagada: conéctala para volver a recibir mensajes." },
      conflict: {
        label: "En uso en otro lugar",
        hint: "WhatsApp Web está abierto en otro lugar: ciérralo allí o vuelve a conectar aquí."
      }
    },
    actions: {
      more: "Más acciones",
      showQr: "Ver código QR",
      connect: "Conectar",
      disconnect: "Desconectar",
      qrcode: "Nuevo código QR",
      reset: "Reiniciar sesión",
      default: "Hacer predeterminado",
      transfer: "Transferir conversaciones",
      snippet: "Código del widget",
      edit: "Editar",
      delete: "Eliminar"
    },
    done: {
      connect: "Conectando «{{name}}»…",
      disconnect: "«{{name}}» desconectado.",
      qrcode: "Nuevo código QR pedido para «{{name}}».",
      reset: "Sesión de «{{name}}» reiniciada: escanea el nuevo código QR.",
      default: "«{{name}}» es ahora el canal predeterminado."
    },
    form: {
      createTitle: "Nuevo canal",
      editTitle: "Editar canal",
      name: "Nombre",
      type: "Tipo",
      typeHint: "Solo se muestran los tipos que este servidor ya atiende.",
      typeFixed: "El tipo no cambia una vez creado el canal.",
      greeting: "Mensaje de bienvenida",
      greetingHint: "Se envía cuando empieza una atención por este canal.",
      farewell: "Mensaje de despedida",
      farewellHint: "Se envía cuando se cierra una atención de este canal.",
      chatFlow: "Flujo de chatbot",
      chatFlowNone: "Ninguno",
      chatFlowHint: "El bot de este flujo recibe las nuevas atenciones del canal (solo flujos activos).",
      typebot: "Typebot",
      typebotNone: "Ninguno",
      typebotHint:
        "Las nuevas atenciones del canal conversan con este bot de Typebot (configúrelo en Configuración → Typebot).",
      save: "Guardar",
      saved: "Canal guardado.",
      problems: {
        required: "Campo obligatorio.",
        tooLong: "Usa como máximo {{max}} caracteres.",
        invalid: "Valor no válido.",
        url: "Indica una dirección que empiece por http:// o https://.",
        color: "Indica un color como #0b6e4f.",
        dateOrder: "La fecha final es anterior a la inicial."
      }
    },
    webchat: {
      section: "Aspecto del chat web",
      title: "Título",
      titlePlaceholder: "Habla con nosotros",
      footerText: "Texto del pie",
      headerColor: "Color del encabezado",
      iconUrl: "Dirección del icono",
      urlHint: "Opcional: una dirección http(s).",
      autoOpen: "Abrir el chat solo al cargar la página",
      offerHelp: "Ofrecer ayuda al visitante",
      helpMessage: "Mensaje de ayuda",
      helpPlaceholder: "¡Hola! ¿Te ayudo?",
      soundUrl: "Sonido de notificación",
      preview: "Vista previa del encabezado",
      previewInput: "Escribe tu mensaje…"
    },
    settings: {
      section: "Datos del proveedor",
      secretKept: "Ya guardado. Déjelo en blanco para mantenerlo.",
      fields: {
        botToken: "Token del bot",
        phoneNumberId: "ID del número de teléfono",
        businessAccountId: "ID de la cuenta de WhatsApp Business",
        appId: "ID de la aplicación",
        accessToken: "Token de acceso",
        appSecret: "Clave secreta de la aplicación",
        verifyToken: "Token de verificación del webhook",
        apiVersion: "Versión de la Graph API",
        apiKey: "Clave de API (360dialog)",
        webhookToken: "Token del webhook",
        user: "Usuario (login del correo)",
        password: "Contraseña",
        imapHost: "Servidor IMAP",
        imapPort: "Puerto IMAP",
        imapSecure: "IMAP con TLS (SSL)",
        smtpHost: "Servidor SMTP",
        smtpPort: "Puerto SMTP",
        smtpSecure: "SMTP con TLS (SSL)",
        fromAddress: "Dirección de envío"
      },
      hints: {
        botToken: "Cree el bot con @BotFather en Telegram y pegue aquí el token que le envíe (123456789:AA…).",
        phoneNumberId: "En Meta for Developers › WhatsApp › Configuración de la API.",
        accessToken: "Token permanente de un usuario del sistema con el permiso whatsapp_business_messaging.",
        appSecret: "Configuración de la app › Básica. Comprueba la firma (X-Hub-Signature-256) de cada webhook.",
        verifyToken:
          "Invente un texto e indique el mismo en Meta al configurar el webhook: " +
          "<dirección pública>/webhooks/waba/<id de la conexión>.",
        apiVersion: "Por defecto v21.0.",
        apiKey: "La clave que 360dialog generó para el número.",
        webhookToken:
          "Al menos 16 caracteres. " +
          "Registre el webhook en 360dialog con la cabecera X-Atende-Webhook-Token con este valor.",
        user: "El login de la cuenta de correo, normalmente la propia dirección (soporte@empresa.com).",
        imapHost: "Donde llegan los correos, p. ej. imap.empresa.com (puerto 993 con TLS).",
        smtpHost: "Por donde salen las respuestas, p. ej. smtp.empresa.com (puerto 465 con TLS, o 587 sin).",
        fromAddress: "La dirección que ve el cliente. Vacía: el usuario, si es una dirección."
      }
    },
    import: {
      section: "Importación de WhatsApp",
      hint: "Guardar la importación cierra la conexión: habrá que escanear un nuevo código QR.",
      messages: "Importar mensajes",
      groupMessages: "Importar mensajes de grupos",
      contacts: "Importar contactos",
      startDate: "Desde",
      endDate: "Hasta",
      closeTickets: "Cerrar las atenciones después de la importación"
    },
    qr: {
      title: "Código QR de «{{name}}»",
      hint:
        "En el teléfono, abre WhatsApp, toca Dispositivos vinculados › Vincular un dispositivo " +
        "y apunta la cámara al código.",
      waiting: "Esperando el código QR…",
      alt: "Código QR para conectar «{{name}}»",
      failed: "No se pudo dibujar el código QR.",
      connected: "«{{name}}» conectado."
    },
    webhook: {
      text:
        "Indique esta dirección a Meta como URL de devolución del webhook (Callback URL), con " +
        "el token de verificación de arriba, y suscriba el campo messages.",
      text360:
        "Registre esta dirección como webhook en 360dialog, con el encabezado " +
        "X-Atende-Webhook-Token igual al token del webhook de arriba.",
      copy: "Copiar dirección",
      copied: "Dirección copiada.",
      copyFailed: "No se pudo copiar: seleccione la dirección y cópiela con Ctrl+C."
    },
    snippet: {
      title: "Código del chat web «{{name}}»",
      text: "Pega este código antes de </body> en las páginas de tu sitio para mostrar el chat:",
      copy: "Copiar código",
      copied: "Código copiado.",
      copyFailed: "No se pudo copiar: selecciona el código y cópialo con Ctrl+C."
    },
    transfer: {
      title: "Transferir conversaciones",
      text: "Mover las conversaciones abiertas de «{{name}}» a otro canal.",
      to: "Canal de destino",
      choose: "Elige un canal",
      confirm: "Transferir",
      done: "{{count}} conversación(es) de «{{name}}» transferida(s).",
      skipped: "{{count}} conversación(es) se quedaron en «{{name}}»."
    },
    remove: {
      title: "Eliminar canal",
      text: "¿Eliminar el canal «{{name}}»? Esta acción no se puede deshacer.",
      prompt: "Para confirmar, escribe {{word}} o el nombre del canal.",
      word: "ELIMINAR",
      confirm: "Eliminar canal",
      done: "Canal «{{name}}» eliminado."
    }
  }
}
