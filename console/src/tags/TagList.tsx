import { Box } from "@mui/material"
import { BooleanField, DataTable, List, SearchInput, TextField, useRecordContext } from "react-admin"

const filters = [<SearchInput key="q" source="q" alwaysOn />]

function ColorChip() {
  const record = useRecordContext<{ color?: string }>()
  if (!record?.color) return null
  return (
    <Box sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
      <Box
        component="span"
        sx={{ width: 16, height: 16, borderRadius: "50%", bgcolor: record.color, border: "1px solid rgba(0,0,0,.2)" }}
      />
      <TextField source="color" />
    </Box>
  )
}

export default function TagList() {
  return (
    <List filters={filters} sort={{ field: "name", order: "ASC" }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="name" />
        <DataTable.Col source="color">
          <ColorChip />
        </DataTable.Col>
        <DataTable.Col source="active" field={BooleanField} />
      </DataTable>
    </List>
  )
}
