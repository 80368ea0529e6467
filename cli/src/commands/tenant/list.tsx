/** `atende tenant list [--reseller ID] [--json]` */
import type { Command } from "commander"
import { Table } from "../../components/Table"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

export const registerTenantList = (tenant: Command) =>
  withJson(
    tenant
      .command("list")
      .description("list tenants with plan, licence and reseller")
      .option("--reseller <id>", "only this reseller's tenants", positiveInt)
  ).action(async (opts: { reseller?: number; json?: boolean }) => {
    await runCommand(
      { json: !!opts.json, flags: { resellerId: "--reseller" } },
      async () => {
        const [{ loadConfig }, { listTenants }] = await Promise.all([
          import("../../services/config"),
          import("../../services/tenants")
        ])
        return listTenants(loadConfig(), { resellerId: opts.reseller })
      },
      {
        view: ({ tenants }) => (
          <Table
            columns={["id", "name", "plan", "licence", "trial ends", "reseller"]}
            rows={tenants.map((t) => [
              `#${t.id}`,
              t.name,
              t.plan,
              t.license,
              t.trialEndsAt?.slice(0, 10) ?? "",
              t.resellerId ? `#${t.resellerId}` : ""
            ])}
            empty="No tenants yet: atende tenant create --name … --admin-email …"
          />
        )
      }
    )
  })
