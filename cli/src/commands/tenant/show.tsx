/** `atende tenant show <id> [--json]` */
import type { Command } from "commander"
import { Box, Text } from "ink"
import { TenantFields } from "../../components/TenantFields"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

export const registerTenantShow = (tenant: Command) =>
  withJson(
    tenant
      .command("show")
      .description("a tenant's plan, licence, trial, reseller and use")
      .argument("<id>", "tenant id", positiveInt)
  ).action(async (id: number, opts: { json?: boolean }) => {
    await runCommand(
      { json: !!opts.json },
      async () => {
        const [{ loadConfig }, { getTenant }] = await Promise.all([
          import("../../services/config"),
          import("../../services/tenants")
        ])
        return getTenant(loadConfig(), id)
      },
      {
        view: ({ tenant }) => (
          <Box flexDirection="column">
            <Text bold>
              #{tenant.id} {tenant.name}
            </Text>
            <TenantFields tenant={tenant} />
          </Box>
        )
      }
    )
  })
