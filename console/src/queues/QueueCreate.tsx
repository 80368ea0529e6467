import { Create } from "react-admin"
import { QueueForm } from "./QueueForm.tsx"

export default function QueueCreate() {
  return (
    <Create redirect="list">
      <QueueForm />
    </Create>
  )
}
