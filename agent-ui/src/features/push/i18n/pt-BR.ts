// Push notifications.
// Source of these texts: en.ts, es.ts and ru.ts beside it have exactly the same keys (checked by
// their type, PushTexts).
export const pushPtBR = {
  push: {
    title: "Nova mensagem",
    body: "{{name}}: {{text}}"
  }
}

export type PushTexts = typeof pushPtBR
