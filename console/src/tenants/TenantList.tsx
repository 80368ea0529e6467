import {
  DataTable,
  DateField,
  List,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  useLocaleState
} from "react-admin"
import { licenseChoices, planChoices } from "./tenantChoices.ts"

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="plan" source="plan" choices={planChoices} />,
  <SelectInput key="license" source="license" choices={licenseChoices} />
]

/** The platform operator's companies (spec part 1 §1: plan-based, reseller-managed licensing). */
export default function TenantList() {
  const [locale] = useLocaleState()
  return (
    <List filters={filters} sort={{ field: "id", order: "ASC" }}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="plan">
          <SelectField source="plan" choices={planChoices} />
        </DataTable.Col>
        <DataTable.Col source="license">
          <SelectField source="license" choices={licenseChoices} />
        </DataTable.Col>
        <DataTable.Col source="resellerId">
          <ReferenceField source="resellerId" reference="resellers" link={false} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="trialEndsAt">
          <DateField source="trialEndsAt" locales={locale} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" locales={locale} />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}
