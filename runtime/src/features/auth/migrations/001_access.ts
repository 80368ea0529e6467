/** Single use of a captcha across nodes (legacy 2); the captchas of auth/002 took over, and nothing reads it now. */
import type { Migration } from "../../../platform/store/migrations"

export const access: Migration = {
  feature: "auth",
  id: "auth/001_access",
  order: 204,
  legacy: 2,
  sql: `
CREATE TABLE captcha_uses (
  id TEXT PRIMARY KEY,
  expires_at BIGINT NOT NULL
)
`
}
