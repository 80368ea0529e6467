/** `atende dashboard rebuild [--tenant N] [--json]` */
import type { Command } from "commander"
import { liveProgress } from "../../components/liveProgress"
import { Status } from "../../components/Status"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

type Flags = { tenant?: number; json?: boolean }

export const registerDashboardRebuild = (dashboard: Command) =>
  withJson(
    dashboard
      .command("rebuild")
      .description(
        "build the home dashboard's figures again from the tickets' history (after tickets were written " +
          "outside Atende, e.g. by SQL); safe while nodes run"
      )
      .option("--tenant <id>", "only this tenant (default: every tenant)", positiveInt)
  ).action(async (opts: Flags) => {
    const json = !!opts.json
    const bar = json || !process.stderr.isTTY ? undefined : liveProgress("tenants")
    await runCommand(
      { json, flags: { tenantId: "--tenant" } },
      async () => {
        const [{ loadConfig }, { rebuildDashboards }] = await Promise.all([
          import("../../services/config"),
          import("../../services/dashboard")
        ])
        try {
          return await rebuildDashboards(loadConfig(), opts.tenant, (done, total) => bar?.update(done, total))
        } finally {
          bar?.stop()
        }
      },
      {
        view: (s) => (
          <Status tone="ok">
            {`Rebuilt the dashboard of ${s.tenants.length} tenant${s.tenants.length === 1 ? "" : "s"} ` +
              `(${s.tenants.reduce((n, t) => n + t.rows, 0).toLocaleString("en")} day rows, ${s.seconds.toFixed(1)} s)`}
          </Status>
        )
      }
    )
  })
