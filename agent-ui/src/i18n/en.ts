import type { Messages } from "./pt-BR"

export const en: Messages = {
  app: { name: "Atende" },
  common: { close: "Close" },
  nav: { home: "Dashboard", workspace: "Tickets", settings: "Settings" },
  topbar: {
    language: "Language",
    logout: "Log out",
    live: { online: "Connected", connecting: "Connecting…", offline: "Offline" }
  },
  languages: { "pt-BR": "Português", en: "English" },
  login: {
    title: "Sign in",
    subtitle: "Sign in to serve your customers.",
    identifier: "E-mail or phone",
    identifierPlaceholder: "you@company.com or 5511999999999",
    password: "Password",
    submit: "Sign in",
    submitting: "Signing in…",
    invalidIdentifier: "Enter a valid e-mail or phone number.",
    passwordRequired: "Enter your password."
  },
  notices: {
    loginRequired: "Please log in to continue.",
    noPermission: "You do not have permission to access this page.",
    success: "All set..."
  },
  home: {
    title: "Dashboard",
    placeholder: "The control panel with indicators is coming soon.",
    goToWorkspace: "Go to tickets"
  },
  notFound: { title: "Page not found", text: "The address you opened does not exist.", back: "Back to start" },
  tickets: {
    tabs: { pending: "Pending", open: "Open", closed: "Resolved" },
    status: { pending: "Pending", open: "In service", closed: "Resolved" },
    listLabel: "Ticket list",
    empty: "No tickets here.",
    loading: "Loading…",
    loadMore: "Load more",
    noMessage: "No messages",
    unknownContact: "Unnamed contact",
    unread: "{{count}} unread"
  },
  chat: {
    selectTicket: "Select a ticket to see the conversation.",
    attend: "Attend",
    resolve: "Resolve",
    reopen: "Reopen",
    back: "Back",
    protocol: "Protocol {{protocol}}",
    assignedTo: "Agent: {{name}}",
    loadOlder: "Load older messages",
    loading: "Loading messages…",
    empty: "No messages yet.",
    notFound: "This ticket was not found.",
    loadFailed: "The conversation could not be loaded.",
    tryAgain: "Try again",
    placeholder: "Type a message",
    send: "Send",
    attendToReply: "Click \"Attend\" to reply to this customer.",
    closedNotice: "Ticket resolved. Reopen it to send messages.",
    sending: "Sending",
    failed: "Not sent",
    retry: "Resend",
    attachment: "Attachment"
  },
  errors: {
    unidentified: "Not identified",
    detail: "Detail: {{text}}",
    network: "No connection to the server. Check your internet.",
    timeout: "The server took too long to answer."
  }
}
