/**
 * `atende tenant create --name N [--plan free|enterprise] --admin-email E [--admin-name A]
 * [--admin-password P] [--reseller ID] [--trial-days N] [--document CPF|CNPJ] [--json]`
 */
import { Plan } from "@atende/core/tenant/tenant"
import { Option, type Command } from "commander"
import { Box, Text } from "ink"
import { Fields } from "../../components/Fields"
import { Section } from "../../components/Section"
import { Status } from "../../components/Status"
import { runCommand } from "../../output"
import type { TenantCreated } from "../../services/tenants"
import { positiveInt, withJson } from "../flags"

const flags = {
  name: "--name",
  plan: "--plan",
  adminName: "--admin-name",
  adminEmail: "--admin-email",
  adminPassword: "--admin-password",
  resellerId: "--reseller",
  trialDays: "--trial-days",
  document: "--document"
}

type Flags = {
  name: string
  plan: "free" | "enterprise"
  adminEmail: string
  adminName?: string
  adminPassword?: string
  reseller?: number
  trialDays?: number
  document?: string
  json?: boolean
}

function TenantCreatedView({ result }: { result: TenantCreated }) {
  const { tenant, admin, channel } = result
  return (
    <Box flexDirection="column">
      <Status tone="ok">
        Tenant{" "}
        <Text bold>
          #{tenant.id} {tenant.name}
        </Text>{" "}
        created ({tenant.plan}
        {tenant.trialEndsAt ? `, trial until ${tenant.trialEndsAt}` : ""}
        {tenant.resellerId ? `, reseller #${tenant.resellerId}` : ""})
      </Status>
      <Section title="First administrator">
        <Fields
          rows={[
            ["id", String(admin.id)],
            ["e-mail", admin.email],
            [
              "password",
              result.adminPassword ? (
                <Text color="yellow">{result.adminPassword}</Text>
              ) : (
                "the one given with --admin-password"
              )
            ],
            ["log in at", result.loginUrl],
            ["first login", result.firstLoginUrl]
          ]}
        />
        {result.firstLoginUrl ? (
          <Text dimColor>
            The first-login link lets the administrator choose a password; it works once, for 72 hours.
          </Text>
        ) : null}
        {result.adminPassword ? (
          <Text dimColor>The password was generated and is shown only this once; store it now.</Text>
        ) : null}
      </Section>
      <Section title="Web chat">
        <Fields
          rows={[
            ["channel", `#${channel.id} ${channel.name}`],
            ["token", channel.token],
            ["embed", result.widgetSnippet]
          ]}
        />
      </Section>
    </Box>
  )
}

export const registerTenantCreate = (tenant: Command) =>
  withJson(
    tenant
      .command("create")
      .description("create a tenant with its first administrator, a default queue and a web-chat channel")
      .requiredOption("--name <name>", "company name")
      .addOption(new Option("--plan <plan>", "plan").choices(Plan.options).default("free"))
      .requiredOption("--admin-email <email>", "e-mail of the first administrator (their login)")
      .option("--admin-name <name>", "name of the first administrator", "Administrador")
      .option(
        "--admin-password <password>",
        "their password (8+ letters and digits, upper, lower and a digit); generated and printed when left out"
      )
      .option("--reseller <id>", "the reseller that manages it (its limits apply)", positiveInt)
      .option("--trial-days <n>", "start on a trial of this many days (1-365)", positiveInt)
      .option("--document <cpf-or-cnpj>", "the company's CPF or CNPJ")
  ).action(async (opts: Flags) => {
    await runCommand(
      { json: !!opts.json, flags },
      async () => {
        const [{ loadConfig }, { createTenant }] = await Promise.all([
          import("../../services/config"),
          import("../../services/tenants")
        ])
        return createTenant(loadConfig(), {
          name: opts.name,
          plan: opts.plan,
          adminName: opts.adminName,
          adminEmail: opts.adminEmail,
          adminPassword: opts.adminPassword,
          resellerId: opts.reseller,
          trialDays: opts.trialDays,
          document: opts.document
        })
      },
      { view: (result) => <TenantCreatedView result={result} /> }
    )
  })
