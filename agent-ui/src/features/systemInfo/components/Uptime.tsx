import { useTranslation } from "react-i18next"
import { uptimeParts } from "../state/figures"

/** "3 d 4 h", "2 h 5 min", "12 min" in the user's language. */
export function Uptime({ seconds }: { seconds: number }) {
  const { t } = useTranslation("systemInfo")
  const parts = uptimeParts(seconds)
  return <>{t(`systemInfo.uptime.${parts.unit}`, parts)}</>
}
