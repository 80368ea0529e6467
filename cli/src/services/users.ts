/**
 * `atende user create|list|deactivate|reset-password`: users of a tenant, checked with the
 * console's contract and the same rules (plan and reseller limits, unique e-mail and phone,
 * administrators cannot be deactivated).
 */
import { Id } from "@atende/core/contracts/common"
import { UserCreate } from "@atende/core/contracts/users"
import {
  createUser,
  setUserPassword,
  updateUser,
  listTenantUsers,
  tenantOfUser,
  type PublicUser
} from "@atende/runtime/features/users/index"
import { createPasswordLink, resetLink } from "@atende/runtime/platform/session/resetTokens"
import { publicBaseUrl, type AppConfig } from "@atende/runtime/platform/config/Config"
import { AppError } from "@atende/runtime/platform/http/AppError"
import { generatePassword } from "@atende/runtime/features/tenants/index"
import { Effect } from "effect"
import { z } from "zod"
import { runWithStore } from "./runStore"
import { validate } from "./validate"

const UserCreateInput = UserCreate.pick({ name: true, email: true, profile: true, phoneNumber: true }).extend({
  tenantId: Id,
  password: UserCreate.shape.password.optional()
})
export type UserCreateInput = z.input<typeof UserCreateInput>

export type UserCreated = {
  readonly user: PublicUser
  /** Only when it was generated here: shown this once. */
  readonly password: string | null
  readonly loginUrl: string
}

export const createTenantUser = async (config: AppConfig, raw: UserCreateInput): Promise<UserCreated> => {
  const input = validate(UserCreateInput, raw)
  const password = input.password ?? generatePassword()
  const user = await runWithStore(
    config,
    createUser(input.tenantId, {
      name: input.name,
      email: input.email,
      password,
      profile: input.profile,
      phoneNumber: input.phoneNumber
    })
  )
  return {
    user,
    password: input.password === undefined ? password : null,
    loginUrl: `${publicBaseUrl(config)}/#/login`
  }
}

export const listUsers = async (config: AppConfig, tenantId: number): Promise<{ users: Array<PublicUser> }> => ({
  users: await runWithStore(config, listTenantUsers(tenantId))
})

/** The tenant of a user id, or ERR_NO_USER_FOUND. */
const owner = (id: number) =>
  Effect.flatMap(tenantOfUser(id), (t) =>
    t === undefined ? Effect.fail(new AppError({ code: "ERR_NO_USER_FOUND" })) : Effect.succeed(t)
  )

export const deactivateUser = async (config: AppConfig, id: number): Promise<{ user: PublicUser }> => ({
  user: await runWithStore(
    config,
    Effect.flatMap(owner(id), (tenantId) => updateUser(tenantId, id, { active: false }))
  )
})

export type PasswordReset = {
  readonly userId: number
  readonly password: string | null
  readonly generated: boolean
  readonly link: string | null
  readonly linkExpiresAt: string | null
}

/**
 * Sets a password (given, or generated and shown once) and ends the user's sessions; or, with
 * `link`, makes a reset link instead.
 */
export const resetUserPassword = async (
  config: AppConfig,
  id: number,
  opts: { password?: string | undefined; link?: boolean }
): Promise<PasswordReset> => {
  const given =
    opts.password === undefined
      ? undefined
      : validate(z.object({ password: UserCreate.shape.password }), { password: opts.password }).password
  return runWithStore(
    config,
    Effect.gen(function* () {
      const tenantId = yield* owner(id)
      if (opts.link) {
        const { token, expiresAt } = yield* createPasswordLink(id, tenantId, "reset")
        return {
          userId: id,
          password: null,
          generated: false,
          link: resetLink(publicBaseUrl(config), token),
          linkExpiresAt: new Date(expiresAt).toISOString()
        }
      }
      const password = given ?? generatePassword()
      yield* setUserPassword(tenantId, id, password)
      return {
        userId: id,
        password: given ? null : password,
        generated: given === undefined,
        link: null,
        linkExpiresAt: null
      }
    })
  )
}
