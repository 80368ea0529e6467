import type { MessageTree } from "./locales.ts"

// The console's own labels (merged over react-admin's); en.ts, es.ts and ru.ts have the same keys.
export const ptBR = {
  ra: {
    page: { dashboard: "Configurações" },
    auth: { username: "E-mail ou telefone" }
  },
  resources: {
    users: {
      name: "Usuário |||| Usuários",
      fields: {
        q: "Buscar",
        name: "Nome",
        email: "E-mail",
        password: "Senha",
        currentPassword: "Senha atual",
        profile: "Perfil",
        phoneNumber: "Telefone",
        active: "Ativo",
        queueIds: "Filas",
        createdAt: "Criado em"
      },
      profiles: { user: "Usuário", super: "Supervisor", admin: "Administrador" },
      helpers: {
        password: "De 8 a 128 caracteres, com maiúscula, minúscula e número; apenas letras e números.",
        password_edit: "Deixe em branco para manter a senha atual.",
        currentPassword: "Necessária para trocar a sua própria senha."
      },
      delete: {
        title: "Excluir %{name}",
        text: "Os atendimentos deste usuário passarão para outro usuário. Escolha quem os herda.",
        heir: "Usuário que herda os atendimentos",
        self: "Você não pode excluir a sua própria conta."
      }
    },
    queues: {
      name: "Fila |||| Filas",
      fields: { q: "Buscar", name: "Nome", active: "Ativa", createdAt: "Criada em" }
    },
    tags: {
      name: "Etiqueta |||| Etiquetas",
      fields: { q: "Buscar", name: "Nome", color: "Cor", active: "Ativa" }
    },
    settings: {
      name: "Configurações gerais",
      fields: {
        hideOthersTickets: "Ocultar atendimentos de outros usuários",
        hideBotUnassigned: "Ocultar atendimentos no chatbot ou sem usuário e fila (exceto administradores)",
        forceWallet: "Enviar atendimentos somente aos donos da carteira",
        hideContactData: "Ocultar telefone e e-mail dos contatos (exceto administradores)",
        supervisorViewAll: "Supervisores veem todos os atendimentos",
        spyTicketDefault: "Abrir atendimentos de outros apenas para observar",
        signature: "Assinatura nas mensagens",
        autoCloseMinutes: "Fechar automaticamente após inatividade",
        autoCloseMessage: "Mensagem de encerramento automático",
        autoResolveMinutes: "Resolver sem interação do cliente após (minutos)",
        returnToQueueMinutes: "Devolver à fila de origem sem interação após (minutos)",
        reopenMinutes: "Intervalo para não reabrir (minutos)",
        slaGreen: "SLA verde a partir de (minutos)",
        slaYellow: "SLA amarelo a partir de (minutos)",
        slaRed: "SLA vermelho a partir de (minutos)",
        ticketListLimit: "Atendimentos por página",
        transcriptionEnabled: "Transcrição de áudio ativada",
        transcriptionBaseUrl: "Servidor de transcrição (compatível com OpenAI)",
        transcriptionModel: "Modelo de transcrição",
        transcriptionApiKey: "Chave da API de transcrição",
        surveyEnabled: "Pesquisa de satisfação ao resolver",
        surveyMessage: "Pergunta da pesquisa (nota de 1 a 5)",
        surveyThanks: "Agradecimento após a nota"
      }
    },
    tenants: {
      name: "Empresa |||| Empresas",
      fields: {
        q: "Buscar",
        id: "Id",
        name: "Nome",
        plan: "Plano",
        license: "Licença",
        resellerId: "Revenda",
        trialEndsAt: "Fim do teste",
        createdAt: "Criada em",
        document: "CPF ou CNPJ",
        adminName: "Nome do administrador",
        adminEmail: "E-mail do administrador",
        adminPassword: "Senha do administrador",
        trialDays: "Dias de teste",
        userCreationDisabled: "Criação de usuários desativada",
        timezone: "Fuso horário",
        storageQuotaMb: "Espaço contratado (MB)"
      },
      licenses: {
        valid: "Válida",
        invalid: "Inválida",
        expired: "Expirada",
        blocked: "Bloqueada",
        wrongDomain: "Domínio inválido",
        wrongCode: "Código inválido",
        freePlanViolation: "Violação do plano gratuito"
      },
      helpers: { adminPassword: "Deixe em branco para gerar uma senha.", storageQuotaMb: "Vazio: ilimitado" },
      usage: "Uso atual",
      usageOf: { users: "Usuários", queues: "Filas", chatFlows: "Fluxos", connections: "Conexões" }
    },
    resellers: {
      name: "Revenda |||| Revendas",
      fields: {
        q: "Buscar",
        name: "Nome",
        maxUsers: "Máximo de usuários",
        maxConnections: "Máximo de conexões",
        usage: { tenants: "Empresas", users: "Usuários em uso", connections: "Conexões em uso" }
      },
      helpers: { unlimited: "Em branco: sem limite." }
    },
    plans: {
      name: "Plano |||| Planos",
      fields: {
        id: "Plano",
        limits: { users: "Usuários", queues: "Filas", chatFlows: "Fluxos", connections: "Conexões" }
      },
      names: { free: "Gratuito", enterprise: "Enterprise" }
    }
  },
  console: {
    dashboard: {
      title: "Configurações",
      intro: "Administração da empresa: usuários, filas, etiquetas e configurações gerais.",
      back: "Voltar ao atendimento"
    },
    validation: {
      name: "O nome deve ter de 2 a 120 caracteres",
      phone: "Informe o telefone com DDI e DDD: de 10 a 15 dígitos",
      password:
        "A senha deve ter de 8 a 128 caracteres, com letra maiúscula, minúscula e número, apenas letras e números",
      admin_active: "Administradores não podem ser desativados",
      color: "Use uma cor no formato #RRGGBB",
      document: "CPF ou CNPJ inválido"
    },
    settings: {
      saved: "Configurações salvas.",
      zeroDisables: "0 desativa.",
      sections: {
        visibility: "Visibilidade",
        messages: "Mensagens",
        automation: "Automação",
        sla: "SLA e lista",
        transcription: "Transcrição de áudio",
        survey: "Pesquisa de satisfação"
      },
      signature: {
        defaultOff: "Desligada por padrão (o atendente escolhe)",
        defaultOn: "Ligada por padrão (o atendente escolhe)",
        forcedOn: "Sempre assinar",
        forcedOff: "Nunca assinar"
      },
      autoClose: {
        m0: "Desativado",
        m1: "1 minuto",
        m10: "10 minutos",
        m30: "30 minutos",
        m60: "1 hora",
        m120: "2 horas",
        m240: "4 horas",
        m480: "8 horas",
        m720: "12 horas",
        m1440: "1 dia",
        m7200: "5 dias",
        m14400: "10 dias"
      }
    },
    errors: { detail: "Detalhe: %{text}", unidentified: "Não identificado" }
  }
} satisfies MessageTree
