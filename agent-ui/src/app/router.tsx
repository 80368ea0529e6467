/**
 * The agent UI's routes on react-router's hash router: the same URLs as before (#/login,
 * #/atendimento/:ticketId, ...). Which page a path shows, and every guard, is decided by the pure
 * `resolveRoute` (routes.ts); the router nests the private pages in one main layout, so the top
 * bar and the live connection stay up while the agent moves between them.
 */
import { useEffect, type ComponentType } from "react"
import { useTranslation } from "react-i18next"
import { createHashRouter, Outlet, useLocation, useNavigate } from "react-router"
import { LoadingBar } from "../components/ui/LoadingBar"
import { Toaster } from "../components/ui/Toaster"
import { LoginPage } from "../features/auth/components/LoginPage"
import { RedefiningPage } from "../features/auth/components/RedefiningPage"
import { RegisterPage } from "../features/auth/components/RegisterPage"
import { AvailabilityPage, BusinessHoursPage } from "../features/businessHours/index"
import { ChannelsPage } from "../features/channels/index"
import { ChatFlowBuilderPage, ChatFlowsPage } from "../features/chatFlows/index"
import { ContactsChatPage, ContactsPage } from "../features/contacts/index"
import { HomePage } from "../features/home/components/HomePage"
import { InternalChatPage } from "../features/internalChat/index"
import { NotesPage } from "../features/notes/index"
import { PanelPage } from "../features/panel/index"
import { QuickMessagesPage } from "../features/quickMessages/index"
import { SystemInfoPage } from "../features/systemInfo/index"
import { AutoReplyPage } from "../features/autoReply/index"
import { TemplatesPage } from "../features/templates/index"
import {
  BirthdaysPage,
  ContactListPage,
  ContactsByStatePage,
  ContactsByTagPage,
  ReportsIndexPage,
  TicketsReportPage,
  UserStatsPage
} from "../features/reports/index"
import { TicketWorkspace } from "../features/tickets/components/TicketWorkspace"
import { registerRouter } from "../lib/navigation"
import { queryClient } from "../lib/queries"
import { useSession } from "../lib/session"
import { useUserTheme } from "../lib/theme"
import { toast } from "../lib/toast"
import { MainLayout } from "./MainLayout"
import { NotFoundPage } from "./NotFoundPage"
import { PlaceholderPage } from "./PlaceholderPage"
import { PRIVATE_PATTERNS, PUBLIC_PATTERNS, resolveRoute, type Notice, type Screen } from "./routes"
import { TypebotsPage } from "../features/typebot/index"

/** The screens of spec §2 that are built; every other screen shows its placeholder. */
const BUILT_SCREENS: Partial<Record<Screen, ComponentType>> = {
  attendancePanel: PanelPage,
  contacts: ContactsPage,
  notes: NotesPage,
  quickMessages: QuickMessagesPage,
  autoReply: AutoReplyPage,
  reports: ReportsIndexPage,
  reportUserStats: UserStatsPage,
  reportContactList: ContactListPage,
  reportContactsByTag: ContactsByTagPage,
  reportContactsByState: ContactsByStatePage,
  reportBirthdays: BirthdaysPage,
  reportTickets: TicketsReportPage,
  internalChat: InternalChatPage,
  settingsChannels: ChannelsPage,
  settingsHours: BusinessHoursPage,
  settingsShifts: AvailabilityPage,
  settingsChatFlow: ChatFlowsPage,
  settingsChatFlowBuilder: ChatFlowBuilderPage,
  settingsTemplates: TemplatesPage,
  settingsTypebot: TypebotsPage,
  settingsSystemInfo: SystemInfoPage
}

/** Shell of every page: theme, loading bar, toasts; each navigation starts at the top. */
function Root() {
  useUserTheme()
  // Signed out (no private page is up): the next user must not see this one's cached server state.
  const signedIn = useSession() !== null
  useEffect(() => {
    if (!signedIn) queryClient.clear()
  }, [signedIn])
  const { key } = useLocation()
  // Braces: Chromium's scrollTo returns a promise, which React would take for a clean-up.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [key])
  return (
    <>
      <LoadingBar />
      <Outlet />
      <Toaster />
    </>
  )
}

function Redirect({ to, notice }: { to: string; notice?: Notice }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(to, { replace: true })
    if (notice) toast.info(t(`notices.${notice}`))
  }, [navigate, to, notice, t])
  return null
}

function External({ href }: { href: string }) {
  useEffect(() => {
    window.location.replace(href)
  }, [href])
  return null
}

/** The page `resolveRoute` chose for the current path (a redirect or the console otherwise). */
function RoutePage() {
  const { pathname } = useLocation()
  const session = useSession()
  const match = resolveRoute(pathname, session)
  if (match.kind === "redirect") return <Redirect to={match.to} notice={match.notice} />
  if (match.kind === "external") return <External href={match.href} />
  switch (match.page) {
    case "login":
      return <LoginPage />
    case "register":
      return <RegisterPage />
    case "redefining":
      return <RedefiningPage />
    case "notFound":
      return <NotFoundPage />
    case "home":
      return <HomePage />
    case "placeholder": {
      if (!match.screen) return null
      const Built = BUILT_SCREENS[match.screen]
      return Built ? <Built /> : <PlaceholderPage screen={match.screen} />
    }
    case "workspace":
      // the contact list in chat mode is the contacts feature's, in the workspace's two columns
      if (match.panel === "contacts") return <ContactsChatPage />
      return <TicketWorkspace ticketId={match.ticketId ?? null} panel={match.panel ?? null} />
  }
}

/** The main layout around the private pages; a guard's redirect (or the console) shows no layout. */
function PrivateLayout() {
  const { pathname } = useLocation()
  const session = useSession()
  if (!session || resolveRoute(pathname, session).kind !== "page") return <RoutePage />
  return (
    <MainLayout session={session}>
      <Outlet />
    </MainLayout>
  )
}

export const router = createHashRouter([
  {
    element: <Root />,
    children: [
      { path: "/", element: <RoutePage /> },
      ...PUBLIC_PATTERNS.map((path) => ({ path, element: <RoutePage /> })),
      { element: <PrivateLayout />, children: PRIVATE_PATTERNS.map((path) => ({ path, element: <RoutePage /> })) },
      { path: "*", element: <NotFoundPage /> }
    ]
  }
])

registerRouter(router)
