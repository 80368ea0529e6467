/** The channels feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { foundation } from "./001_foundation"
import { secrets } from "./002_secrets"
import { sessions } from "./003_sessions"
import { deliveries } from "./004_deliveries"
import { management } from "./005_management"
import { whatsappAuth } from "./006_whatsapp_auth"
import { deliveryChanges } from "./007_delivery_changes"
import { providerSettings } from "./008_provider_settings"
import { email } from "./009_email"
import { chatFlow } from "./010_chat_flow"
import { wabaTemplates } from "./011_waba_templates"
import { typebot } from "./012_typebot"

export const migrations: ReadonlyArray<Migration> = [
  foundation,
  secrets,
  sessions,
  deliveries,
  management,
  whatsappAuth,
  deliveryChanges,
  providerSettings,
  email,
  chatFlow,
  wabaTemplates,
  typebot
]
