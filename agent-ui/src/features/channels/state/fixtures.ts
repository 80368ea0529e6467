import type { ChannelView } from "@atende/core/contracts/channels"

/** A channel as the API answers it, with `patch` over a web chat's defaults (for the state tests). */
export const channel = (id: number, patch: Partial<ChannelView> = {}): ChannelView => ({
  id,
  name: `Canal ${id}`,
  type: "webchat",
  status: "connected",
  isDefault: false,
  qrcode: null,
  number: null,
  greetingMessage: "",
  farewellMessage: "",
  webchat: {
    title: "Fale conosco",
    footerText: "",
    headerColor: "#0b6e4f",
    iconUrl: null,
    autoOpen: false,
    offerHelp: false,
    helpMessage: "",
    soundUrl: null
  },
  token: `tok-${id}`,
  importSettings: null,
  settings: null,
  secretsSet: [],
  chatFlowId: null,
  createdAt: "2026-11-24T12:00:00.000Z",
  ...patch
})
