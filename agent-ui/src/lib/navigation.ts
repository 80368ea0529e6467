/**
 * Navigation from outside React components (the session ending after a 401): the app registers
 * its react-router router here at start; components use react-router's `useNavigate` instead.
 */
type AppRouter = { navigate: (to: string, options?: { replace?: boolean; flushSync?: boolean }) => Promise<void> }

let appRouter: AppRouter | null = null

export function registerRouter(router: AppRouter): void {
  appRouter = router
}

/** Goes to `path` (replacing the current entry); resolves once the new page is on screen. */
export async function navigateOutside(path: string): Promise<void> {
  await appRouter?.navigate(path, { replace: true, flushSync: true })
}
