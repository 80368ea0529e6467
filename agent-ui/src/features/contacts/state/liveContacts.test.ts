import type { ContactPage, ContactView } from "@atende/core/contracts/contacts"
import { describe, expect, it } from "vitest"
import { formOf } from "./contactForm"
import { applyToPage, applyToPages, newerVersion, touchesContact, type ContactPages } from "./liveContacts"

const contact = (id: number, name: string): ContactView => ({
  id,
  tenantId: 1,
  name,
  firstName: null,
  lastName: null,
  businessName: null,
  document: null,
  birthday: null,
  gender: null,
  maritalStatus: null,
  source: null,
  number: `55119876500${String(id).padStart(2, "0")}`,
  email: null,
  instagram: null,
  telegramId: null,
  website: null,
  category: null,
  walletUserIds: [],
  wallets: [],
  tagIds: [],
  tags: [],
  extraInfo: [],
  profilePicUrl: null,
  isWhatsappValid: false,
  createdAt: "2025-01-01T12:00:00.000Z",
  updatedAt: "2025-01-01T12:00:00.000Z"
})

const page = (...contacts: ContactView[]): ContactPage => ({ contacts, hasMore: false, nextCursor: null })
const pages = (...list: ContactPage[]): ContactPages => ({ pages: list, pageParams: list.map((_, i) => i || null) })

describe("contact live events on cached pages", () => {
  const ana = contact(1, "Ana")
  const bruno = contact(2, "Bruno")
  const carla = contact(3, "Carla")

  it("shows a changed contact changed where it is listed, in its place", () => {
    const data = pages(page(ana, bruno), page(carla))
    const renamed = { ...bruno, name: "Bruno Novo" }
    const next = applyToPages(data, { type: "contact:update", contact: renamed })
    expect(next.pages.map((p) => p.contacts.map((c) => c.name))).toEqual([["Ana", "Bruno Novo"], ["Carla"]])
    // the untouched page is the same object (its rows do not render again)
    expect(next.pages[1]).toBe(data.pages[1])
    expect(next.pageParams).toBe(data.pageParams)
  })

  it("takes a deleted contact out at once", () => {
    const data = pages(page(ana, bruno), page(carla))
    const next = applyToPages(data, { type: "contact:delete", contactId: 3 })
    expect(next.pages.map((p) => p.contacts.map((c) => c.id))).toEqual([[1, 2], []])
    expect(applyToPage(page(ana), { type: "contact:delete", contactId: 1 }).contacts).toEqual([])
  })

  it("leaves pages alone (the same objects) when they list none of the event's contacts, or for a bulk change", () => {
    const data = pages(page(ana, bruno))
    expect(applyToPages(data, { type: "contact:update", contact: contact(9, "Nova") })).toBe(data)
    expect(applyToPages(data, { type: "contact:delete", contactId: 9 })).toBe(data)
    expect(applyToPages(data, { type: "contact:bulk", reason: "import" })).toBe(data)
    const one = page(ana)
    expect(applyToPage(one, { type: "contact:update", contact: contact(9, "Nova") })).toBe(one)
  })

  it("tells which events may change an open contact", () => {
    expect(touchesContact({ type: "contact:update", contact: ana }, 1)).toBe(true)
    expect(touchesContact({ type: "contact:update", contact: ana }, 2)).toBe(false)
    expect(touchesContact({ type: "contact:delete", contactId: 2 }, 2)).toBe(true)
    expect(touchesContact({ type: "contact:delete", contactId: 2 }, 1)).toBe(false)
    expect(touchesContact({ type: "contact:bulk", reason: "merge", contactIds: [1, 2] }, 2)).toBe(true)
    expect(touchesContact({ type: "contact:bulk", reason: "undo", contactIds: [1, 2] }, 3)).toBe(false)
    expect(touchesContact({ type: "contact:bulk", reason: "import" }, 3)).toBe(true)
  })

  it("takes a newer version into an untouched form (or the user's own save), else warns", () => {
    const base = formOf(ana)
    const newer = formOf({ ...ana, name: "Ana Nova", category: "vip" })
    expect(newerVersion(base, base, newer)).toBe("take")
    // the user typed the same as the other change (their own save coming back)
    expect(newerVersion(base, { ...base, name: "Ana Nova", category: "vip" }, newer)).toBe("take")
    expect(newerVersion(base, { ...base, name: "Ana Minha" }, newer)).toBe("warn")
    expect(newerVersion(base, { ...base, tagIds: [4] }, newer)).toBe("warn")
  })
})
