import type { PushTexts } from "./pt-BR"

export const pushEn: PushTexts = {
  push: {
    title: "New message",
    body: "{{name}}: {{text}}"
  }
}
