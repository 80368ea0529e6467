import { DataTable, List, NumberField, SearchInput } from "react-admin"

const filters = [<SearchInput key="q" source="q" alwaysOn />]

export default function ResellerList() {
  return (
    <List filters={filters} sort={{ field: "name", order: "ASC" }}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="maxUsers">
          <NumberField source="maxUsers" emptyText="∞" />
        </DataTable.Col>
        <DataTable.Col source="maxConnections">
          <NumberField source="maxConnections" emptyText="∞" />
        </DataTable.Col>
        <DataTable.Col source="usage.tenants" field={NumberField} />
        <DataTable.Col source="usage.users" field={NumberField} />
        <DataTable.Col source="usage.connections" field={NumberField} />
      </DataTable>
    </List>
  )
}
