// The texts of every namespace in every language, assembled (no i18next here: i18n.ts sets it up).
import { appEn } from "../app/i18n/en"
import { appEs } from "../app/i18n/es"
import { appPtBR } from "../app/i18n/pt-BR"
import { appRu } from "../app/i18n/ru"
import { authEn } from "../features/auth/i18n/en"
import { authEs } from "../features/auth/i18n/es"
import { authPtBR } from "../features/auth/i18n/pt-BR"
import { authRu } from "../features/auth/i18n/ru"
import { businessHoursEn } from "../features/businessHours/i18n/en"
import { businessHoursEs } from "../features/businessHours/i18n/es"
import { businessHoursPtBR } from "../features/businessHours/i18n/pt-BR"
import { businessHoursRu } from "../features/businessHours/i18n/ru"
import { autoReplyEn } from "../features/autoReply/i18n/en"
import { autoReplyEs } from "../features/autoReply/i18n/es"
import { autoReplyPtBR } from "../features/autoReply/i18n/pt-BR"
import { autoReplyRu } from "../features/autoReply/i18n/ru"
import { channelsEn } from "../features/channels/i18n/en"
import { channelsEs } from "../features/channels/i18n/es"
import { channelsPtBR } from "../features/channels/i18n/pt-BR"
import { channelsRu } from "../features/channels/i18n/ru"
import { chatFlowsEn } from "../features/chatFlows/i18n/en"
import { chatFlowsEs } from "../features/chatFlows/i18n/es"
import { chatFlowsPtBR } from "../features/chatFlows/i18n/pt-BR"
import { chatFlowsRu } from "../features/chatFlows/i18n/ru"
import { contactsEn } from "../features/contacts/i18n/en"
import { contactsEs } from "../features/contacts/i18n/es"
import { contactsPtBR } from "../features/contacts/i18n/pt-BR"
import { contactsRu } from "../features/contacts/i18n/ru"
import { homeEn } from "../features/home/i18n/en"
import { homeEs } from "../features/home/i18n/es"
import { homePtBR } from "../features/home/i18n/pt-BR"
import { homeRu } from "../features/home/i18n/ru"
import { internalChatEn } from "../features/internalChat/i18n/en"
import { internalChatEs } from "../features/internalChat/i18n/es"
import { internalChatPtBR } from "../features/internalChat/i18n/pt-BR"
import { internalChatRu } from "../features/internalChat/i18n/ru"
import { notesEn } from "../features/notes/i18n/en"
import { notesEs } from "../features/notes/i18n/es"
import { notesPtBR } from "../features/notes/i18n/pt-BR"
import { notesRu } from "../features/notes/i18n/ru"
import { panelEn } from "../features/panel/i18n/en"
import { panelEs } from "../features/panel/i18n/es"
import { panelPtBR } from "../features/panel/i18n/pt-BR"
import { panelRu } from "../features/panel/i18n/ru"
import { pushEn } from "../features/push/i18n/en"
import { pushEs } from "../features/push/i18n/es"
import { pushPtBR } from "../features/push/i18n/pt-BR"
import { pushRu } from "../features/push/i18n/ru"
import { quickMessagesEn } from "../features/quickMessages/i18n/en"
import { quickMessagesEs } from "../features/quickMessages/i18n/es"
import { quickMessagesPtBR } from "../features/quickMessages/i18n/pt-BR"
import { quickMessagesRu } from "../features/quickMessages/i18n/ru"
import { reportsEn } from "../features/reports/i18n/en"
import { reportsEs } from "../features/reports/i18n/es"
import { reportsPtBR } from "../features/reports/i18n/pt-BR"
import { reportsRu } from "../features/reports/i18n/ru"
import { systemInfoEn } from "../features/systemInfo/i18n/en"
import { systemInfoEs } from "../features/systemInfo/i18n/es"
import { systemInfoPtBR } from "../features/systemInfo/i18n/pt-BR"
import { systemInfoRu } from "../features/systemInfo/i18n/ru"
import { ticketsEn } from "../features/tickets/i18n/en"
import { ticketsEs } from "../features/tickets/i18n/es"
import { ticketsPtBR } from "../features/tickets/i18n/pt-BR"
import { ticketsRu } from "../features/tickets/i18n/ru"
import { templatesEn } from "../features/templates/i18n/en"
import { templatesEs } from "../features/templates/i18n/es"
import { templatesPtBR } from "../features/templates/i18n/pt-BR"
import { templatesRu } from "../features/templates/i18n/ru"
import { typebotEn } from "../features/typebot/i18n/en"
import { typebotEs } from "../features/typebot/i18n/es"
import { typebotPtBR } from "../features/typebot/i18n/pt-BR"
import { typebotRu } from "../features/typebot/i18n/ru"

// Spec part 1 §1: en, es, pt-BR, ru; default pt-BR, fallback en.
export type Language = "pt-BR" | "en" | "es" | "ru"

export const LANGUAGES: readonly Language[] = ["pt-BR", "en", "es", "ru"]

/**
 * One i18next namespace per feature (its texts in features/<f>/i18n/), plus `app` for the shell,
 * components/ and lib/. A feature's components call `useTranslation("<f>")`; `app` is both the
 * default namespace and the fallback, so `t("common.close")` works everywhere.
 */
const ptBR = {
  app: appPtBR,
  auth: authPtBR,
  businessHours: businessHoursPtBR,
  home: homePtBR,
  panel: panelPtBR,
  tickets: ticketsPtBR,
  push: pushPtBR,
  quickMessages: quickMessagesPtBR,
  autoReply: autoReplyPtBR,
  notes: notesPtBR,
  internalChat: internalChatPtBR,
  contacts: contactsPtBR,
  reports: reportsPtBR,
  channels: channelsPtBR,
  chatFlows: chatFlowsPtBR,
  templates: templatesPtBR,
  typebot: typebotPtBR,
  systemInfo: systemInfoPtBR
}

export type Namespaces = typeof ptBR

export const resources: Record<Language, Namespaces> = {
  "pt-BR": ptBR,
  en: {
    app: appEn,
    auth: authEn,
    businessHours: businessHoursEn,
    home: homeEn,
    panel: panelEn,
    tickets: ticketsEn,
    push: pushEn,
    quickMessages: quickMessagesEn,
    autoReply: autoReplyEn,
    notes: notesEn,
    internalChat: internalChatEn,
    contacts: contactsEn,
    reports: reportsEn,
    channels: channelsEn,
    chatFlows: chatFlowsEn,
    templates: templatesEn,
    typebot: typebotEn,
    systemInfo: systemInfoEn
  },
  es: {
    app: appEs,
    auth: authEs,
    businessHours: businessHoursEs,
    home: homeEs,
    panel: panelEs,
    tickets: ticketsEs,
    push: pushEs,
    quickMessages: quickMessagesEs,
    autoReply: autoReplyEs,
    notes: notesEs,
    internalChat: internalChatEs,
    contacts: contactsEs,
    reports: reportsEs,
    channels: channelsEs,
    chatFlows: chatFlowsEs,
    templates: templatesEs,
    typebot: typebotEs,
    systemInfo: systemInfoEs
  },
  ru: {
    app: appRu,
    auth: authRu,
    businessHours: businessHoursRu,
    home: homeRu,
    panel: panelRu,
    tickets: ticketsRu,
    push: pushRu,
    quickMessages: quickMessagesRu,
    autoReply: autoReplyRu,
    notes: notesRu,
    internalChat: internalChatRu,
    contacts: contactsRu,
    reports: reportsRu,
    channels: channelsRu,
    chatFlows: chatFlowsRu,
    templates: templatesRu,
    typebot: typebotRu,
    systemInfo: systemInfoRu
  }
}
