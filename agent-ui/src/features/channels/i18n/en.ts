import type { ChannelsTexts } from "./pt-BR"

export const channelsEn: ChannelsTexts = {
  channels: {
    title: "Channels",
    intro: "Your company's connections where conversations come in: web chat, WhatsApp and other channels.",
    add: "New channel",
    loading: "Loading…",
    loadFailed: "The channels could not be loaded.",
    empty: "No channels yet. Create a web chat to talk to the visitors of your site.",
    count: "{{count}} channel(s)",
    default: "Default",
    defaultHint: "Default channel: used when no other one is chosen.",
    number: "Signed in as {{number}}",
    types: {
      whatsapp: "WhatsApp",
      waba: "WhatsApp official API",
      waba360: "WhatsApp 360dialog",
      telegram: "Telegram",
      instagram: "Instagram",
      email: "E-mail",
      webchat: "Web chat",
      hub: "Hub",
      hubFacebook: "Hub Facebook",
      hubInstagram: "Hub Instagram",
      hubEmail: "Hub e-mail"
    },
    status: {
      pairing: { label: "Pairing", hint: "The phone is being linked to this connection." },
      connecting: { label: "Connecting", hint: "The session is starting." },
      qrcode: {
        label: "Waiting for the QR code to be read",
        hint: "Open WhatsApp on the phone, go to Linked devices and scan the QR code."
      },
      connected: { label: "Connected", hint: "The connection is working." },
      disconnected: { label: "Disconnected", hint: "The session ended: connect to start it again." },
      timeout: {
        label: "Connection lost",
        hint: "The phone must be online, or disconnect to get a new QR code."
      },
      inactive: { label: "Inactive", hint: "The connection is off: connect it to receive messages again." },
      conflict: {
        label: "In use elsewhere",
        hint: "WhatsApp Web is open somewhere else: close it there or connect here again."
      }
    },
    actions: {
      more: "More actions",
      showQr: "Show QR code",
      connect: "Connect",
      disconnect: "Disconnect",
      qrcode: "New QR code",
      reset: "Reset session",
      default: "Make default",
      transfer: "Transfer conversations",
      snippet: "Widget code",
      edit: "Edit",
      delete: "Delete"
    },
    done: {
      connect: "Connecting “{{name}}”…",
      disconnect: "“{{name}}” disconnected.",
      qrcode: "New QR code requested for “{{name}}”.",
      reset: "Session of “{{name}}” reset: scan the new QR code.",
      default: "“{{name}}” is now the default channel."
    },
    form: {
      createTitle: "New channel",
      editTitle: "Edit channel",
      name: "Name",
      type: "Type",
      typeHint: "Only the types this server already handles are listed.",
      typeFixed: "The type cannot change once the channel exists.",
      greeting: "Greeting message",
      greetingHint: "Sent when a conversation starts on this channel.",
      farewell: "Farewell message",
      farewellHint: "Sent when a conversation on this channel is closed.",
      chatFlow: "Chatbot flow",
      chatFlowNone: "None",
      chatFlowHint: "This flow's bot greets the channel's new conversations (active flows only).",
      typebot: "Typebot",
      typebotNone: "None",
      typebotHint: "The channel's new conversations talk to this Typebot bot (set up under Settings → Typebot).",
      save: "Save",
      saved: "Channel saved.",
      problems: {
        required: "This field is required.",
        tooLong: "Use at most {{max}} characters.",
        invalid: "Invalid value.",
        url: "Enter an address starting with http:// or https://.",
        color: "Enter a colour such as #0b6e4f.",
        dateOrder: "The end date is before the start date."
      }
    },
    webchat: {
      section: "Web chat look",
      title: "Title",
      titlePlaceholder: "Chat with us",
      footerText: "Footer text",
      headerColor: "Header colour",
      iconUrl: "Icon address",
      urlHint: "Optional: an http(s) address.",
      autoOpen: "Open the chat by itself when the page loads",
      offerHelp: "Offer help to the visitor",
      helpMessage: "Help message",
      helpPlaceholder: "Hi! Can I help?",
      soundUrl: "Notification sound",
      preview: "Header preview",
      previewInput: "Type your message…"
    },
    settings: {
      section: "Provider details",
      secretKept: "Already saved. Leave empty to keep it.",
      fields: {
        botToken: "Bot token",
        phoneNumberId: "Phone number ID",
        businessAccountId: "WhatsApp Business account ID",
        appId: "App ID",
        accessToken: "Access token",
        appSecret: "App secret",
        verifyToken: "Webhook verify token",
        apiVersion: "Graph API version",
        apiKey: "API key (360dialog)",
        webhookToken: "Webhook token",
        user: "User (mail login)",
        password: "Password",
        imapHost: "IMAP server",
        imapPort: "IMAP port",
        imapSecure: "IMAP over TLS (SSL)",
        smtpHost: "SMTP server",
        smtpPort: "SMTP port",
        smtpSecure: "SMTP over TLS (SSL)",
        fromAddress: "From address"
      },
      hints: {
        botToken: "Create the bot with @BotFather on Telegram and paste the token it sends you (123456789:AA…).",
        phoneNumberId: "In Meta for Developers › WhatsApp › API Setup.",
        accessToken: "A system user's permanent token with the whatsapp_business_messaging permission.",
        appSecret: "App settings › Basic. Checks the signature (X-Hub-Signature-256) of every webhook.",
        verifyToken:
          "Make up a text and give Meta the same one when you set the webhook: " +
          "<public address>/webhooks/waba/<connection id>.",
        apiVersion: "Default v21.0.",
        apiKey: "The key 360dialog generated for the number.",
        webhookToken:
          "At least 16 characters. " +
          "Register the webhook at 360dialog with the X-Atende-Webhook-Token header set to this value.",
        user: "The mail account's login, usually the address itself (support@company.com).",
        imapHost: "Where mail arrives, e.g. imap.company.com (port 993 with TLS).",
        smtpHost: "Where replies go out, e.g. smtp.company.com (port 465 with TLS, or 587 without).",
        fromAddress: "The address customers see. Empty: the user, if it is an address."
      }
    },
    import: {
      section: "WhatsApp import",
      hint: "Saving the import settings ends the connection: a new QR code must be scanned.",
      messages: "Import messages",
      groupMessages: "Import group messages",
      contacts: "Import contacts",
      startDate: "From",
      endDate: "Until",
      closeTickets: "Close the conversations after the import"
    },
    qr: {
      title: "QR code of “{{name}}”",
      hint: "On the phone, open WhatsApp, tap Linked devices › Link a device and point the camera at the code.",
      waiting: "Waiting for the QR code…",
      alt: "QR code to connect “{{name}}”",
      failed: "The QR code could not be drawn.",
      connected: "“{{name}}” connected."
    },
    webhook: {
      text:
        "Give Meta this address as the webhook's Callback URL, with the " +
        "verify token above, and subscribe to the messages field.",
      text360:
        "Register this address as the webhook at 360dialog, with the " +
        "X-Atende-Webhook-Token header set to the webhook token above.",
      copy: "Copy address",
      copied: "Address copied.",
      copyFailed: "Could not copy: select the address and copy it with Ctrl+C."
    },
    snippet: {
      title: "Web chat code of “{{name}}”",
      text: "Paste this code before </body> on your site's pages to show the chat:",
      copy: "Copy code",
      copied: "Code copied.",
      copyFailed: "Could not copy: select the code and copy it with Ctrl+C."
    },
    transfer: {
      title: "Transfer conversations",
      text: "Move the open conversations of “{{name}}” to another channel.",
      to: "Destination channel",
      choose: "Choose a channel",
      confirm: "Transfer",
      done: "{{count}} conversation(s) of “{{name}}” transferred.",
      skipped: "{{count}} conversation(s) stayed on “{{name}}”."
    },
    remove: {
      title: "Delete channel",
      text: "Delete the channel “{{name}}”? This cannot be undone.",
      prompt: "To confirm, type {{word}} or the channel's name.",
      word: "DELETE",
      confirm: "Delete channel",
      done: "Channel “{{name}}” deleted."
    }
  }
}
