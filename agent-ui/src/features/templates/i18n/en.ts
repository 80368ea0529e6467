import type { TemplatesTexts } from "./pt-BR"

export const templatesEn: TemplatesTexts = {
  templates: {
    title: "WhatsApp templates",
    intro:
      "Messages approved by Meta, the only ones that reach a customer who has not written for 24 hours. " +
      "A new template is under review until Meta answers; “Check status” fetches the answer.",
    channel: "Channel",
    noChannels: "No official WhatsApp API channel (Cloud API or 360dialog). Create one in Settings › Channels.",
    add: "New template",
    sync: "Check status",
    synced: "Statuses updated from Meta.",
    loading: "Loading…",
    loadFailed: "The templates could not be loaded.",
    empty: "No templates in this channel yet.",
    count: "{{count}} template(s)",
    delete: "Delete",
    created: "Template submitted for approval.",
    deleted: "Template deleted.",
    reason: "Reason: {{reason}}",
    buttonCount: "{{count}} button(s)",
    status: {
      APPROVED: "Approved",
      PENDING: "Under review",
      REJECTED: "Rejected",
      PAUSED: "Paused",
      DISABLED: "Disabled",
      IN_APPEAL: "In appeal"
    },
    category: {
      MARKETING: "Marketing",
      UTILITY: "Utility",
      AUTHENTICATION: "Authentication"
    },
    form: {
      title: "New template",
      name: "Name",
      nameHint: "Lower-case letters, digits and _ (e.g. order_shipped).",
      category: "Category",
      choose: "Select…",
      language: "Language",
      languageHint: "A language code such as pt_BR or en_US.",
      headerFormat: "Header",
      formats: {
        NONE: "No header",
        TEXT: "Text",
        IMAGE: "Image",
        VIDEO: "Video",
        DOCUMENT: "Document"
      },
      headerText: "Header text",
      headerHint: "Up to 60 characters, with at most one variable.",
      body: "Body",
      bodyHint: "Use {{variables}} for the variables, numbered in order.",
      headerExamples: "Example of the header's variable",
      bodyExamples: "Examples of the body's variables",
      exampleOf: "Example of {{variable}}",
      examplesHint: "Meta reviews the template with these examples: one for each variable.",
      footer: "Footer (optional)",
      buttons: "Buttons",
      noButtons: "No buttons.",
      addButton: "Add button",
      removeButton: "Remove button {{number}}",
      buttonType: "Type",
      buttonTypes: {
        QUICK_REPLY: "Quick reply",
        URL: "Link (URL)",
        PHONE_NUMBER: "Call (phone)"
      },
      buttonText: "Button text",
      buttonUrl: "Address (https://…)",
      buttonPhone: "Phone with country code",
      save: "Submit for approval",
      cancel: "Cancel",
      problems: {
        required: "This field is required.",
        tooLong: "Use at most {{max}} characters.",
        invalid: "Invalid value.",
        name: "Use lower-case letters, digits and _ only.",
        language: "Use a code such as pt_BR or en_US.",
        url: "Give an address starting with https://.",
        phone: "Give the phone with its country code, digits only (e.g. +5511999999999).",
        refused: "Refused: {{detail}}"
      }
    },
    remove: {
      title: "Delete template",
      text: "Delete the template “{{name}}” ({{language}}) at Meta and here? This cannot be undone.",
      confirm: "Delete",
      providerSaid: "Meta answered: {{detail}}"
    },
    offer: {
      title: "24-hour window closed",
      text:
        "The customer has not written since {{date}}: " +
        "WhatsApp only delivers an approved template until they reply.",
      neverWrote: "The customer has not written in this conversation yet: WhatsApp only delivers an approved template.",
      template: "Template",
      choose: "Choose an approved template…",
      none: "No approved templates in this channel. An administrator creates them in Settings › Templates.",
      loadFailed: "The templates could not be loaded.",
      headerVariable: "Header {{variable}}",
      bodyVariable: "Body {{variable}}",
      preview: "Preview",
      send: "Send template",
      sent: "Template sent.",
      fillAll: "Fill in every variable."
    }
  }
}
