/** `atende channel connect <id> [--timeout S] [--json]`: waits until connected, drawing the QR code to scan. */
import type { Command } from "commander"
import { Box, Text } from "ink"
import { ChannelFields } from "../../components/ChannelFields"
import { Status } from "../../components/Status"
import { runCommand } from "../../output"
import type { ChannelRecord } from "../../services/channels"
import { positiveInt, withJson } from "../flags"

/** Each status as it comes, on stderr (stdout keeps the result, or the JSON document); a QR code drawn to scan. */
const progress = (json: boolean) => {
  let chain = Promise.resolve()
  const onChange = (c: ChannelRecord) => {
    if (json) return
    chain = chain.then(async () => {
      process.stderr.write(`channel #${c.id}: ${c.status}\n`)
      if (c.status === "qrcode" && c.qrcode) {
        const { terminalQr } = await import("../../services/channels")
        process.stderr.write(`Scan this QR code with the phone (WhatsApp → Linked devices):\n`)
        process.stderr.write(`${await terminalQr(c.qrcode).catch(() => c.qrcode)}\n`)
      }
    })
  }
  return { onChange, done: () => chain }
}

export const registerChannelConnect = (channel: Command) =>
  withJson(
    channel
      .command("connect")
      .description("start a channel's session and wait until it is connected (a QR code to scan is drawn)")
      .argument("<id>", "channel id", positiveInt)
      .option("--timeout <seconds>", "how long to wait for the session (default 120)", positiveInt)
  ).action(async (id: number, opts: { timeout?: number; json?: boolean }) => {
    const json = !!opts.json
    const shown = progress(json)
    await runCommand(
      { json },
      async () => {
        const [{ loadConfig }, { connectChannel }] = await Promise.all([
          import("../../services/config"),
          import("../../services/channels")
        ])
        try {
          return await connectChannel(loadConfig(), id, {
            timeoutMs: (opts.timeout ?? 120) * 1000,
            onChange: shown.onChange
          })
        } finally {
          await shown.done()
        }
      },
      {
        view: (c) => (
          <Box flexDirection="column">
            <Status tone="ok">Channel #{c.id} connected.</Status>
            <ChannelFields channel={c} />
            <Text dimColor>{`to end it: \`atende channel disconnect ${c.id}\``}</Text>
          </Box>
        )
      }
    )
  })
