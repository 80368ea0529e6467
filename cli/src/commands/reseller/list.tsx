/** `atende reseller list [--json]` */
import type { Command } from "commander"
import { Table } from "../../components/Table"
import { runCommand } from "../../output"
import { withJson } from "../flags"

const of = (used: number | undefined, max: number | null) => `${used ?? 0}/${max ?? "∞"}`

export const registerResellerList = (reseller: Command) =>
  withJson(reseller.command("list").description("list resellers with their use of their limits")).action(
    async (opts: { json?: boolean }) => {
      await runCommand(
        { json: !!opts.json },
        async () => {
          const [{ loadConfig }, { listResellers }] = await Promise.all([
            import("../../services/config"),
            import("../../services/resellers")
          ])
          return listResellers(loadConfig())
        },
        {
          view: ({ resellers }) => (
            <Table
              columns={["id", "name", "tenants", "users", "connections"]}
              rows={resellers.map((r) => [
                `#${r.id}`,
                r.name,
                String(r.usage?.tenants ?? 0),
                of(r.usage?.users, r.maxUsers),
                of(r.usage?.connections, r.maxConnections)
              ])}
              empty="No resellers yet: atende reseller create --name …"
            />
          )
        }
      )
    }
  )
