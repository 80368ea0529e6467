import { describe, expect, it } from "vitest"
import { copyLanguage, copyName } from "./copyName"

describe("copyName", () => {
  it("says copy in the caller's language, by quality, else a neutral (2)", () => {
    expect(copyName("Menu", "pt-BR,pt;q=0.9,en;q=0.8")).toBe("Menu (cópia)")
    expect(copyName("Menu", "en-US")).toBe("Menu (copy)")
    expect(copyName("Menu", "de-DE,es;q=0.5")).toBe("Menu (copia)")
    expect(copyName("Menu", "fr;q=1, ru;q=0.3, en;q=0.7")).toBe("Menu (copy)")
    expect(copyName("Menu", "ru")).toBe("Menu (копия)")
    expect(copyName("Menu", "de")).toBe("Menu (2)")
    expect(copyName("Menu", undefined)).toBe("Menu (2)")
    expect(copyLanguage("en;q=0, pt;q=0.1")).toBe("pt")
  })

  it("stays within the name's limit", () => {
    const long = copyName("x".repeat(100), "en")
    expect(long).toHaveLength(100)
    expect(long.endsWith(" (copy)")).toBe(true)
  })
})
