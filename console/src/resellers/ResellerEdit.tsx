import { Edit } from "react-admin"
import { ResellerForm, toResellerBody } from "./ResellerForm.tsx"

export default function ResellerEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toResellerBody}>
      <ResellerForm />
    </Edit>
  )
}
