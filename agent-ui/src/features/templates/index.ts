/**
 * The public face of the templates feature: its screen (/configuracoes/templates) for the router,
 * and for the chat composer the 24-hour window of a Cloud API ticket and the template offer shown
 * once it closed.
 */
export { TemplatesPage } from "./components/TemplatesPage"
export { TemplateOffer } from "./components/TemplateOffer"
export { useServiceWindow } from "./hooks/useTemplates"
export { hasTemplates } from "./api/templatesApi"
