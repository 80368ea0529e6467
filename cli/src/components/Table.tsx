/** Rows under a dim header, each column as wide as its widest cell. */
import { Box, Text } from "ink"

export function Table({
  columns,
  rows,
  empty = "none"
}: {
  columns: ReadonlyArray<string>
  rows: ReadonlyArray<ReadonlyArray<string>>
  empty?: string
}) {
  if (!rows.length) return <Text dimColor>{empty}</Text>
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => (r[i] ?? "").length)) + 2)
  return (
    <Box flexDirection="column">
      <Box>
        {columns.map((c, i) => (
          <Box key={c} width={widths[i]} flexShrink={0}>
            <Text dimColor>{c}</Text>
          </Box>
        ))}
      </Box>
      {rows.map((r, n) => (
        <Box key={n}>
          {r.map((cell, i) => (
            <Box key={i} width={widths[i]} flexShrink={0}>
              <Text>{cell}</Text>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  )
}
