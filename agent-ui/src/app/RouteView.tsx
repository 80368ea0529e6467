import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { LoginPage } from "../features/auth/components/LoginPage"
import { RedefiningPage } from "../features/auth/components/RedefiningPage"
import { RegisterPage } from "../features/auth/components/RegisterPage"
import { HomePage } from "../features/home/components/HomePage"
import { TicketWorkspace } from "../features/tickets/components/TicketWorkspace"
import { navigate, useHashPath } from "../lib/hashRouter"
import { useSession } from "../lib/session"
import { toast } from "../lib/toast"
import { MainLayout } from "./MainLayout"
import { NotFoundPage } from "./NotFoundPage"
import { PlaceholderPage } from "./PlaceholderPage"
import { resolveRoute } from "./routes"

export function RouteView() {
  const { t } = useTranslation()
  const path = useHashPath()
  const session = useSession()
  const match = resolveRoute(path, session)
  const target = match.kind === "redirect" ? match.to : match.kind === "external" ? match.href : null
  const notice = match.kind === "redirect" ? match.notice : undefined

  useEffect(() => {
    if (match.kind === "external" && target) window.location.replace(target)
    if (match.kind !== "redirect" || !target) return
    navigate(target, { replace: true })
    if (notice) toast.info(t(`notices.${notice}`))
  }, [match.kind, target, notice, t])

  if (match.kind !== "page") return null
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
      return session && <MainLayout session={session}><HomePage /></MainLayout>
    case "placeholder":
      return session && match.screen && <MainLayout session={session}><PlaceholderPage screen={match.screen} /></MainLayout>
    case "workspace":
      return (
        session && (
          <MainLayout session={session}>
            <TicketWorkspace ticketId={match.ticketId ?? null} panel={match.panel ?? null} />
          </MainLayout>
        )
      )
  }
}
