import type { ResourceProps } from "react-admin"
import PlanList from "./PlanList.tsx"

// The platform operator's `plans` resource: /admin/plans (read only).
const plans: Omit<ResourceProps, "name"> = {
  list: PlanList,
  recordRepresentation: "name"
}

export default plans
