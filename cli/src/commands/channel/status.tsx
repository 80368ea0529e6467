/** `atende channel status <id> [--json]` */
import type { Command } from "commander"
import { ChannelFields } from "../../components/ChannelFields"
import { runCommand } from "../../output"
import { positiveInt, withJson } from "../flags"

export const registerChannelStatus = (channel: Command) =>
  withJson(
    channel
      .command("status")
      .description("a channel's session status, type, tenant and default flag")
      .argument("<id>", "channel id", positiveInt)
  ).action(async (id: number, opts: { json?: boolean }) => {
    await runCommand(
      { json: !!opts.json },
      async () => {
        const [{ loadConfig }, { channelStatus }] = await Promise.all([
          import("../../services/config"),
          import("../../services/channels")
        ])
        return channelStatus(loadConfig(), id)
      },
      { view: (channel) => <ChannelFields channel={channel} /> }
    )
  })
