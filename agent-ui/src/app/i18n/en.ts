import type { AppTexts } from "./pt-BR"

export const appEn: AppTexts = {
  app: { name: "Atende" },
  common: {
    close: "Close",
    cancel: "Cancel",
    confirm: "Confirm",
    save: "Save",
    delete: "Delete",
    search: "Search",
    loading: "Loading…",
    tryAgain: "Try again",
    none: "None",
    you: "You",
    system: "System"
  },
  nav: {
    menu: "Menu",
    home: "Dashboard",
    attendancePanel: "Attendance panel",
    workspace: "Tickets",
    contacts: "Contacts",
    schedules: "Appointments",
    autoReply: "Auto reply",
    notes: "Notes",
    quickMessages: "Quick messages",
    kanban: "Kanban",
    campaigns: "Campaigns",
    smsCampaigns: "SMS campaigns",
    wabaCampaigns: "Official API campaigns",
    reports: "Reports",
    internalChat: "Internal chat",
    wavoip: "Calls",
    settings: "Settings",
    more: "More"
  },
  topbar: {
    language: "Language",
    logout: "Log out",
    darkMode: "Dark mode",
    lightMode: "Light mode",
    live: { online: "Connected", connecting: "Connecting…", offline: "Offline" }
  },
  languages: { "pt-BR": "Português", en: "English", es: "Español", ru: "Русский" },
  screens: {
    attendancePanel: "Attendance panel",
    contacts: "Contacts",
    schedules: "Appointments",
    autoReply: "Auto reply",
    notes: "Attendance notes",
    quickMessages: "Quick messages",
    kanban: "Lead board",
    campaigns: "Campaigns",
    campaign: "Campaign",
    smsCampaigns: "SMS campaigns",
    wabaCampaigns: "Official API campaigns",
    wabaCampaign: "Official API campaign",
    reports: "Reports",
    reportUserStats: "Ticket statistics by user",
    reportContactList: "Contact list",
    reportContactsByTag: "Contacts by tag",
    reportContactsByState: "Contacts by state",
    reportBirthdays: "Birthdays of the month",
    reportTickets: "Ticket report",
    internalChat: "Internal chat",
    wavoip: "Calls and web phone",
    settingsChannels: "Channels",
    settingsPrompt: "AI prompts",
    settingsHours: "Business hours",
    settingsShifts: "Shifts",
    settingsTypebot: "Typebot API",
    settingsSystemInfo: "System information",
    settingsTemplates: "Templates",
    settingsApi: "API",
    settingsServices: "Services",
    settingsChatFlow: "Chatbot flows",
    settingsChatFlowBuilder: "Flow builder",
    settingsGroups: "Groups"
  },
  placeholder: {
    text: "This screen is not available in this version of Atende yet.",
    back: "Go to tickets"
  },
  notices: {
    loginRequired: "Please log in to continue.",
    noPermission: "You do not have permission to access this page.",
    success: "All set..."
  },
  notFound: { title: "Page not found", text: "The address you opened does not exist.", back: "Back to start" },
  emoji: { title: "Emoji", search: "Search emoji" },
  errors: {
    unidentified: "Not identified",
    detail: "Detail: {{text}}",
    network: "No connection to the server. Check your internet.",
    timeout: "The server took too long to answer."
  }
}
