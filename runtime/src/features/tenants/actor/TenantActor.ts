/** The tenant actor: serialises the tenant-wide rules (users, plan and licence changes, limits). */
import { Effect } from "effect"
import { accessChanged } from "../../../platform/session/accessChanges"
import type { Envelope } from "../../../platform/bus/Bus"
import { toReply } from "../../tickets/index"
import { deleteUser, type DeleteUser, createUser, updateUser, type UserInput, type UserPatch } from "../../users/index"
import { changeTenant, type TenantChange } from "./tenants"

export type TenantCommandMsg =
  | { readonly type: "createUser"; readonly tenantId: number; readonly input: UserInput }
  | { readonly type: "updateUser"; readonly tenantId: number; readonly userId: number; readonly patch: UserPatch; readonly keepSession?: string }
  | ({ readonly type: "deleteUser" } & DeleteUser)
  | { readonly type: "changeTenant"; readonly tenantId: number; readonly change: TenantChange }

const run = (cmd: TenantCommandMsg) => {
  switch (cmd.type) {
    case "createUser":
      return createUser(cmd.tenantId, cmd.input)
    case "updateUser":
      return updateUser(cmd.tenantId, cmd.userId, cmd.patch, cmd.keepSession)
    case "deleteUser":
      return deleteUser(cmd)
    case "changeTenant":
      return changeTenant(cmd.tenantId, cmd.change)
    default:
      return Effect.succeed(null)
  }
}

/** After a change of users or of the tenant, open live sockets are checked again (platform/session/accessChanges.ts). */
const changesAccess = (cmd: TenantCommandMsg) =>
  cmd.type === "updateUser" || cmd.type === "deleteUser" ? { tenantId: cmd.tenantId, userId: cmd.userId } : cmd.type === "changeTenant" ? { tenantId: cmd.tenantId } : undefined

export const tenantBehaviour = (env: Envelope) => {
  const cmd = env.payload as TenantCommandMsg
  const change = changesAccess(cmd)
  const result: Effect.Effect<unknown, unknown, Effect.Effect.Context<ReturnType<typeof run>>> = run(cmd)
  return toReply(change ? Effect.tap(result, () => accessChanged(change)) : result)
}
