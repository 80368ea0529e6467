import { Create } from "react-admin"
import { ResellerForm, toResellerBody } from "./ResellerForm.tsx"

export default function ResellerCreate() {
  return (
    <Create redirect="list" transform={toResellerBody}>
      <ResellerForm />
    </Create>
  )
}
