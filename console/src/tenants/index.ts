import type { ResourceProps } from "react-admin"
import TenantCreate from "./TenantCreate.tsx"
import TenantEdit from "./TenantEdit.tsx"
import TenantList from "./TenantList.tsx"

// The platform operator's `tenants` resource: /admin/tenants (no delete: block the licence).
const tenants: Omit<ResourceProps, "name"> = {
  list: TenantList,
  create: TenantCreate,
  edit: TenantEdit,
  recordRepresentation: "name"
}

export default tenants
