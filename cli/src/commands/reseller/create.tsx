/** `atende reseller create --name N [--max-users N] [--max-connections N] [--json]` */
import type { Command } from "commander"
import { Text } from "ink"
import { Fields } from "../../components/Fields"
import { Status } from "../../components/Status"
import { runCommand } from "../../output"
import { nonNegativeInt, withJson } from "../flags"

const flags = { name: "--name", maxUsers: "--max-users", maxConnections: "--max-connections" }

type Flags = { name: string; maxUsers?: number; maxConnections?: number; json?: boolean }

export const registerResellerCreate = (reseller: Command) =>
  withJson(
    reseller
      .command("create")
      .description("create a reseller with its global limits (counted across all of its tenants)")
      .requiredOption("--name <name>", "reseller name (unique)")
      .option("--max-users <n>", "users across all its tenants (unlimited when left out)", nonNegativeInt)
      .option("--max-connections <n>", "connections across all its tenants (unlimited when left out)", nonNegativeInt)
  ).action(async (opts: Flags) => {
    await runCommand(
      { json: !!opts.json, flags },
      async () => {
        const [{ loadConfig }, { createResellerCli }] = await Promise.all([
          import("../../services/config"),
          import("../../services/resellers")
        ])
        return createResellerCli(loadConfig(), {
          name: opts.name,
          maxUsers: opts.maxUsers ?? null,
          maxConnections: opts.maxConnections ?? null
        })
      },
      {
        view: ({ reseller }) => (
          <>
            <Status tone="ok">
              Reseller{" "}
              <Text bold>
                #{reseller.id} {reseller.name}
              </Text>{" "}
              created
            </Status>
            <Fields
              rows={[
                ["max users", reseller.maxUsers ?? "unlimited"],
                ["max connections", reseller.maxConnections ?? "unlimited"],
                ["next", `atende tenant create --reseller ${reseller.id} …`]
              ]}
            />
          </>
        )
      }
    )
  })
