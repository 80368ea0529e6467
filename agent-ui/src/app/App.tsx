import { LoadingBar } from "../components/ui/LoadingBar"
import { Toaster } from "../components/ui/Toaster"
import { useUserTheme } from "../lib/theme"
import { RouteView } from "./RouteView"

export function App() {
  useUserTheme()
  return (
    <>
      <LoadingBar />
      <RouteView />
      <Toaster />
    </>
  )
}
