import type { ChannelType } from "@atende/core/channel/channel"

// One small drawing per kind of channel (no brand logos, no emoji: headless systems lack the font).

type IconKind = "chat" | "phone" | "plane" | "camera" | "mail" | "hub"

const KIND: Record<ChannelType, IconKind> = {
  webchat: "chat",
  whatsapp: "phone",
  waba: "phone",
  waba360: "phone",
  telegram: "plane",
  instagram: "camera",
  email: "mail",
  hub: "hub",
  hubFacebook: "hub",
  hubInstagram: "hub",
  hubEmail: "hub"
}

/** Each drawing's strokes (joined into one path). */
const PATHS: Record<IconKind, readonly string[]> = {
  chat: ["M4 5h16v11H8l-4 4z", "M8 9.5h8", "M8 12.5h5"],
  phone: [
    "M12 3a9 9 0 0 0-7.7 13.6L3 21l4.5-1.2A9 9 0 1 0 12 3z",
    "M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.3-.5-2.5-1.7-3-3l1-1-1-2z"
  ],
  plane: ["M21 4 3 11.5l6 2 2 6.5 3.5-4.5 5 3.5z", "M9 13.5 21 4"],
  camera: [
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z",
    "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
    "M17.5 6.5v.01"
  ],
  mail: ["M3 6h18v12H3z", "M3 6l9 7 9-7"],
  hub: [
    "M12 3a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
    "M5 16a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
    "M19 16a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
    "M12 8v4",
    "M12 12l-5.5 4.5",
    "M12 12l5.5 4.5"
  ]
}

type ChannelTypeIconProps = { type: ChannelType; size?: number }

/** The type's drawing in its colour (channels.css `channel-icon-<kind>`); the label goes beside it. */
export function ChannelTypeIcon({ type, size = 20 }: ChannelTypeIconProps) {
  const kind = KIND[type]
  return (
    <span className={`channel-icon channel-icon-${kind}`} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[kind].join(" ")} />
      </svg>
    </span>
  )
}
