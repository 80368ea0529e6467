import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react"
import { nearEnd, visibleRange } from "../../lib/windowing"

type VirtualListProps<T> = {
  items: readonly T[]
  /** Every row has this height in px (the list relies on it to place rows without measuring). */
  rowHeight: number
  itemKey: (item: T) => string
  renderRow: (item: T, index: number) => ReactNode
  /** Called when the reader gets within `endThreshold` rows of the end. */
  onEndReached?: () => void
  endThreshold?: number
  overscan?: number
  /** A row after the items (a loading notice). */
  footer?: ReactNode
  className?: string
  label?: string
  testId?: string
}

/**
 * A windowed list: only the rows in view (plus a few) are in the DOM, placed absolutely inside
 * a spacer as tall as the whole list, so ten thousand rows scroll like forty.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  itemKey,
  renderRow,
  onEndReached,
  endThreshold = 8,
  overscan = 6,
  footer,
  className,
  label,
  testId
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [viewport, setViewport] = useState(600)
  const frame = useRef(0)
  const endReached = useRef(onEndReached)
  useEffect(() => {
    endReached.current = onEndReached
  })

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    setViewport(element.clientHeight || 600)
    const observer = new ResizeObserver(() => setViewport(element.clientHeight || 600))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  function handleScroll() {
    cancelAnimationFrame(frame.current)
    frame.current = requestAnimationFrame(() => setScrollTop(scroller.current?.scrollTop ?? 0))
  }

  const range = visibleRange(scrollTop, viewport, rowHeight, items.length, overscan)
  const atEnd = nearEnd(range, items.length, endThreshold)

  useEffect(() => {
    if (atEnd) endReached.current?.()
  }, [atEnd, items.length])

  const rows: ReactNode[] = []
  for (let index = range.start; index < range.end; index++) {
    const item = items[index]
    rows.push(
      <div
        key={itemKey(item)}
        role="listitem"
        className="virtual-row"
        style={{ top: index * rowHeight, height: rowHeight }}
      >
        {renderRow(item, index)}
      </div>
    )
  }

  return (
    <div
      ref={scroller}
      className={className ? `virtual-list ${className}` : "virtual-list"}
      onScroll={handleScroll}
      data-testid={testId}
      data-count={items.length}
    >
      <div role="list" aria-label={label} className="virtual-spacer" style={{ height: items.length * rowHeight }}>
        {rows}
      </div>
      {footer}
    </div>
  )
}
