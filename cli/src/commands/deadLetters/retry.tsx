/** `atende dead-letters retry <id> | --all [--tenant ID] [--json]` */
import type { Command } from "commander"
import { Box, Text } from "ink"
import { Status } from "../../components/Status"
import type { RetryResult } from "../../services/deadLetters"
import { registerSelectionCommand } from "./selection"

const outcomes = {
  queued: "queued: a running node sends the command again within a second",
  rearmed: "armed again: the timer fires within a second",
  superseded: "not armed: the timer was scheduled anew meanwhile, and that one stays"
} as const

function Retried({ result }: { result: RetryResult }) {
  if (!result.retried.length) return <Text dimColor>No dead letters to retry.</Text>
  const waiting = result.nodesAlive === 0 && result.retried.some((r) => r.outcome !== "superseded")
  return (
    <Box flexDirection="column">
      {result.retried.map((r) => (
        <Status key={r.id} tone={r.outcome === "superseded" ? "warn" : "ok"}>
          #{r.id} {r.source}: {outcomes[r.outcome]}
        </Status>
      ))}
      {waiting ? <Status tone="warn">No node is running: the retries wait for one (`atende serve`).</Status> : null}
      <Text dimColor>Should one fail again, it is back in `atende dead-letters list` with a new id.</Text>
    </Box>
  )
}

export const registerDeadLettersRetry = (deadLetters: Command) =>
  registerSelectionCommand(deadLetters, {
    name: "retry",
    description: "send a dead letter's command again (a timer: arm it again) and take it off the list",
    act: (services, config, selection) => services.retry(config, selection),
    present: { view: (result) => <Retried result={result} /> }
  })
