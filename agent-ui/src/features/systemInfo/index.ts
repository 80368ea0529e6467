/**
 * The public face of the system information feature: its screen for the router,
 * /configuracoes/informacoes-sistema (administrators).
 */
export { SystemInfoPage } from "./components/SystemInfoPage"
