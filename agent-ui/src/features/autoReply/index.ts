/** The public face of the auto-reply feature: its screen (/auto-resposta) for the router. */
export { AutoReplyPage } from "./components/AutoReplyPage"
