/** `atende channel disconnect <id> [--json]` */
import type { Command } from "commander"
import { Box, Text } from "ink"
import { ChannelFields } from "../../components/ChannelFields"
import { Status } from "../../components/Status"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

export const registerChannelDisconnect = (channel: Command) =>
  withJson(
    channel
      .command("disconnect")
      .description("end a channel's session and keep it off (a web chat refuses its widget) until connected again")
      .argument("<id>", "channel id", positiveInt)
  ).action(async (id: number, opts: { json?: boolean }) => {
    await runCommand(
      { json: !!opts.json },
      async () => {
        const [{ loadConfig }, { disconnectChannel }] = await Promise.all([
          import("../../services/config"),
          import("../../services/channels")
        ])
        return disconnectChannel(loadConfig(), id)
      },
      {
        view: (c) => (
          <Box flexDirection="column">
            <Status tone="ok">Channel #{c.id} disconnected: the node running it stops its session.</Status>
            <ChannelFields channel={c} />
            <Text dimColor>{`next: \`atende channel connect ${c.id}\` to start it again`}</Text>
          </Box>
        )
      }
    )
  })
