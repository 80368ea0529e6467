/** The public face of the attendance panel feature: its screen (/painel-atendimentos) for the router. */
export { PanelPage } from "./components/PanelPage"
