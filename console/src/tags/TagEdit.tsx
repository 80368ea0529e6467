import { Edit } from "react-admin"
import { TagForm } from "./TagForm.tsx"

// Pessimistic: a tag linked to contacts cannot be deleted (ERR_TAG_CONTACTS_EXISTS) and stays.
export default function TagEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <TagForm />
    </Edit>
  )
}
