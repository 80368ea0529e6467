import {
  BooleanField,
  DataTable,
  DateField,
  EmailField,
  List,
  SearchInput,
  SelectField,
  useLocaleState
} from "react-admin"
import { profileChoices } from "./userRules.ts"

const filters = [<SearchInput key="q" source="q" alwaysOn />]

export default function UserList() {
  const [locale] = useLocaleState()
  return (
    <List filters={filters} sort={{ field: "name", order: "ASC" }}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col source="profile">
          <SelectField source="profile" choices={profileChoices} />
        </DataTable.Col>
        <DataTable.Col source="phoneNumber" />
        <DataTable.Col source="active" field={BooleanField} />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime locales={locale} />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}
