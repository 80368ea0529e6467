import { Typography } from "@mui/material"
import {
  BooleanInput,
  DateTimeInput,
  Edit,
  Labeled,
  NumberField,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useRecordContext,
  useTranslate
} from "react-admin"
import { licenseChoices, planChoices } from "./tenantChoices.ts"

type Usage = { users?: number; queues?: number; chatFlows?: number; connections?: number }

function UsagePanel() {
  const translate = useTranslate()
  const record = useRecordContext<{ usage?: Usage }>()
  if (!record?.usage) return null
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {translate("resources.tenants.usage")}
      </Typography>
      {(["users", "queues", "chatFlows", "connections"] as const).map((key) => (
        <Labeled key={key} label={`resources.tenants.usageOf.${key}`}>
          <NumberField source={`usage.${key}`} />
        </Labeled>
      ))}
    </>
  )
}

/**
 * The operator's fields of a company: plan, licence, trial end, reseller, user creation, time zone,
 * contracted space (empty: unlimited).
 */
export default function TenantEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={({
        name,
        plan,
        license,
        trialEndsAt,
        resellerId,
        userCreationDisabled,
        timezone,
        storageQuotaMb
      }) => ({
        name,
        plan,
        license,
        trialEndsAt: trialEndsAt || null,
        resellerId: resellerId ?? null,
        userCreationDisabled,
        timezone,
        // empty: unlimited
        storageQuotaMb: typeof storageQuotaMb === "number" ? storageQuotaMb : null
      })}
    >
      <SimpleForm>
        <TextInput source="name" validate={required()} />
        <SelectInput source="plan" choices={planChoices} validate={required()} />
        <SelectInput source="license" choices={licenseChoices} validate={required()} />
        <DateTimeInput source="trialEndsAt" />
        <ReferenceInput source="resellerId" reference="resellers">
          <SelectInput optionText="name" />
        </ReferenceInput>
        <BooleanInput source="userCreationDisabled" />
        <TextInput source="timezone" validate={required()} />
        <NumberInput source="storageQuotaMb" min={1} step={1} helperText="resources.tenants.helpers.storageQuotaMb" />
        <UsagePanel />
      </SimpleForm>
    </Edit>
  )
}
