import { AUTO_CLOSE_OPTIONS, SignatureMode, type TenantSettings } from "@atende/core/contracts/settings"
import { Card, CardContent, Typography } from "@mui/material"
import { useEffect, useState, type ReactNode } from "react"
import {
  BooleanInput,
  Form,
  Loading,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  minValue,
  maxValue,
  required,
  useNotify,
  useTranslate
} from "react-admin"
import { changedKeys, readSettings, writeSetting } from "./settingsApi.ts"

const signatureChoices = SignatureMode.options.map((id) => ({ id, name: `console.settings.signature.${id}` }))
const autoCloseChoices = AUTO_CLOSE_OPTIONS.map((minutes) => ({
  id: minutes,
  name: `console.settings.autoClose.m${minutes}`
}))
const minutes = [minValue(0), maxValue(525_600)]

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate()
  return (
    <>
      <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </>
  )
}

/** "Configurações > Geral": the tenant's workspace settings, one PUT per changed key. */
export default function SettingsPage() {
  const translate = useTranslate()
  const notify = useNotify()
  const [settings, setSettings] = useState<TenantSettings | null>(null)

  useEffect(() => {
    readSettings().then(setSettings, (error: Error) => notify(error.message, { type: "error" }))
  }, [notify])

  async function handleSubmit(values: Record<string, unknown>) {
    if (!settings) return
    const next = values as Partial<TenantSettings>
    let saved = settings
    try {
      for (const key of changedKeys(settings, next)) saved = await writeSetting(key, next[key] as never)
      setSettings(saved)
      notify("console.settings.saved", { type: "success" })
    } catch (error) {
      setSettings(saved)
      notify(error instanceof Error ? error.message : "console.errors.unidentified", { type: "error" })
    }
  }

  if (!settings) return <Loading />
  const label = (key: keyof TenantSettings) => `resources.settings.fields.${key}`

  return (
    <Card sx={{ mt: 2 }} data-testid="settings-page">
      <Title title="resources.settings.name" />
      <CardContent>
        <Typography variant="h5">{translate("resources.settings.name")}</Typography>
        <Form record={settings} onSubmit={handleSubmit}>
          <Section title="console.settings.sections.visibility">
            {(
              [
                "hideOthersTickets",
                "hideBotUnassigned",
                "forceWallet",
                "hideContactData",
                "supervisorViewAll",
                "spyTicketDefault"
              ] as const
            ).map((key) => (
              <BooleanInput key={key} source={key} label={label(key)} helperText={false} />
            ))}
          </Section>
          <Section title="console.settings.sections.messages">
            <SelectInput
              source="signature"
              label={label("signature")}
              choices={signatureChoices}
              validate={required()}
            />
          </Section>
          <Section title="console.settings.sections.automation">
            <SelectInput
              source="autoCloseMinutes"
              label={label("autoCloseMinutes")}
              choices={autoCloseChoices}
              validate={required()}
            />
            <TextInput source="autoCloseMessage" label={label("autoCloseMessage")} multiline fullWidth />
            <NumberInput
              source="autoResolveMinutes"
              label={label("autoResolveMinutes")}
              validate={minutes}
              helperText="console.settings.zeroDisables"
            />
            <NumberInput
              source="returnToQueueMinutes"
              label={label("returnToQueueMinutes")}
              validate={minutes}
              helperText="console.settings.zeroDisables"
            />
            <NumberInput
              source="reopenMinutes"
              label={label("reopenMinutes")}
              validate={minutes}
              helperText="console.settings.zeroDisables"
            />
          </Section>
          <Section title="console.settings.sections.sla">
            <NumberInput source="slaGreen" label={label("slaGreen")} validate={minutes} />
            <NumberInput source="slaYellow" label={label("slaYellow")} validate={minutes} />
            <NumberInput source="slaRed" label={label("slaRed")} validate={minutes} />
            <NumberInput
              source="ticketListLimit"
              label={label("ticketListLimit")}
              validate={[required(), minValue(10), maxValue(100)]}
            />
          </Section>
          <Section title="console.settings.sections.transcription">
            <BooleanInput source="transcriptionEnabled" label={label("transcriptionEnabled")} helperText={false} />
            <TextInput source="transcriptionBaseUrl" label={label("transcriptionBaseUrl")} fullWidth />
            <TextInput source="transcriptionModel" label={label("transcriptionModel")} />
            <TextInput source="transcriptionApiKey" label={label("transcriptionApiKey")} type="password" fullWidth />
          </Section>
          <Section title="console.settings.sections.survey">
            <BooleanInput source="surveyEnabled" label={label("surveyEnabled")} helperText={false} />
            <TextInput source="surveyMessage" label={label("surveyMessage")} multiline fullWidth />
            <TextInput source="surveyThanks" label={label("surveyThanks")} multiline fullWidth />
          </Section>
          <SaveButton sx={{ mt: 2 }} alwaysEnable={false} />
        </Form>
      </CardContent>
    </Card>
  )
}
