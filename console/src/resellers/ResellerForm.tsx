import { NumberInput, SimpleForm, TextInput, minLength, minValue, required } from "react-admin"

// A reseller: a name and contracted limits counted across its tenants (empty = unlimited).
export function ResellerForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), minLength(2)]} />
      <NumberInput source="maxUsers" validate={minValue(0)} helperText="resources.resellers.helpers.unlimited" />
      <NumberInput source="maxConnections" validate={minValue(0)} helperText="resources.resellers.helpers.unlimited" />
    </SimpleForm>
  )
}

/** Empty number inputs mean "no limit" (null), not zero. */
export function toResellerBody(values: Record<string, unknown>) {
  const limit = (value: unknown) => (value === "" || value === undefined || value === null ? null : Number(value))
  return {
    name: String(values.name ?? "").trim(),
    maxUsers: limit(values.maxUsers),
    maxConnections: limit(values.maxConnections)
  }
}
