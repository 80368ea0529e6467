import type { TypebotTexts } from "./pt-BR"

export const typebotEn: TypebotTexts = {
  typebot: {
    title: "Typebot",
    intro:
      "Connect your Typebot bots. Choose a bot in a connection's (channel's) settings: new tickets " +
      "talk to it until its flow ends, then wait for an agent.",
    add: "New Typebot connection",
    loading: "Loading…",
    loadFailed: "The Typebot connections could not be loaded.",
    empty: "No Typebot connections yet.",
    enabled: "Enabled",
    disabled: "Disabled",
    restartShown: "restarts with “{{keyword}}”",
    edit: "Edit",
    delete: "Delete",
    saved: "Typebot connection saved.",
    deleted: "Typebot connection deleted.",
    remove: {
      title: "Delete Typebot connection",
      text:
        "Delete “{{name}}”? The channels using it are left without Typebot and ongoing conversations " +
        "go to an agent.",
      confirm: "Delete"
    },
    form: {
      createTitle: "New Typebot connection",
      editTitle: "Edit Typebot connection",
      name: "Name",
      baseUrl: "Typebot address",
      baseUrlHint: "The Typebot server, e.g. https://typebot.io (the API is under /api/v1).",
      publicId: "Bot's public ID",
      publicIdHint: "Under Share → API in Typebot's editor.",
      token: "API token (optional)",
      tokenHint: "For private bots only. It is stored encrypted.",
      tokenKept: "A token is stored. Leave blank to keep it.",
      restartKeyword: "Restart keyword",
      restartKeywordHint: "When the customer sends this word, the conversation with the bot starts over.",
      invalidMessage: "Invalid option message",
      invalidMessageHint: "Sent when the answer is neither an option's number nor its name.",
      enabled: "Enabled",
      save: "Save",
      required: "Fill in this field.",
      tooLong: "At most {{max}} characters.",
      invalid: "Invalid value.",
      notAllowed: "This address points into the server's own network."
    }
  }
}
