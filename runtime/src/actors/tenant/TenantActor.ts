/** The tenant actor: serialises the tenant-wide rules (users and, later, plan counters and distribution). */
import { Effect } from "effect"
import type { Envelope } from "../../bus/Bus"
import { toReply } from "../ticket/TicketActor"
import { createUser, updateUser, type UserInput, type UserPatch } from "./users"

export type TenantCommandMsg =
  | { readonly type: "createUser"; readonly tenantId: number; readonly input: UserInput }
  | { readonly type: "updateUser"; readonly tenantId: number; readonly userId: number; readonly patch: UserPatch }

export const tenantBehaviour = (env: Envelope) => {
  const cmd = env.payload as TenantCommandMsg
  return toReply(
    cmd.type === "createUser" ? createUser(cmd.tenantId, cmd.input) : cmd.type === "updateUser" ? updateUser(cmd.tenantId, cmd.userId, cmd.patch) : Effect.succeed(null)
  )
}
