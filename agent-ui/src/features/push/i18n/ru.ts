import type { PushTexts } from "./pt-BR"

export const pushRu: PushTexts = {
  push: {
    title: "Новое сообщение",
    body: "{{name}}: {{text}}"
  }
}
