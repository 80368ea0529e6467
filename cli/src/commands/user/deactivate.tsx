/** `atende user deactivate <id> [--json]`: the user can no longer log in; administrators cannot be deactivated. */
import type { Command } from "commander"
import { Text } from "ink"
import { Status } from "../../components/Status"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

export const registerUserDeactivate = (user: Command) =>
  withJson(
    user
      .command("deactivate")
      .description("deactivate a user (login refused, sessions answer ERR_USER_INACTIVE)")
      .argument("<id>", "user id", positiveInt)
  ).action(async (id: number, opts: { json?: boolean }) => {
    await runCommand(
      { json: !!opts.json },
      async () => {
        const [{ loadConfig }, { deactivateUser }] = await Promise.all([
          import("../../services/config"),
          import("../../services/users")
        ])
        return deactivateUser(loadConfig(), id)
      },
      {
        view: ({ user }) => (
          <Status tone="ok">
            User{" "}
            <Text bold>
              #{user.id} {user.name}
            </Text>{" "}
            ({user.email}) is inactive
          </Status>
        )
      }
    )
  })
