import { DataTable, List, NumberField, SelectField } from "react-admin"
import { planChoices } from "../tenants/tenantChoices.ts"

/** The plans and their limits (read only: they are defined in core/src/rules/plans.ts). */
export default function PlanList() {
  return (
    <List pagination={false} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id">
          <SelectField source="id" choices={planChoices} />
        </DataTable.Col>
        {(["users", "queues", "chatFlows", "connections"] as const).map((key) => (
          <DataTable.Col key={key} source={`limits.${key}`} label={`resources.plans.fields.limits.${key}`}>
            <NumberField source={`limits.${key}`} emptyText="∞" />
          </DataTable.Col>
        ))}
      </DataTable>
    </List>
  )
}
