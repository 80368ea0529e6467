import { Button, Card, CardContent, CardHeader, Typography } from "@mui/material"
import { Title, useTranslate } from "react-admin"

// The console's home: the "Configurações" hub, with the way back to the agent UI.
export default function Dashboard() {
  const translate = useTranslate()
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="console.dashboard.title" />
      <CardHeader title={translate("console.dashboard.title")} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{translate("console.dashboard.intro")}</Typography>
        <Button variant="contained" href="/#/atendimento">
          {translate("console.dashboard.back")}
        </Button>
      </CardContent>
    </Card>
  )
}
