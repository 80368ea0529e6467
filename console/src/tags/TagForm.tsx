import { BooleanInput, SimpleForm, TextInput, maxLength, regex, required } from "react-admin"

const hexColor = regex(/^#[0-9a-fA-F]{6}$/, "console.validation.color")

// Spec part 1 §3 Tag: name, color, active.
export function TagForm() {
  return (
    <SimpleForm defaultValues={{ active: true, color: "#0f766e" }}>
      <TextInput source="name" validate={[required(), maxLength(60)]} />
      <TextInput source="color" type="color" validate={[required(), hexColor]} sx={{ width: 120 }} />
      <BooleanInput source="active" />
    </SimpleForm>
  )
}
