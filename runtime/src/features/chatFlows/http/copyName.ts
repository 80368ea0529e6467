/**
 * The name of a flow's copy: "<name> (copy)" in the caller's language (the first of pt, en, es, ru
 * its Accept-Language names), else a neutral "<name> (2)"; cut so it stays within the name's limit.
 */
import { FLOW_NAME_MAX } from "@atende/core/contracts/chatFlows"

const SUFFIX: Readonly<Record<string, string>> = { pt: "cópia", en: "copy", es: "copia", ru: "копия" }

/** The first language of an Accept-Language header that has a word for "copy", by quality. */
export const copyLanguage = (header: string | undefined): string | undefined =>
  (header ?? "")
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";")
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return { lang: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), i }
    })
    .filter((x) => x.q > 0 && SUFFIX[x.lang] !== undefined)
    .sort((a, b) => b.q - a.q || a.i - b.i)[0]?.lang

export const copyName = (name: string, acceptLanguage: string | undefined): string => {
  const lang = copyLanguage(acceptLanguage)
  const suffix = ` (${lang ? SUFFIX[lang] : "2"})`
  return `${[...name]
    .slice(0, FLOW_NAME_MAX - [...suffix].length)
    .join("")
    .trimEnd()}${suffix}`
}
