import type { PushTexts } from "./pt-BR"

export const pushEs: PushTexts = {
  push: {
    title: "Nuevo mensaje",
    body: "{{name}}: {{text}}"
  }
}
