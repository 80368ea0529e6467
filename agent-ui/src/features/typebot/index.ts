/**
 * The public face of the Typebot feature: its screen (/configuracoes/typebotapi) for the router, and
 * the connections' list for the channel dialog's choice.
 */
export { TypebotsPage } from "./components/TypebotsPage"
export { useTypebots } from "./hooks/useTypebots"
