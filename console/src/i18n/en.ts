import type { ptBR } from "./ptBR.ts"

// The console's own labels in English; typed after `ptBR.ts` so both keep the same keys.
export const en: typeof ptBR = {
  ra: {
    page: { dashboard: "Settings" },
    auth: { username: "E-mail or phone" }
  },
  resources: {
    users: {
      name: "User |||| Users",
      fields: {
        q: "Search",
        name: "Name",
        email: "E-mail",
        password: "Password",
        currentPassword: "Current password",
        profile: "Profile",
        phoneNumber: "Phone",
        active: "Active",
        queueIds: "Queues",
        createdAt: "Created"
      },
      profiles: { user: "User", super: "Supervisor", admin: "Administrator" },
      helpers: {
        password:
          "8 to 128 characters, with an uppercase letter, a lowercase letter and a digit; letters and digits only.",
        password_edit: "Leave empty to keep the current password.",
        currentPassword: "Needed to change your own password."
      },
      delete: {
        title: "Delete %{name}",
        text: "This user's tickets go to another user. Choose who inherits them.",
        heir: "User who inherits the tickets",
        self: "You cannot delete your own account."
      }
    },
    queues: {
      name: "Queue |||| Queues",
      fields: { q: "Search", name: "Name", active: "Active", createdAt: "Created" }
    },
    tags: {
      name: "Tag |||| Tags",
      fields: { q: "Search", name: "Name", color: "Color", active: "Active" }
    },
    settings: {
      name: "General settings",
      fields: {
        hideOthersTickets: "Hide tickets of other users",
        hideBotUnassigned: "Hide chatbot tickets and tickets without user and queue (except administrators)",
        forceWallet: "Send tickets only to the wallet owners",
        hideContactData: "Hide contacts' phone and e-mail (except administrators)",
        supervisorViewAll: "Supervisors see every ticket",
        spyTicketDefault: "Open other users' tickets only to watch",
        signature: "Signature in messages",
        autoCloseMinutes: "Close automatically after inactivity",
        autoCloseMessage: "Automatic closing message",
        autoResolveMinutes: "Resolve without customer interaction after (minutes)",
        returnToQueueMinutes: "Return to the origin queue without interaction after (minutes)",
        reopenMinutes: "Do-not-reopen interval (minutes)",
        slaGreen: "SLA green from (minutes)",
        slaYellow: "SLA yellow from (minutes)",
        slaRed: "SLA red from (minutes)",
        ticketListLimit: "Tickets per page",
        transcriptionEnabled: "Audio transcription enabled",
        transcriptionBaseUrl: "Transcription server (OpenAI compatible)",
        transcriptionModel: "Transcription model",
        transcriptionApiKey: "Transcription API key",
        surveyEnabled: "Satisfaction survey on resolve",
        surveyMessage: "Survey question (score 1 to 5)",
        surveyThanks: "Thanks after the score"
      }
    },
    tenants: {
      name: "Company |||| Companies",
      fields: {
        q: "Search",
        id: "Id",
        name: "Name",
        plan: "Plan",
        license: "Licence",
        resellerId: "Reseller",
        trialEndsAt: "Trial ends",
        createdAt: "Created",
        document: "CPF or CNPJ",
        adminName: "Administrator's name",
        adminEmail: "Administrator's e-mail",
        adminPassword: "Administrator's password",
        trialDays: "Trial days",
        userCreationDisabled: "User creation disabled",
        timezone: "Time zone",
        storageQuotaMb: "Contracted space (MB)"
      },
      licenses: {
        valid: "Valid",
        invalid: "Invalid",
        expired: "Expired",
        blocked: "Blocked",
        wrongDomain: "Wrong domain",
        wrongCode: "Wrong code",
        freePlanViolation: "Free plan violation"
      },
      helpers: { adminPassword: "Leave empty to generate a password.", storageQuotaMb: "Empty: unlimited" },
      usage: "Current usage",
      usageOf: { users: "Users", queues: "Queues", chatFlows: "Flows", connections: "Connections" }
    },
    resellers: {
      name: "Reseller |||| Resellers",
      fields: {
        q: "Search",
        name: "Name",
        maxUsers: "Maximum users",
        maxConnections: "Maximum connections",
        usage: { tenants: "Companies", users: "Users in use", connections: "Connections in use" }
      },
      helpers: { unlimited: "Empty: no limit." }
    },
    plans: {
      name: "Plan |||| Plans",
      fields: {
        id: "Plan",
        limits: { users: "Users", queues: "Queues", chatFlows: "Flows", connections: "Connections" }
      },
      names: { free: "Free", enterprise: "Enterprise" }
    }
  },
  console: {
    dashboard: {
      title: "Settings",
      intro: "Company administration: users, queues, tags and general settings.",
      back: "Back to the service desk"
    },
    validation: {
      name: "The name needs 2 to 120 characters",
      phone: "Give the phone with country and area code: 10 to 15 digits",
      password:
        "The password needs 8 to 128 characters, with an uppercase letter, a lowercase letter and a digit, " +
        "letters and digits only",
      admin_active: "Administrators cannot be deactivated",
      color: "Use a colour in the #RRGGBB form",
      document: "Invalid CPF or CNPJ"
    },
    settings: {
      saved: "Settings saved.",
      zeroDisables: "0 turns it off.",
      sections: {
        visibility: "Visibility",
        messages: "Messages",
        automation: "Automation",
        sla: "SLA and list",
        transcription: "Audio transcription",
        survey: "Satisfaction survey"
      },
      signature: {
        defaultOff: "Off by default (the agent chooses)",
        defaultOn: "On by default (the agent chooses)",
        forcedOn: "Always sign",
        forcedOff: "Never sign"
      },
      autoClose: {
        m0: "Disabled",
        m1: "1 minute",
        m10: "10 minutes",
        m30: "30 minutes",
        m60: "1 hour",
        m120: "2 hours",
        m240: "4 hours",
        m480: "8 hours",
        m720: "12 hours",
        m1440: "1 day",
        m7200: "5 days",
        m14400: "10 days"
      }
    },
    errors: { detail: "Detail: %{text}", unidentified: "Unidentified" }
  }
}
