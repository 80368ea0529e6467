import type { ptBR } from "./ptBR.ts"

// The console's own labels in Spanish; typed after `ptBR.ts` so all keep the same keys.
export const es: typeof ptBR = {
  ra: {
    page: { dashboard: "Configuración" },
    auth: { username: "E-mail o teléfono" }
  },
  resources: {
    users: {
      name: "Usuario |||| Usuarios",
      fields: {
        q: "Buscar",
        name: "Nombre",
        email: "E-mail",
        password: "Contraseña",
        currentPassword: "Contraseña actual",
        profile: "Perfil",
        phoneNumber: "Teléfono",
        active: "Activo",
        queueIds: "Colas",
        createdAt: "Creado"
      },
      profiles: { user: "Usuario", super: "Supervisor", admin: "Administrador" },
      helpers: {
        password: "De 8 a 128 caracteres, con mayúscula, minúscula y número; solo letras y números.",
        password_edit: "Déjela vacía para mantener la contraseña actual.",
        currentPassword: "Necesaria para cambiar su propia contraseña."
      },
      delete: {
        title: "Eliminar %{name}",
        text: "Las atenciones de este usuario pasarán a otro usuario. Elija quién las hereda.",
        heir: "Usuario que hereda las atenciones",
        self: "No puede eliminar su propia cuenta."
      }
    },
    queues: {
      name: "Cola |||| Colas",
      fields: { q: "Buscar", name: "Nombre", active: "Activa", createdAt: "Creada" }
    },
    tags: {
      name: "Etiqueta |||| Etiquetas",
      fields: { q: "Buscar", name: "Nombre", color: "Color", active: "Activa" }
    },
    settings: {
      name: "Configuración general",
      fields: {
        hideOthersTickets: "Ocultar atenciones de otros usuarios",
        hideBotUnassigned: "Ocultar atenciones en el chatbot o sin usuario ni cola (excepto administradores)",
        forceWallet: "Enviar atenciones solo a los dueños de la cartera",
        hideContactData: "Ocultar teléfono y e-mail de los contactos (excepto administradores)",
        supervisorViewAll: "Los supervisores ven todas las atenciones",
        spyTicketDefault: "Abrir atenciones de otros solo para observar",
        signature: "Firma en los mensajes",
        autoCloseMinutes: "Cerrar automáticamente tras inactividad",
        autoCloseMessage: "Mensaje de cierre automático",
        autoResolveMinutes: "Resolver sin interacción del cliente tras (minutos)",
        returnToQueueMinutes: "Devolver a la cola de origen sin interacción tras (minutos)",
        reopenMinutes: "Intervalo para no reabrir (minutos)",
        slaGreen: "SLA verde desde (minutos)",
        slaYellow: "SLA amarillo desde (minutos)",
        slaRed: "SLA rojo desde (minutos)",
        ticketListLimit: "Atenciones por página",
        transcriptionEnabled: "Transcripción de audio activada",
        transcriptionBaseUrl: "Servidor de transcripción (compatible con OpenAI)",
        transcriptionModel: "Modelo de transcripción",
        transcriptionApiKey: "Clave de la API de transcripción",
        surveyEnabled: "Encuesta de satisfacción al resolver",
        surveyMessage: "Pregunta de la encuesta (nota de 1 a 5)",
        surveyThanks: "Agradecimiento tras la nota"
      }
    },
    tenants: {
      name: "Empresa |||| Empresas",
      fields: {
        q: "Buscar",
        id: "Id",
        name: "Nombre",
        plan: "Plan",
        license: "Licencia",
        resellerId: "Revendedor",
        trialEndsAt: "Fin de la prueba",
        createdAt: "Creada",
        document: "CPF o CNPJ",
        adminName: "Nombre del administrador",
        adminEmail: "E-mail del administrador",
        adminPassword: "Contraseña del administrador",
        trialDays: "Días de prueba",
        userCreationDisabled: "Creación de usuarios desactivada",
        timezone: "Zona horaria",
        storageQuotaMb: "Espacio contratado (MB)"
      },
      licenses: {
        valid: "Válida",
        invalid: "Inválida",
        expired: "Expirada",
        blocked: "Bloqueada",
        wrongDomain: "Dominio inválido",
        wrongCode: "Código inválido",
        freePlanViolation: "Violación del plan gratuito"
      },
      helpers: { adminPassword: "Déjela vacía para generar una contraseña.", storageQuotaMb: "Vacío: ilimitado" },
      usage: "Uso actual",
      usageOf: { users: "Usuarios", queues: "Colas", chatFlows: "Flujos", connections: "Conexiones" }
    },
    resellers: {
      name: "Revendedor |||| Revendedores",
      fields: {
        q: "Buscar",
        name: "Nombre",
        maxUsers: "Máximo de usuarios",
        maxConnections: "Máximo de conexiones",
        usage: { tenants: "Empresas", users: "Usuarios en uso", connections: "Conexiones en uso" }
      },
      helpers: { unlimited: "Vacío: sin límite." }
    },
    plans: {
      name: "Plan |||| Planes",
      fields: {
        id: "Plan",
        limits: { users: "Usuarios", queues: "Colas", chatFlows: "Flujos", connections: "Conexiones" }
      },
      names: { free: "Gratuito", enterprise: "Enterprise" }
    }
  },
  console: {
    dashboard: {
      title: "Configuración",
      intro: "Administración de la empresa: usuarios, colas, etiquetas y configuración general.",
      back: "Volver a las atenciones"
    },
    validation: {
      name: "El nombre debe tener de 2 a 120 caracteres",
      phone: "Ingrese el teléfono con código de país y de área: de 10 a 15 dígitos",
      password:
        "La contraseña debe tener de 8 a 128 caracteres, con mayúscula, minúscula y número, solo letras y números",
      admin_active: "Los administradores no pueden desactivarse",
      color: "Use un color en el formato #RRGGBB",
      document: "CPF o CNPJ inválido"
    },
    settings: {
      saved: "Configuración guardada.",
      zeroDisables: "0 lo desactiva.",
      sections: {
        visibility: "Visibilidad",
        messages: "Mensajes",
        automation: "Automatización",
        sla: "SLA y lista",
        transcription: "Transcripción de audio",
        survey: "Encuesta de satisfacción"
      },
      signature: {
        defaultOff: "Desactivada por defecto (el agente elige)",
        defaultOn: "Activada por defecto (el agente elige)",
        forcedOn: "Firmar siempre",
        forcedOff: "No firmar nunca"
      },
      autoClose: {
        m0: "Desactivado",
        m1: "1 minuto",
        m10: "10 minutos",
        m30: "30 minutos",
        m60: "1 hora",
        m120: "2 horas",
        m240: "4 horas",
        m480: "8 horas",
        m720: "12 horas",
        m1440: "1 día",
        m7200: "5 días",
        m14400: "10 días"
      }
    },
    errors: { detail: "Detalle: %{text}", unidentified: "No identificado" }
  }
}
