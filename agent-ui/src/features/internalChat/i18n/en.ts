import type { InternalChatTexts } from "./pt-BR"

export const internalChatEn: InternalChatTexts = {
  internalChat: {
    list: {
      conversations: "Conversations",
      users: "Users",
      newGroup: "New group",
      noConversations: "No conversations yet.",
      online: "online",
      offline: "offline"
    },
    pane: {
      choose: "Choose a conversation or a user.",
      loading: "Loading…",
      loadFailed: "The chat could not be loaded.",
      empty: "No messages yet.",
      older: "Earlier messages"
    },
    message: { file: "File", image: "Image" },
    composer: {
      placeholder: "Type a message",
      caption: "Caption (optional)",
      attach: "Attach",
      files: "Files: {{count}}",
      send: "Send"
    },
    group: {
      title: "New group",
      name: "Group name",
      members: "Members",
      cancel: "Cancel",
      create: "Create group"
    },
    notify: { title: "Message from {{name}}", inGroup: " in {{group}}" }
  }
}
