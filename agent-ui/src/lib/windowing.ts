/** Rows [start, end) to render for a fixed-row-height list, with `overscan` rows either side. */
export type RowRange = { start: number; end: number }

export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan = 6
): RowRange {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 }
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight)
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1
  const start = Math.max(0, Math.min(first, count - 1) - overscan)
  const end = Math.min(count, first + visible + overscan)
  return { start, end: Math.max(start, end) }
}

/** Whether the reader is within `threshold` rows of the end (time to load the next page). */
export function nearEnd(range: RowRange, count: number, threshold: number): boolean {
  return count > 0 && range.end >= count - threshold
}
