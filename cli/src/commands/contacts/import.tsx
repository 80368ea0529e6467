/** `atende contacts import FILE --tenant N [--dry-run] [--map column=field ...] [--json]` */
import { errorText, isErrorCode } from "@atende/core/errors/catalogue"
import type { ImportRowError } from "@atende/core/contracts/contactImport"
import type { Command } from "commander"
import { Box, Text } from "ink"
import { Fields } from "../../components/Fields"
import { liveProgress } from "../../components/liveProgress"
import { Status } from "../../components/Status"
import { Table } from "../../components/Table"
import { runCommand } from "../../output"
import type { ImportSummary } from "../../services/contactImport"
import { positiveInt, withJson } from "../flags"

type Flags = { tenant: number; dryRun?: boolean; map: Array<string>; json?: boolean }

const SHOWN_ERRORS = 10

const describeError = (code: string) => (isErrorCode(code) ? errorText(code, "en").description : code)

function RowErrors({ errors, invalid }: { errors: ReadonlyArray<ImportRowError>; invalid: number }) {
  if (!invalid) return null
  return (
    <Box flexDirection="column" marginTop={1}>
      <Text bold>
        {invalid} invalid row{invalid === 1 ? "" : "s"}
        {invalid > SHOWN_ERRORS ? <Text dimColor> (the first {SHOWN_ERRORS})</Text> : null}
      </Text>
      <Table
        columns={["row", "column", "field", "error"]}
        rows={errors
          .slice(0, SHOWN_ERRORS)
          .map((e) => [String(e.row), e.column ?? "", e.field ?? "", `${e.error}: ${describeError(e.error)}`])}
      />
    </Box>
  )
}

function Summary({ s }: { s: ImportSummary }) {
  const mapped = Object.entries(s.mapping).flatMap(([column, field]) => (field ? [`${column} → ${field}`] : []))
  const counts = s.check
    ? { created: s.check.creates, updated: s.check.updates, unchanged: s.check.unchanged, invalid: s.check.invalid }
    : s.import!
  const errors = s.check?.errors ?? s.import?.errors ?? []
  return (
    <Box flexDirection="column">
      <Status tone={s.import?.status === "failed" ? "fail" : counts.invalid ? "warn" : "ok"}>
        {s.dryRun ? "Dry run of" : "Imported"} <Text bold>{s.file}</Text> ({s.format}, {s.rows} rows) into tenant #
        {s.tenantId} in {s.seconds.toFixed(1)} s{s.dryRun ? ": nothing was stored" : ""}
      </Status>
      <Fields
        rows={[
          ["mapping", mapped.join(", ")],
          [s.dryRun ? "would create" : "created", String(counts.created)],
          [s.dryRun ? "would update" : "updated", String(counts.updated)],
          ["unchanged", String(counts.unchanged)],
          ["invalid", String(counts.invalid)]
        ]}
      />
      <RowErrors errors={errors} invalid={counts.invalid} />
      {s.dryRun ? <Text dimColor>next: run it again without --dry-run to import</Text> : null}
    </Box>
  )
}

const collect = (value: string, previous: Array<string>) => [...previous, value]

export const registerContactsImport = (contacts: Command) =>
  withJson(
    contacts
      .command("import")
      .description("import contacts from a CSV or XLSX file (first row: column names), with the API's rules")
      .argument("<file>", "the CSV or XLSX file (at most 20 MB)")
      .requiredOption("--tenant <id>", "the tenant to import into", positiveInt)
      .option("--dry-run", "check every row and say what would change; store nothing")
      .option(
        "--map <column=field>",
        "map a column to a field (or to none); repeat it; default: suggested from the column names",
        collect,
        []
      )
  ).action(async (file: string, opts: Flags) => {
    const json = !!opts.json
    const bar = json || opts.dryRun || !process.stderr.isTTY ? undefined : liveProgress("rows")
    await runCommand(
      { json, flags: { mapping: "--map", tenantId: "--tenant" } },
      async () => {
        const [{ loadConfig }, { importContacts }] = await Promise.all([
          import("../../services/config"),
          import("../../services/contactImport")
        ])
        try {
          return await importContacts(
            loadConfig(),
            { file, tenantId: opts.tenant, dryRun: !!opts.dryRun, map: opts.map },
            (p) => bar?.update(p.processed, p.total)
          )
        } finally {
          bar?.stop()
        }
      },
      { view: (s) => <Summary s={s} /> }
    )
  })
