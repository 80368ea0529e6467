import type { ResourceProps } from "react-admin"
import QueueCreate from "./QueueCreate.tsx"
import QueueEdit from "./QueueEdit.tsx"
import QueueList from "./QueueList.tsx"

// The `queues` resource (settings "filas"): /admin/queues.
const queues: Omit<ResourceProps, "name"> = {
  list: QueueList,
  create: QueueCreate,
  edit: QueueEdit,
  recordRepresentation: "name"
}

export default queues
