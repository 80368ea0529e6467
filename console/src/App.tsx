import { Route } from "react-router-dom"
import { Admin, CustomRoutes, Resource } from "react-admin"
import ConsoleLayout from "./ConsoleLayout.tsx"
import { authProvider, type ConsolePermissions } from "./authProvider.ts"
import Dashboard from "./Dashboard.tsx"
import { dataProvider } from "./dataProvider.ts"
import { i18nProvider } from "./i18n/i18nProvider.ts"
import plans from "./plans/index.ts"
import queues from "./queues/index.ts"
import resellers from "./resellers/index.ts"
import SettingsPage from "./settings/SettingsPage.tsx"
import tags from "./tags/index.ts"
import tenants from "./tenants/index.ts"
import users from "./users/index.ts"

// react-admin's default router is a HashRouter: the console lives at /console/#/users etc.
// The tenant's administrators get users, queues, tags and the settings page; the platform
// operator also gets tenants, resellers and plans.
export default function App() {
  return (
    <Admin
      title="Atende"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={ConsoleLayout}
      requireAuth
      disableTelemetry
    >
      {(permissions: ConsolePermissions | undefined) => (
        <>
          <Resource name="users" {...users} />
          <Resource name="queues" {...queues} />
          <Resource name="tags" {...tags} />
          {permissions?.platformOperator && <Resource name="tenants" {...tenants} />}
          {permissions?.platformOperator && <Resource name="resellers" {...resellers} />}
          {permissions?.platformOperator && <Resource name="plans" {...plans} />}
          <CustomRoutes>
            <Route path="/settings" element={<SettingsPage />} />
          </CustomRoutes>
        </>
      )}
    </Admin>
  )
}
