/** The tenant actor: serialises the tenant-wide rules (users, plan and licence changes, limits). */
import { Effect } from "effect"
import type { Envelope } from "../../bus/Bus"
import { toReply } from "../ticket/TicketActor"
import { deleteUser, type DeleteUser } from "./deleteUser"
import { changeTenant, type TenantChange } from "./tenants"
import { createUser, updateUser, type UserInput, type UserPatch } from "./users"

export type TenantCommandMsg =
  | { readonly type: "createUser"; readonly tenantId: number; readonly input: UserInput }
  | { readonly type: "updateUser"; readonly tenantId: number; readonly userId: number; readonly patch: UserPatch }
  | ({ readonly type: "deleteUser" } & DeleteUser)
  | { readonly type: "changeTenant"; readonly tenantId: number; readonly change: TenantChange }

const run = (cmd: TenantCommandMsg) => {
  switch (cmd.type) {
    case "createUser":
      return createUser(cmd.tenantId, cmd.input)
    case "updateUser":
      return updateUser(cmd.tenantId, cmd.userId, cmd.patch)
    case "deleteUser":
      return deleteUser(cmd)
    case "changeTenant":
      return changeTenant(cmd.tenantId, cmd.change)
    default:
      return Effect.succeed(null)
  }
}

export const tenantBehaviour = (env: Envelope) => toReply(run(env.payload as TenantCommandMsg))
