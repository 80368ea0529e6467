/** The tenant actor: serialises the tenant-wide rules (users, plan and licence changes, limits). */
import type { TenantCommand as TenantCommandMsg } from "@atende/core/contracts/actors/tenantCommands"
import { Effect } from "effect"
import { accessChanged } from "../../../platform/session/accessChanges"
import type { Envelope } from "../../../platform/bus/Bus"
import { toReply } from "../../../platform/actors/toReply"
import { deleteUser, createUser, updateUser } from "../../users/index"
import { changeTenant } from "./tenants"

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

/**
 * After a change of users or of the tenant, open live sockets are checked again
 * (platform/session/accessChanges.ts).
 */
const changesAccess = (cmd: TenantCommandMsg) =>
  cmd.type === "updateUser" || cmd.type === "deleteUser"
    ? { tenantId: cmd.tenantId, userId: cmd.userId }
    : cmd.type === "changeTenant"
      ? { tenantId: cmd.tenantId }
      : undefined

/** `env.payload` was decoded at the bus edge (platform/actors/commandEdge.ts). */
export const tenantBehaviour = (env: Envelope<TenantCommandMsg>) => {
  const cmd = env.payload
  const change = changesAccess(cmd)
  const result: Effect.Effect<unknown, unknown, Effect.Effect.Context<ReturnType<typeof run>>> = run(cmd)
  return toReply(change ? Effect.tap(result, () => accessChanged(change)) : result)
}
