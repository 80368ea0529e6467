import type { ResourceProps } from "react-admin"
import ResellerCreate from "./ResellerCreate.tsx"
import ResellerEdit from "./ResellerEdit.tsx"
import ResellerList from "./ResellerList.tsx"

// The platform operator's `resellers` resource: /admin/resellers (no delete).
const resellers: Omit<ResourceProps, "name"> = {
  list: ResellerList,
  create: ResellerCreate,
  edit: ResellerEdit,
  recordRepresentation: "name"
}

export default resellers
