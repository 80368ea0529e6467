import type { ReactNode } from "react"
import { ContactsLiveSync } from "../features/contacts/index"
import { InternalChatNotifier } from "../features/internalChat/index"
import { usePushRegistration } from "../features/push/hooks/usePushRegistration"
import { LiveProvider } from "../live/LiveProvider"
import type { Session } from "../lib/session"
import { TopBar } from "./TopBar"

type MainLayoutProps = { session: Session; children: ReactNode }

/** Authenticated screens: the top bar over the page, with one live connection for all of them. */
export function MainLayout({ session, children }: MainLayoutProps) {
  usePushRegistration(session.userId)
  return (
    <LiveProvider sessionId={session.sessionId}>
      <InternalChatNotifier />
      <ContactsLiveSync />
      <div className="layout">
        <TopBar session={session} />
        <main className="layout-main">{children}</main>
      </div>
    </LiveProvider>
  )
}
