/** The public face of the channels feature: its screen (/configuracoes/canais, administrators) for the router. */
export { ChannelsPage } from "./components/ChannelsPage"
