/**
 * `atende tenant suspend <id> [--lift] [--json]`: blocks the licence (logins refused, sessions
 * cut), or lifts the block.
 */
import type { Command } from "commander"
import { Box, Text } from "ink"
import { Status } from "../../components/Status"
import { TenantFields } from "../../components/TenantFields"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

export const registerTenantSuspend = (tenant: Command) =>
  withJson(
    tenant
      .command("suspend")
      .description("block a tenant's licence: its users cannot log in and open sessions end (--lift restores it)")
      .argument("<id>", "tenant id", positiveInt)
      .option("--lift", "lift the suspension (licence valid again)")
  ).action(async (id: number, opts: { lift?: boolean; json?: boolean }) => {
    await runCommand(
      { json: !!opts.json },
      async () => {
        const [{ loadConfig }, { suspendTenant }] = await Promise.all([
          import("../../services/config"),
          import("../../services/tenants")
        ])
        return suspendTenant(loadConfig(), id, !!opts.lift)
      },
      {
        view: ({ tenant }) => (
          <Box flexDirection="column">
            <Status tone={opts.lift ? "ok" : "warn"}>
              Tenant{" "}
              <Text bold>
                #{tenant.id} {tenant.name}
              </Text>{" "}
              {opts.lift ? "is active again" : "is suspended"}
            </Status>
            <TenantFields tenant={tenant} />
          </Box>
        )
      }
    )
  })
