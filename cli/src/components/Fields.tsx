/** Label/value rows with the labels in one dim column. Rows whose value is undefined are left out. */
import { Box, Text } from "ink"
import type { ReactNode } from "react"

export type FieldRow = readonly [label: string, value: ReactNode]

export function Fields({ rows }: { rows: ReadonlyArray<FieldRow> }) {
  const shown = rows.filter(([, value]) => value !== undefined && value !== null)
  const width = Math.max(0, ...shown.map(([label]) => label.length)) + 2
  return (
    <Box flexDirection="column">
      {shown.map(([label, value]) => (
        <Box key={label}>
          <Box width={width} flexShrink={0}>
            <Text dimColor>{label}</Text>
          </Box>
          <Text>{value}</Text>
        </Box>
      ))}
    </Box>
  )
}
