import { Toaster } from "../components/ui/Toaster"
import { RouteView } from "./RouteView"

export function App() {
  return (
    <>
      <RouteView />
      <Toaster />
    </>
  )
}
