import { Edit } from "react-admin"
import { QueueForm } from "./QueueForm.tsx"

// Pessimistic: a refusal (a queue with tickets cannot be deleted, plan limits) keeps the form.
export default function QueueEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <QueueForm />
    </Edit>
  )
}
