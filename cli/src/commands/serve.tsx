/** `atende serve [--port N] [--no-demo] [--json]`: runs a node until SIGINT/SIGTERM. */
import type { Command } from "commander"
import { Box, Text } from "ink"
import { Fields } from "../components/Fields"
import { Section } from "../components/Section"
import { Status } from "../components/Status"
import { printView, runCommand } from "../output"
import type { Serving } from "../services/serve"
import { portNumber, withJson } from "./flags"

type Flags = { port?: number; demo: boolean; json?: boolean }

function ServingView({ serving }: { serving: Serving }) {
  const { links, demo } = serving
  return (
    <Box flexDirection="column">
      <Status tone="ok">
        Atende {serving.mode} node <Text bold>{serving.nodeId}</Text> listening on <Text bold>{serving.url}</Text>
      </Status>
      <Section title="Open">
        <Fields
          rows={[
            ["agent UI", links.agentUi],
            ["console", links.console],
            ["demo page", links.demo],
            ["health", links.health]
          ]}
        />
        {serving.unbuilt.length ? (
          <Status tone="warn">
            {serving.unbuilt.join(" and ")} not built yet: run `npm run build` (or start with `npm start`)
          </Status>
        ) : null}
      </Section>
      {demo ? (
        <Section title="Demo tenant created">
          <Fields
            rows={[
              ["e-mail", demo.adminEmail],
              [
                "password",
                demo.password ? <Text color="yellow">{demo.password}</Text> : "the one in ATENDE_ADMIN_PASSWORD"
              ]
            ]}
          />
          {demo.password ? (
            <Text dimColor>The password was generated and is shown only this once; store it now.</Text>
          ) : null}
        </Section>
      ) : null}
      <Box marginTop={1}>
        <Text dimColor>Ctrl+C stops the node.</Text>
      </Box>
    </Box>
  )
}

const toJson = ({ close: _close, ...serving }: Serving) => serving

export const registerServe = (program: Command) =>
  withJson(
    program
      .command("serve")
      .description("run a node: HTTP API, agent UI, console and web chat on one port (a demo tenant on an empty store)")
      .option("--port <n>", "port to listen on (overrides PORT, default 8080; 0 picks a free one)", portNumber)
      .option("--no-demo", "do not create the demo tenant on an empty store")
  ).action(async (opts: Flags) => {
    const json = !!opts.json
    // Loaded here so `--help` does not pay for the whole runtime.
    const [{ loadConfig }, { startServing, waitForStopSignal }] = await Promise.all([
      import("../services/config"),
      import("../services/serve")
    ])
    const serving = await runCommand(
      { json },
      () => startServing(loadConfig(opts.port === undefined ? {} : { PORT: String(opts.port) }), { demo: opts.demo }),
      { view: (s) => <ServingView serving={s} />, json: toJson }
    )
    if (!serving) return
    const signal = await waitForStopSignal()
    await serving.close()
    if (!json) printView(<Status tone="ok">Stopped ({signal}).</Status>)
  })
