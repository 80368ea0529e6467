/** `atende user list --tenant ID [--json]` */
import type { Command } from "commander"
import { Table } from "../../components/Table"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

export const registerUserList = (user: Command) =>
  withJson(
    user
      .command("list")
      .description("list the users of a tenant")
      .requiredOption("--tenant <id>", "tenant id", positiveInt)
  ).action(async (opts: { tenant: number; json?: boolean }) => {
    await runCommand(
      { json: !!opts.json, flags: { tenantId: "--tenant" } },
      async () => {
        const [{ loadConfig }, { listUsers }] = await Promise.all([
          import("../../services/config"),
          import("../../services/users")
        ])
        return listUsers(loadConfig(), opts.tenant)
      },
      {
        view: ({ users }) => (
          <Table
            columns={["id", "name", "e-mail", "profile", "active", "phone"]}
            rows={users.map((u) => [
              `#${u.id}`,
              u.name,
              u.email,
              u.profile,
              u.active ? "yes" : "no",
              u.phoneNumber ?? ""
            ])}
            empty="No users in this tenant (or no such tenant)."
          />
        )
      }
    )
  })
