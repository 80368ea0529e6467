/**
 * `atende report tickets --tenant N --from YYYY-MM-DD --to YYYY-MM-DD [--format xlsx|pdf|csv] [--out FILE]
 * [--json]`
 */
import { InvalidArgumentError, type Command } from "commander"
import { Text } from "ink"
import { liveProgress } from "../../components/liveProgress"
import { Status } from "../../components/Status"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

type Format = "xlsx" | "pdf" | "csv"
type Flags = { tenant: number; from: string; to: string; format: Format; out?: string; json?: boolean }

const formatOf = (value: string): Format => {
  if (value !== "xlsx" && value !== "pdf" && value !== "csv") throw new InvalidArgumentError("Use xlsx, pdf or csv.")
  return value
}

export const registerReportTickets = (report: Command) =>
  withJson(
    report
      .command("tickets")
      .description("write a tenant's tickets and SLA report (tickets created in a period) to an XLSX, PDF or CSV file")
      .requiredOption("--tenant <id>", "the tenant whose tickets to report", positiveInt)
      .requiredOption("--from <date>", "the period's first day, YYYY-MM-DD (the tenant's calendar)")
      .requiredOption("--to <date>", "the period's last day, YYYY-MM-DD (at most 366 days in all)")
      .option("--format <format>", "xlsx, pdf (at most 5,000 rows) or csv", formatOf, "xlsx")
      .option("--out <file>", "the file to write (default relatorio-tickets-YYYY-MM-DD.<format> here)")
  ).action(async (opts: Flags) => {
    const json = !!opts.json
    const bar = json || !process.stderr.isTTY ? undefined : liveProgress("rows")
    await runCommand(
      { json, flags: { tenantId: "--tenant", from: "--from", to: "--to" } },
      async () => {
        const [{ loadConfig }, { ticketReportToFile }] = await Promise.all([
          import("../../services/config"),
          import("../../services/reports")
        ])
        try {
          return await ticketReportToFile(
            loadConfig(),
            { tenantId: opts.tenant, from: opts.from, to: opts.to, format: opts.format, out: opts.out },
            (done, total) => bar?.update(done, total)
          )
        } finally {
          bar?.stop()
        }
      },
      {
        view: (s) => (
          <Status tone="ok">
            {`Wrote ${s.rows.toLocaleString("en")} ticket${s.rows === 1 ? "" : "s"} of tenant #${s.tenantId} `}
            {`(${s.from} to ${s.to}) to `}
            <Text bold>{s.file}</Text>
            {` (${s.bytes.toLocaleString("en")} bytes, ${s.seconds.toFixed(1)} s)`}
          </Status>
        )
      }
    )
  })
