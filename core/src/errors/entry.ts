// The shape of one catalogue entry, and a compact constructor so the catalogue
// files read as a table: status, then [description, detail] per language.

export type Lang = "pt-BR" | "en"

export type ErrorText = { description: string; detail: string }

export type ErrorEntry = { status: number; "pt-BR": ErrorText; en: ErrorText }

export const langs: ReadonlyArray<Lang> = ["pt-BR", "en"]

type Texts = readonly [description: string, detail: string]

export const entry = (status: number, ptBR: Texts, en: Texts): ErrorEntry => ({
  status,
  "pt-BR": { description: ptBR[0], detail: ptBR[1] },
  en: { description: en[0], detail: en[1] }
})
