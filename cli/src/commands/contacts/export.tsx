/** `atende contacts export --tenant N [--format csv|xlsx] [--out FILE] [--json]` */
import { InvalidArgumentError, type Command } from "commander"
import { Text } from "ink"
import { Status } from "../../components/Status"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

type Flags = { tenant: number; format: "csv" | "xlsx"; out?: string; json?: boolean }

const formatOf = (value: string) => {
  if (value !== "csv" && value !== "xlsx") throw new InvalidArgumentError("Use csv or xlsx.")
  return value
}

export const registerContactsExport = (contacts: Command) =>
  withJson(
    contacts
      .command("export")
      .description("write a tenant's contacts to a CSV or XLSX file that `contacts import` reads back")
      .requiredOption("--tenant <id>", "the tenant whose contacts to export", positiveInt)
      .option("--format <format>", "csv or xlsx", formatOf, "csv")
      .option("--out <file>", "the file to write (default contatos-YYYY-MM-DD.<format> here)")
  ).action(async (opts: Flags) => {
    await runCommand(
      { json: !!opts.json, flags: { tenantId: "--tenant" } },
      async () => {
        const [{ loadConfig }, { exportToFile }] = await Promise.all([
          import("../../services/config"),
          import("../../services/contactImport")
        ])
        return exportToFile(loadConfig(), { tenantId: opts.tenant, format: opts.format, out: opts.out })
      },
      {
        view: (s) => (
          <Status tone="ok">
            Exported {s.contacts} contact{s.contacts === 1 ? "" : "s"} of tenant #{opts.tenant} to{" "}
            <Text bold>{s.file}</Text> ({s.bytes} bytes)
          </Status>
        )
      }
    )
  })
