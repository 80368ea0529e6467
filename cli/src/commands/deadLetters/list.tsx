/** `atende dead-letters list [--tenant ID] [--limit N] [--offset N] [--json]` */
import type { Command } from "commander"
import { Box, Text } from "ink"
import { Table } from "../../components/Table"
import { runCommand } from "../../output"
import type { DeadLetterList } from "../../services/deadLetters"
import { nonNegativeInt, positiveInt, withJson } from "../flags"

/** The cause's first line (its summary), cut to fit a row. */
const causeLine = (cause: string) => {
  const line = cause.split("\n")[0] ?? ""
  return line.length > 70 ? `${line.slice(0, 69)}…` : line
}

function DeadLetterTable({ list, offset }: { list: DeadLetterList; offset: number }) {
  const { total, deadLetters } = list
  if (!deadLetters.length)
    return <Text dimColor>{total ? `No dead letters past ${offset} (${total} in all).` : "No dead letters."}</Text>
  const shown = `${offset + 1}-${offset + deadLetters.length}`
  return (
    <Box flexDirection="column">
      <Text bold>
        {total} dead letter{total === 1 ? "" : "s"}
        {deadLetters.length < total ? <Text dimColor> (showing {shown}; --offset for more)</Text> : null}
      </Text>
      <Table
        columns={["id", "tenant", "source", "kind", "key", "tries", "last failed", "cause"]}
        rows={deadLetters.map((d) => [
          `#${d.id}`,
          d.tenantId === null ? "" : `#${d.tenantId}`,
          d.source,
          d.kind,
          d.key,
          String(d.deliveries),
          d.lastFailedAt.slice(0, 19).replace("T", " "),
          causeLine(d.cause)
        ])}
      />
      <Text dimColor>{"next: `atende dead-letters retry <id>` once the cause is fixed, or `drop <id>`"}</Text>
    </Box>
  )
}

export const registerDeadLettersList = (deadLetters: Command) =>
  withJson(
    deadLetters
      .command("list")
      .description("list the dead letters, oldest first, with their cause")
      .option("--tenant <id>", "only this tenant's", positiveInt)
      .option("--limit <n>", "how many to show (default 50)", positiveInt)
      .option("--offset <n>", "skip this many first", nonNegativeInt)
  ).action(async (opts: { tenant?: number; limit?: number; offset?: number; json?: boolean }) => {
    const offset = opts.offset ?? 0
    await runCommand(
      { json: !!opts.json },
      async () => {
        const [{ loadConfig }, { listDeadLetters }] = await Promise.all([
          import("../../services/config"),
          import("../../services/deadLetters")
        ])
        return listDeadLetters(loadConfig(), { tenantId: opts.tenant, limit: opts.limit ?? 50, offset })
      },
      { view: (list) => <DeadLetterTable list={list} offset={offset} /> }
    )
  })
