/** `atende user create`: one user in an existing tenant, checked with the console's contract. */
import { Id } from "@atende/core/contracts/common"
import { UserCreate } from "@atende/core/contracts/users"
import type { AppConfig } from "@atende/runtime/config/Config"
import { createUser } from "@atende/runtime/actors/tenant/users"
import { generatePassword } from "@atende/runtime/server/provision"
import { z } from "zod"
import { publicBaseUrl } from "./config"
import { runWithStore } from "./runStore"
import { validate } from "./validate"

const UserCreateInput = UserCreate.pick({ name: true, email: true, profile: true, phoneNumber: true }).extend({
  tenantId: Id,
  password: UserCreate.shape.password.optional()
})
export type UserCreateInput = z.input<typeof UserCreateInput>

export type UserCreated = {
  readonly user: { readonly id: number; readonly tenantId: number; readonly name: string; readonly email: string; readonly profile: string; readonly phoneNumber: string | null }
  /** Only when it was generated here: shown this once. */
  readonly password: string | null
  readonly loginUrl: string
}

export const createTenantUser = async (config: AppConfig, raw: UserCreateInput): Promise<UserCreated> => {
  const input = validate(UserCreateInput, raw)
  const password = input.password ?? generatePassword()
  const user = await runWithStore(
    config,
    createUser(input.tenantId, { name: input.name, email: input.email, password, profile: input.profile, phoneNumber: input.phoneNumber })
  )
  return {
    user: { id: user.id, tenantId: user.tenantId, name: user.name, email: user.email, profile: user.profile, phoneNumber: user.phoneNumber },
    password: input.password === undefined ? password : null,
    loginUrl: `${publicBaseUrl(config)}/#/login`
  }
}
