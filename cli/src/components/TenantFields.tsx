/** A tenant's plan, licence, trial, reseller and use, as `tenant show|suspend|plan` print it. */
import type { TenantRecord } from "@atende/core/contracts/tenants"
import { Text } from "ink"
import { Fields } from "./Fields"

const limit = (n: number | null) => (n === null ? "∞" : String(n))

export function TenantFields({ tenant }: { tenant: TenantRecord & { licenseNow?: string } }) {
  const u = tenant.usage
  return (
    <Fields
      rows={[
        ["plan", tenant.plan],
        [
          "licence",
          tenant.licenseNow && tenant.licenseNow !== tenant.license ? (
            `${tenant.license} (reads ${tenant.licenseNow} now)`
          ) : (
            <Text color={tenant.license === "valid" ? "green" : "red"}>{tenant.license}</Text>
          )
        ],
        ["trial ends", tenant.trialEndsAt ?? undefined],
        ["reseller", tenant.resellerId === null ? "none (direct)" : `#${tenant.resellerId}`],
        ["users", u ? `${u.users} of ${limit(tenant.limits.users)}` : undefined],
        ["queues", u ? `${u.queues} of ${limit(tenant.limits.queues)}` : undefined],
        ["connections", u ? `${u.connections} of ${limit(tenant.limits.connections)}` : undefined],
        ["user creation", tenant.userCreationDisabled ? "switched off by the administrator" : undefined],
        ["time zone", tenant.timezone]
      ]}
    />
  )
}
