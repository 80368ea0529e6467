// A tag (etiqueta) put on contacts (spec part 1 §3).
import { z } from "zod"
import { HexColor, Id, IsoDateTime } from "../contracts/common"

export const Tag = z.object({
  id: Id,
  tenantId: Id,
  name: z.string().trim().min(1).max(60),
  color: HexColor,
  active: z.boolean(),
  createdAt: IsoDateTime
})
export type Tag = z.infer<typeof Tag>
