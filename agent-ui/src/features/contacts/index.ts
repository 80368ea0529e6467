/**
 * The public face of the contacts feature: its screens for the router (/contatos and the contact
 * list in chat mode, /atendimento/contatos), the contact picker and modal for other screens, and the
 * live events' sync of its cache (mounted once by the main layout).
 */
export { ContactModal } from "./components/ContactModal"
export { ContactPicker, type ContactPickerProps } from "./components/ContactPicker"
export { ContactsChatPage } from "./components/ContactsChatPage"
export { ContactsLiveSync } from "./components/ContactsLiveSync"
export { ContactsPage } from "./components/ContactsPage"
