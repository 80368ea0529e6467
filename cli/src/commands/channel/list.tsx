/** `atende channel list [--tenant ID] [--json]` */
import type { Command } from "commander"
import { Table } from "../../components/Table"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

export const registerChannelList = (channel: Command) =>
  withJson(
    channel
      .command("list")
      .description("list the channels (connections) with their type and session status")
      .option("--tenant <id>", "only this tenant's", positiveInt)
  ).action(async (opts: { tenant?: number; json?: boolean }) => {
    await runCommand(
      { json: !!opts.json, flags: { tenantId: "--tenant" } },
      async () => {
        const [{ loadConfig }, { listChannelRecords }] = await Promise.all([
          import("../../services/config"),
          import("../../services/channels")
        ])
        return listChannelRecords(loadConfig(), { tenantId: opts.tenant })
      },
      {
        view: ({ channels }) => (
          <Table
            columns={["id", "tenant", "name", "type", "status", "default"]}
            rows={channels.map((c) => [
              `#${c.id}`,
              `#${c.tenantId}`,
              c.name,
              c.type,
              c.status,
              c.isDefault ? "yes" : ""
            ])}
            empty={opts.tenant ? `Tenant #${opts.tenant} has no channels.` : "No channels yet."}
          />
        )
      }
    )
  })
