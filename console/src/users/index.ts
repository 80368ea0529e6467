import type { ResourceProps } from "react-admin"
import UserCreate from "./UserCreate.tsx"
import UserEdit from "./UserEdit.tsx"
import UserList from "./UserList.tsx"

// The `users` resource: tenant staff and their profiles (spec part 1 §3 User, §6).
const users: Omit<ResourceProps, "name"> = {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  recordRepresentation: "name"
}

export default users
