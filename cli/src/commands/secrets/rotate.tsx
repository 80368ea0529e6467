/** `atende secrets rotate [--new-key KEY] [--json]`: every stored secret re-sealed under a new key. */
import type { Command } from "commander"
import { Text } from "ink"
import { Fields } from "../../components/Fields"
import { Section } from "../../components/Section"
import { Status } from "../../components/Status"
import { runCommand } from "../../output"
import type { Rotated } from "../../services/secrets"
import { withJson } from "../flags"

const flags = { newKey: "--new-key" }

function RotatedView({ result }: { result: Rotated }) {
  return (
    <>
      <Status tone="ok">
        Secrets re-sealed under key <Text bold>{result.keyId}</Text> (was {result.previousKeyId})
      </Status>
      <Fields
        rows={[
          ["store", `${result.store === "pg" ? "postgres" : "sqlite"} ${result.location}`],
          ["secrets", `${result.total} (${result.resealed} re-sealed, ${result.sealed} were plain)`],
          ["key file", result.keyFile ?? undefined],
          ["new key", result.newKey ? <Text color="yellow">{result.newKey}</Text> : undefined]
        ]}
      />
      <Section title="Next">
        {result.next.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Section>
    </>
  )
}

export const registerSecretsRotate = (secrets: Command) =>
  withJson(
    secrets
      .command("rotate")
      .description(
        "re-seal every stored secret (JWT key, VAPID key, API keys in settings, web-chat tokens) " +
          "under a new key, in one transaction"
      )
      .option("--new-key <key>", "the new key: 32 bytes as base64 or 64 hex digits (made here when left out)")
  ).action(async (opts: { newKey?: string; json?: boolean }) => {
    await runCommand(
      { json: !!opts.json, flags },
      async () => {
        const [{ loadConfig }, { rotateSecrets }] = await Promise.all([
          import("../../services/config"),
          import("../../services/secrets")
        ])
        return rotateSecrets(loadConfig(), { newKey: opts.newKey })
      },
      { view: (result) => <RotatedView result={result} /> }
    )
  })
