/** A bar over done/total, the counts and the rate: `[#####.....] 1,500/10,000 rows · 2,345 rows/s`. */
import { Text } from "ink"

const WIDTH = 30
const fmt = (n: number) => n.toLocaleString("en")

export function ProgressBar({
  done,
  total,
  unit,
  perSecond
}: {
  done: number
  total: number
  unit: string
  perSecond: number
}) {
  const filled = total ? Math.round((done / total) * WIDTH) : WIDTH
  return (
    <Text>
      [<Text color="green">{"#".repeat(filled)}</Text>
      <Text dimColor>{".".repeat(WIDTH - filled)}</Text>] {fmt(done)}/{fmt(total)} {unit}
      <Text dimColor>
        {" "}
        · {fmt(Math.round(perSecond))} {unit}/s
      </Text>
    </Text>
  )
}
