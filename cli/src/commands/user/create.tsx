/**
 * `atende user create --tenant ID --name N --email E [--password P] [--profile user|super|admin]
 * [--phone P] [--json]`
 */
import { Profile } from "@atende/core/user/user"
import { Option, type Command } from "commander"
import { Box, Text } from "ink"
import { Fields } from "../../components/Fields"
import { Status } from "../../components/Status"
import { runCommand } from "../../output"
import type { UserCreated } from "../../services/users"
import { positiveInt, withJson } from "../flags"

const flags = {
  tenantId: "--tenant",
  name: "--name",
  email: "--email",
  password: "--password",
  profile: "--profile",
  phoneNumber: "--phone"
}

type Flags = {
  tenant: number
  name: string
  email: string
  password?: string
  profile: "admin" | "super" | "user"
  phone?: string
  json?: boolean
}

function UserCreatedView({ result }: { result: UserCreated }) {
  const { user } = result
  return (
    <Box flexDirection="column">
      <Status tone="ok">
        User{" "}
        <Text bold>
          #{user.id} {user.name}
        </Text>{" "}
        created in tenant #{user.tenantId} ({user.profile})
      </Status>
      <Fields
        rows={[
          ["e-mail", user.email],
          ["phone", user.phoneNumber ?? undefined],
          [
            "password",
            result.password ? <Text color="yellow">{result.password}</Text> : "the one given with --password"
          ],
          ["log in at", result.loginUrl]
        ]}
      />
      {result.password ? (
        <Text dimColor>The password was generated and is shown only this once; store it now.</Text>
      ) : null}
    </Box>
  )
}

export const registerUserCreate = (user: Command) =>
  withJson(
    user
      .command("create")
      .description("create a user in an existing tenant")
      .requiredOption("--tenant <id>", "tenant id (printed by `atende tenant create`)", positiveInt)
      .requiredOption("--name <name>", "full name")
      .requiredOption("--email <email>", "e-mail (their login; unique across the platform)")
      .option(
        "--password <password>",
        "8+ letters and digits, with upper, lower and a digit; generated and printed when left out"
      )
      .addOption(
        new Option("--profile <profile>", "user = agent, super = supervisor, admin = administrator")
          .choices(Profile.options)
          .default("user")
      )
      .option("--phone <number>", "phone number with country and area code (10 to 15 digits)")
  ).action(async (opts: Flags) => {
    await runCommand(
      { json: !!opts.json, flags },
      async () => {
        const [{ loadConfig }, { createTenantUser }] = await Promise.all([
          import("../../services/config"),
          import("../../services/users")
        ])
        return createTenantUser(loadConfig(), {
          tenantId: opts.tenant,
          name: opts.name,
          email: opts.email,
          password: opts.password,
          profile: opts.profile,
          phoneNumber: opts.phone
        })
      },
      { view: (result) => <UserCreatedView result={result} /> }
    )
  })
