import { Edit } from "react-admin"
import { UserForm } from "./UserForm.tsx"
import { toUpdateBody } from "./userRules.ts"

// Pessimistic: a refusal from the server (e.g. a phone number already registered) keeps the form open.
export default function UserEdit() {
  return (
    <Edit transform={toUpdateBody} mutationMode="pessimistic" redirect="list">
      <UserForm mode="edit" />
    </Edit>
  )
}
