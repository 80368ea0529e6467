import { describe, expect, it } from "vitest"
import { LANGUAGES, resources } from "./resources"

type Texts = { [key: string]: string | Texts }

const flatten = (texts: Texts, prefix = ""): Record<string, string> =>
  Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === "string" ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`))
    )
  )

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()

const namespaces = Object.keys(resources["pt-BR"]) as (keyof (typeof resources)["pt-BR"])[]

describe("interface texts", () => {
  it.each(namespaces)(
    "namespace %s has the same keys in every language, each a non-empty text with pt-BR's placeholders",
    (ns) => {
      const source = flatten(resources["pt-BR"][ns])
      for (const lang of LANGUAGES) {
        const texts = flatten(resources[lang][ns])
        expect(Object.keys(texts).sort(), `${lang}/${ns}`).toEqual(Object.keys(source).sort())
        for (const [key, text] of Object.entries(texts)) {
          expect(text.trim(), `${lang}/${ns}: ${key}`).not.toBe("")
          expect(placeholders(text), `${lang}/${ns}: ${key}`).toEqual(placeholders(source[key]))
        }
      }
    }
  )

  it("gives every top-level group to one namespace, so the app fallback never shadows a feature's key", () => {
    const groups = namespaces.flatMap((ns) => Object.keys(resources["pt-BR"][ns]))
    expect(new Set(groups).size).toBe(groups.length)
  })
})
