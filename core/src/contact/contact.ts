// A contact: the customer side of tickets (spec part 1 §3).
import { z } from "zod"
import { Id, IsoDate, IsoDateTime } from "../contracts/common"
import { isValidDocument } from "../rules/documents"

export const Gender = z.enum(["male", "female", "nonBinary"])
export type Gender = z.infer<typeof Gender>

export const MaritalStatus = z.enum(["single", "married", "divorced", "widowed", "other"])
export type MaritalStatus = z.infer<typeof MaritalStatus>

/** A CPF or CNPJ, stored as digits (letters allowed in the new alphanumeric CNPJ). */
export const Document = z.string().refine(isValidDocument, "Not a valid CPF or CNPJ")

export const ExtraInfo = z.object({ description: z.string(), information: z.string() })
export type ExtraInfo = z.infer<typeof ExtraInfo>

export const ContactNote = z.object({ title: z.string(), description: z.string() })
export type ContactNote = z.infer<typeof ContactNote>

export const Contact = z.object({
  id: Id,
  tenantId: Id,
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  businessName: z.string().nullable(),
  document: Document.nullable(),
  birthday: IsoDate.nullable(),
  gender: Gender.nullable(),
  maritalStatus: MaritalStatus.nullable(),
  /** Where the contact came from (channel, import, form …). */
  source: z.string().nullable(),
  /** Digits with country and area code; empty for web-chat visitors. */
  number: z.string(),
  email: z.string().nullable(),
  instagram: z.string().nullable(),
  telegramId: z.string().nullable(),
  website: z.string().nullable(),
  category: z.string().nullable(),
  /** Wallet (carteira): the users who own this contact. */
  walletUserIds: z.array(Id),
  tagIds: z.array(Id),
  extraInfo: z.array(ExtraInfo),
  notes: z.array(ContactNote),
  profilePicUrl: z.string().nullable(),
  /** Whether the number was validated on WhatsApp. */
  isWhatsappValid: z.boolean(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime
})
export type Contact = z.infer<typeof Contact>

/** How a contact is shown inside a ticket. */
export const ContactSummary = Contact.pick({ id: true, name: true, number: true, email: true, profilePicUrl: true })
export type ContactSummary = z.infer<typeof ContactSummary>
