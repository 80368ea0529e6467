import { isValidDocument } from "@atende/core/rules/documents"
import { passwordRule } from "@atende/core/rules/password"
import {
  Create,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  maxValue,
  minValue,
  required,
  type Validator
} from "react-admin"
import { planChoices } from "./tenantChoices.ts"

const document: Validator = (value) =>
  !value || isValidDocument(String(value)) ? undefined : "console.validation.document"
const password: Validator = (value) =>
  !value || passwordRule.safeParse(value).success ? undefined : "console.validation.password"

/**
 * A company with its first administrator (as `atende tenant create`); an empty password makes the
 * server generate one.
 */
export default function TenantCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ plan: "free" }}>
        <TextInput source="name" validate={required()} />
        <SelectInput source="plan" choices={planChoices} validate={required()} />
        <TextInput source="document" validate={document} />
        <TextInput source="adminName" />
        <TextInput source="adminEmail" type="email" validate={[required(), email()]} />
        <PasswordInput
          source="adminPassword"
          autoComplete="new-password"
          validate={password}
          helperText="resources.tenants.helpers.adminPassword"
        />
        <ReferenceInput source="resellerId" reference="resellers">
          <SelectInput optionText="name" />
        </ReferenceInput>
        <NumberInput source="trialDays" validate={[minValue(1), maxValue(365)]} />
      </SimpleForm>
    </Create>
  )
}
