import { Create } from "react-admin"
import { UserForm } from "./UserForm.tsx"
import { toCreateBody } from "./userRules.ts"

export default function UserCreate() {
  return (
    <Create transform={toCreateBody} redirect="list">
      <UserForm mode="create" />
    </Create>
  )
}
