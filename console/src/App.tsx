import { Admin, Resource } from "react-admin"
import { authProvider } from "./authProvider.ts"
import Dashboard from "./Dashboard.tsx"
import { dataProvider } from "./dataProvider.ts"
import { i18nProvider } from "./i18n/i18nProvider.ts"
import users from "./users/index.ts"

// react-admin's default router is a HashRouter: the console lives at /console/#/users etc.
export default function App() {
  return (
    <Admin
      title="Atende"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
    </Admin>
  )
}
