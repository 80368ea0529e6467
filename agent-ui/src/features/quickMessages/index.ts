/**
 * The public face of the quick messages feature: its screen (/mensagens-rapidas) for the router,
 * and the composer's picker for the ticket workspace.
 */
export { QuickMessagePicker } from "./components/QuickMessagePicker"
export { QuickMessagesPage } from "./components/QuickMessagesPage"
export {
  useQuickMessagePicker,
  type QuickMessagePicker as QuickMessagePickerState
} from "./hooks/useQuickMessagePicker"
