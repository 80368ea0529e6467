/** `atende migrate [--json]` */
import type { Command } from "commander"
import { Text } from "ink"
import { Fields } from "../components/Fields"
import { Status } from "../components/Status"
import { runCommand } from "../output"
import type { MigrateResult } from "../services/migrate"
import { withJson } from "./flags"

function MigrateView({ result }: { result: MigrateResult }) {
  const { applied, total } = result
  return (
    <>
      <Status tone="ok">
        {applied.length ? `Applied ${applied.length} migration(s)` : `Store is up to date (${total} migrations)`}
      </Status>
      <Fields
        rows={[
          ["store", `${result.store === "pg" ? "postgres" : "sqlite"} ${result.location}`],
          ["applied", applied.length ? <Text>{applied.join(", ")}</Text> : "nothing to apply"]
        ]}
      />
    </>
  )
}

const migrateAction = async (opts: { json?: boolean }) => {
  await runCommand(
    { json: !!opts.json },
    async () => {
      // Services load the runtime: imported on use so `--help` stays quick.
      const [{ loadConfig }, { migrateStore }] = await Promise.all([
        import("../services/config"),
        import("../services/migrate")
      ])
      return migrateStore(loadConfig())
    },
    { view: (result) => <MigrateView result={result} /> }
  )
}

export const registerMigrate = (program: Command) =>
  withJson(
    program
      .command("migrate")
      .description("apply pending database migrations (SQLite in ATENDE_DATA_DIR, or Postgres with DATABASE_URL)")
  ).action(migrateAction)
