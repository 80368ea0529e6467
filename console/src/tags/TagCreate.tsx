import { Create } from "react-admin"
import { TagForm } from "./TagForm.tsx"

export default function TagCreate() {
  return (
    <Create redirect="list">
      <TagForm />
    </Create>
  )
}
