/** `atende doctor [--json]`: exit 1 when the store or the bus is unreachable; dead letters are a warning. */
import type { Command } from "commander"
import { Box, Text } from "ink"
import { Fields } from "../components/Fields"
import { Section } from "../components/Section"
import { Status } from "../components/Status"
import { runCommand } from "../output"
import { CliError } from "../services/CliError"
import type { DoctorReport } from "../services/doctor"
import { withJson } from "./flags"

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s ago`

function DoctorView({ report }: { report: DoctorReport }) {
  const { store, bus } = report
  return (
    <Box flexDirection="column">
      <Text bold>Atende {report.mode} mode</Text>
      <Section title="Store">
        <Status tone={store.reachable ? "ok" : "fail"}>
          {store.kind === "pg" ? "postgres" : "sqlite"} {store.location}
          {store.latencyMs !== null ? <Text dimColor> ({store.latencyMs} ms)</Text> : null}
        </Status>
        {store.migrations ? (
          <Text dimColor>
            migrations {store.migrations.applied}/{store.migrations.total} applied
          </Text>
        ) : null}
      </Section>
      <Section title="Bus">
        <Status tone={bus.reachable ? "ok" : "fail"}>
          {bus.kind}
          {bus.url ? ` ${bus.url}` : ""}
        </Status>
        {bus.reachable ? (
          <Text dimColor>
            {Object.entries(bus.info)
              .filter(([k]) => k !== "kind" && k !== "leases" && k !== "ownedPartitions")
              .map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
              .join(" · ")}
          </Text>
        ) : null}
      </Section>
      <Section title={`Nodes alive (${report.nodes.length}${report.staleNodes ? `, ${report.staleNodes} stale` : ""})`}>
        {report.nodes.length === 0 ? (
          <Text dimColor>{store.reachable ? "none" : "unknown: the store is unreachable"}</Text>
        ) : null}
        {report.nodes.map((n) => (
          <Box key={n.id} flexDirection="column">
            <Text>
              <Text bold>{n.id}</Text>{" "}
              <Text dimColor>
                pid {n.pid ?? "?"} · port {n.port ?? "?"} · heartbeat {seconds(n.heartbeatAgeMs)}
              </Text>
            </Text>
            <Box paddingLeft={2}>
              <Fields
                rows={[
                  ["actors", `ticket ${n.actors.ticket} · channel ${n.actors.channel} · tenant ${n.actors.tenant}`],
                  ["sockets", `live ${n.liveSockets} · webchat ${n.webchatSockets}`],
                  [
                    "partitions",
                    n.partitions === null ? undefined : n.partitions.length ? n.partitions.join(",") : "none"
                  ],
                  ["connectors", n.channels.length ? `channels ${n.channels.join(",")}` : "none"],
                  ["lag", n.consumerLag === null ? undefined : `${n.consumerLag} commands waiting`],
                  ["memory", n.rssMb === null ? undefined : `${n.rssMb} MB rss`]
                ]}
              />
            </Box>
          </Box>
        ))}
      </Section>
      <Section title="Timers">
        <Text>
          {report.timers.due} due now · {report.timers.scheduled} scheduled
          {report.timers.nextDueAt ? <Text dimColor> · next {report.timers.nextDueAt}</Text> : null}
        </Text>
      </Section>
      <Section title="Dead letters">
        {report.deadLetters === null ? (
          <Text dimColor>unknown</Text>
        ) : (
          <Status tone={report.deadLetters ? "warn" : "ok"}>
            {report.deadLetters
              ? `${report.deadLetters} waiting: \`atende dead-letters list\``
              : "none: no command or timer failed for good"}
          </Status>
        )}
      </Section>
      <Section title="Outbound messages">
        {report.outbound === null ? (
          <Text dimColor>unknown</Text>
        ) : (
          <Status tone={report.outbound.failed ? "warn" : "ok"}>
            {`${report.outbound.pending} waiting for their channel · ${report.outbound.failed} failed ` +
              "(agents see them in the chat and may resend)"}
          </Status>
        )}
      </Section>
      <Section title={`Tenants (${report.tenants.length})`}>
        {report.tenants.length === 0 ? (
          <Text dimColor>{store.reachable ? "none" : "unknown: the store is unreachable"}</Text>
        ) : null}
        {report.tenants.map((t) => (
          <Box key={t.id} flexDirection="column">
            <Text>
              <Text bold>
                #{t.id} {t.name}
              </Text>{" "}
              <Text dimColor>
                {t.plan} · {t.status}
              </Text>
            </Text>
            {t.channels.map((c) => (
              <Box key={c.id} paddingLeft={2}>
                <Status tone={c.status === "connected" ? "ok" : "warn"}>
                  {c.type} #{c.id} {c.name}: {c.status}
                </Status>
              </Box>
            ))}
          </Box>
        ))}
      </Section>
      {report.findings.length ? (
        <Section title="Findings">
          {report.findings.map((f) => (
            <Box key={f.message} flexDirection="column">
              <Status tone={f.severity === "error" ? "fail" : "warn"}>{f.message}</Status>
              <Box paddingLeft={2}>
                <Text>
                  <Text dimColor>next:</Text> {f.hint}
                </Text>
              </Box>
            </Box>
          ))}
        </Section>
      ) : null}
    </Box>
  )
}

const unhealthy = (report: DoctorReport) => {
  if (report.ok) return undefined
  const errors = report.findings.filter((f) => f.severity === "error")
  return new CliError("ERR_UNHEALTHY", errors.map((f) => f.message).join("; "), errors.map((f) => f.hint).join(" "))
}

const doctorAction = async (opts: { json?: boolean }) => {
  await runCommand(
    { json: !!opts.json },
    async () => {
      const [{ loadConfig }, { diagnose }] = await Promise.all([
        import("../services/config"),
        import("../services/doctor")
      ])
      return diagnose(loadConfig())
    },
    { view: (report) => <DoctorView report={report} />, failure: unhealthy }
  )
}

export const registerDoctor = (program: Command) =>
  withJson(
    program.command("doctor").description("check the store, the bus, the running nodes and the channels")
  ).action(doctorAction)
