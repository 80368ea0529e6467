/** `atende user reset-password <id> [--password P | --link] [--json]` */
import type { Command } from "commander"
import { Box, Text } from "ink"
import { Fields } from "../../components/Fields"
import { Status } from "../../components/Status"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

type Flags = { password?: string; link?: boolean; json?: boolean }

export const registerUserResetPassword = (user: Command) =>
  withJson(
    user
      .command("reset-password")
      .description(
        "set a new password (generated and shown once unless given) and end the user's sessions, or print a reset link"
      )
      .argument("<id>", "user id", positiveInt)
      .option("--password <password>", "the new password (8+ letters and digits, upper, lower and a digit)")
      .option("--link", "print a reset link (valid 5 minutes, used once) instead of setting a password")
  ).action(async (id: number, opts: Flags) => {
    await runCommand(
      { json: !!opts.json, flags: { password: "--password" } },
      async () => {
        const [{ loadConfig }, { resetUserPassword }] = await Promise.all([
          import("../../services/config"),
          import("../../services/users")
        ])
        return resetUserPassword(loadConfig(), id, { password: opts.password, link: !!opts.link })
      },
      {
        view: (r) =>
          r.link ? (
            <Box flexDirection="column">
              <Status tone="ok">
                Reset link for user #{r.userId} (valid until {r.linkExpiresAt}, works once)
              </Status>
              <Text>{r.link}</Text>
            </Box>
          ) : (
            <Box flexDirection="column">
              <Status tone="ok">Password of user #{r.userId} changed; their sessions ended</Status>
              <Fields
                rows={[
                  ["password", r.password ? <Text color="yellow">{r.password}</Text> : "the one given with --password"]
                ]}
              />
              {r.generated ? (
                <Text dimColor>The password was generated and is shown only this once; store it now.</Text>
              ) : null}
            </Box>
          )
      }
    )
  })
