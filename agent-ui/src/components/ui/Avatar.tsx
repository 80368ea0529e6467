import { initials } from "../../lib/format"

type AvatarProps = { name: string; src?: string | null; size?: "sm" | "md" }

const PALETTE = ["#0f766e", "#2563eb", "#7c3aed", "#c2410c", "#be123c", "#4d7c0f", "#0369a1"]

function colorFor(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return PALETTE[hash % PALETTE.length]
}

export function Avatar({ name, src, size = "md" }: AvatarProps) {
  if (src) return <img className={`avatar avatar-${size}`} src={src} alt="" />
  return (
    <span className={`avatar avatar-${size}`} style={{ background: colorFor(name) }} aria-hidden="true">
      {initials(name)}
    </span>
  )
}
