import { BooleanField, DataTable, DateField, List, SearchInput, useLocaleState } from "react-admin"

const filters = [<SearchInput key="q" source="q" alwaysOn />]

export default function QueueList() {
  const [locale] = useLocaleState()
  return (
    <List filters={filters} sort={{ field: "name", order: "ASC" }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="name" />
        <DataTable.Col source="active" field={BooleanField} />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime locales={locale} />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}
