/** A failure: what went wrong, the fields at fault, and the next step. */
import { Box, Text } from "ink"
import type { CliError } from "../services/CliError"
import { Status } from "./Status"

export function ErrorView({ error, flagOf }: { error: CliError; flagOf?: (field: string) => string }) {
  return (
    <Box flexDirection="column">
      <Status tone="fail">
        <Text bold>{error.fields.length ? "Invalid input" : error.message}</Text> <Text dimColor>({error.code})</Text>
      </Status>
      {error.fields.map((f) => (
        <Box key={f.field} paddingLeft={2}>
          <Text>
            <Text color="red">{flagOf ? flagOf(f.field) : f.field}</Text>: {f.message}
          </Text>
        </Box>
      ))}
      {error.hint ? (
        <Box paddingLeft={2}>
          <Text>
            <Text dimColor>next:</Text> {error.hint}
          </Text>
        </Box>
      ) : null}
    </Box>
  )
}
