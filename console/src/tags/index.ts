import type { ResourceProps } from "react-admin"
import TagCreate from "./TagCreate.tsx"
import TagEdit from "./TagEdit.tsx"
import TagList from "./TagList.tsx"

// The `tags` resource (settings "etiquetas"): /admin/tags.
const tags: Omit<ResourceProps, "name"> = {
  list: TagList,
  create: TagCreate,
  edit: TagEdit,
  recordRepresentation: "name"
}

export default tags
