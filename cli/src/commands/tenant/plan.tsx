/**
 * `atende tenant plan <id> --plan free|enterprise [--json]`: a downgrade past the free limits marks
 * the licence freePlanViolation.
 */
import { Plan } from "@atende/core/tenant/tenant"
import { Option, type Command } from "commander"
import { Box, Text } from "ink"
import { Status } from "../../components/Status"
import { TenantFields } from "../../components/TenantFields"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

export const registerTenantPlan = (tenant: Command) =>
  withJson(
    tenant
      .command("plan")
      .description("change a tenant's plan")
      .argument("<id>", "tenant id", positiveInt)
      .addOption(new Option("--plan <plan>", "the new plan").choices(Plan.options).makeOptionMandatory())
  ).action(async (id: number, opts: { plan: string; json?: boolean }) => {
    await runCommand(
      { json: !!opts.json, flags: { plan: "--plan" } },
      async () => {
        const [{ loadConfig }, { setTenantPlan }] = await Promise.all([
          import("../../services/config"),
          import("../../services/tenants")
        ])
        return setTenantPlan(loadConfig(), id, opts.plan)
      },
      {
        view: ({ tenant, violations }) => (
          <Box flexDirection="column">
            <Status tone={violations.length ? "warn" : "ok"}>
              Tenant{" "}
              <Text bold>
                #{tenant.id} {tenant.name}
              </Text>{" "}
              is on the {tenant.plan} plan
            </Status>
            {violations.length ? (
              <Text color="yellow">
                Use exceeds the plan ({violations.join(", ")}): its users cannot log in until it fits or the plan goes
                back up.
              </Text>
            ) : null}
            <TenantFields tenant={tenant} />
          </Box>
        )
      }
    )
  })
