/**
 * The option a key moves to in a list of `count` options (↑ ↓ wrap around, Home, End); null when
 * the key does not move (the caller lets it through).
 */
export function nextActive(active: number, count: number, key: string): number | null {
  if (count <= 0) return null
  const current = Math.min(Math.max(active, 0), count - 1)
  switch (key) {
    case "ArrowDown":
      return (current + 1) % count
    case "ArrowUp":
      return (current - 1 + count) % count
    case "Home":
      return 0
    case "End":
      return count - 1
    default:
      return null
  }
}
