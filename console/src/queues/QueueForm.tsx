import { BooleanInput, SimpleForm, TextInput, maxLength, required } from "react-admin"

// Spec part 1 §3 Queue: name and active. The free plan allows one active queue (the server says
// ERR_PLAN_LIMIT_QUEUES, shown with the catalogue's text).
export function QueueForm() {
  return (
    <SimpleForm defaultValues={{ active: true }}>
      <TextInput source="name" validate={[required(), maxLength(80)]} />
      <BooleanInput source="active" />
    </SimpleForm>
  )
}
