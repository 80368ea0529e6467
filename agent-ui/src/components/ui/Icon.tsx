// A few inline icons (no emoji: headless and some desktop systems lack an emoji font).

export type IconName =
  "check" | "doubleCheck" | "clock" | "chat" | "clip" | "send" | "chevronDown" | "reply" | "forward" | "alert" | "play"

const PATHS: Record<IconName, string> = {
  check: "M4 12.5l5 5L20 6.5",
  doubleCheck: "M2 12.5l5 5L18 6.5M11 16.5l1 1L23 6.5",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2",
  chat: "M4 5h16v11H8l-4 4z",
  clip: "M16.5 6.5l-7.8 7.8a2 2 0 0 0 2.8 2.8l7.8-7.8a4 4 0 0 0-5.6-5.6L5.9 11.5a6 6 0 0 0 8.5 8.5l6.4-6.4",
  send: "M3 20.5 21.5 12 3 3.5v6.5l13 2-13 2z",
  chevronDown: "M6 9l6 6 6-6",
  reply: "M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11z",
  forward: "M14 9V5l7 7-7 7v-4.1c-5 0-8.5 1.6-11 5.1 1-5 4-10 11-11z",
  alert: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v5.5M12 16.5v.5",
  play: "M7 4.5v15L19.5 12z"
}

type IconProps = { name: IconName; size?: number; className?: string; title?: string }

export function Icon({ name, size = 16, className, title }: IconProps) {
  const filled = name === "send" || name === "play"
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
