/**
 * `atende`: the command tree. With --json every outcome, usage errors included, is one JSON
 * document on stdout; exit code 0 on success, 1 on failure.
 */
import { Command, CommanderError } from "commander"
import { registerChannelConnect } from "./commands/channel/connect"
import { registerChannelDisconnect } from "./commands/channel/disconnect"
import { registerChannelList } from "./commands/channel/list"
import { registerChannelStatus } from "./commands/channel/status"
import { registerContactsExport } from "./commands/contacts/export"
import { registerContactsImport } from "./commands/contacts/import"
import { registerDeadLettersDrop } from "./commands/deadLetters/drop"
import { registerDeadLettersList } from "./commands/deadLetters/list"
import { registerDeadLettersRetry } from "./commands/deadLetters/retry"
import { registerDoctor } from "./commands/doctor"
import { registerMigrate } from "./commands/migrate"
import { registerReportTickets } from "./commands/report/tickets"
import { registerDashboardRebuild } from "./commands/dashboard/rebuild"
import { registerServe } from "./commands/serve"
import { registerResellerCreate } from "./commands/reseller/create"
import { registerResellerList } from "./commands/reseller/list"
import { registerSecretsRotate } from "./commands/secrets/rotate"
import { registerTenantCreate } from "./commands/tenant/create"
import { registerTenantList } from "./commands/tenant/list"
import { registerTenantPlan } from "./commands/tenant/plan"
import { registerTenantShow } from "./commands/tenant/show"
import { registerTenantSuspend } from "./commands/tenant/suspend"
import { registerUserCreate } from "./commands/user/create"
import { registerUserDeactivate } from "./commands/user/deactivate"
import { registerUserList } from "./commands/user/list"
import { registerUserResetPassword } from "./commands/user/resetPassword"
import { printError, reserveStdoutForJson } from "./output"
import { CliError, toCliError } from "./services/CliError"
import pkg from "../package.json" with { type: "json" }

const json = process.argv.includes("--json")

const program = new Command("atende")
  .description("Atende: run a node and manage its store, resellers, tenants, users and channels")
  .version(pkg.version)
  .showHelpAfterError(json ? false : "(add --help for the options)")
  .configureOutput({ outputError: (text, write) => (json ? undefined : write(text)) })
  .exitOverride()
  .hook("preAction", (_program, command) => {
    if (command.opts().json) reserveStdoutForJson()
  })

registerServe(program)
registerMigrate(program)
registerDoctor(program)
const reseller = program.command("reseller").description("manage resellers and their global limits")
for (const register of [registerResellerCreate, registerResellerList]) register(reseller)
const tenant = program.command("tenant").description("manage tenants (companies): plan, licence, reseller")
for (const register of [
  registerTenantCreate,
  registerTenantList,
  registerTenantShow,
  registerTenantSuspend,
  registerTenantPlan
])
  register(tenant)
const secrets = program
  .command("secrets")
  .description("the key that seals stored secrets (ATENDE_SECRET_KEY, or secret.key in the data dir)")
registerSecretsRotate(secrets)
const deadLetters = program
  .command("dead-letters")
  .description("commands and timers that kept failing: list them, retry them once fixed, or drop them")
for (const register of [registerDeadLettersList, registerDeadLettersRetry, registerDeadLettersDrop])
  register(deadLetters)
const contacts = program
  .command("contacts")
  .description("import a tenant's contacts from a CSV or XLSX file, or export them to one")
for (const register of [registerContactsImport, registerContactsExport]) register(contacts)
const report = program.command("report").description("write a tenant's reports to files (XLSX, PDF or CSV)")
registerReportTickets(report)
const dashboard = program.command("dashboard").description("the home dashboard's figures (per day, user and queue)")
registerDashboardRebuild(dashboard)
const channel = program
  .command("channel")
  .description("list channels (connections), see their session status, connect or disconnect them")
for (const register of [registerChannelList, registerChannelStatus, registerChannelConnect, registerChannelDisconnect])
  register(channel)
const user = program.command("user").description("manage users of a tenant")
for (const register of [registerUserCreate, registerUserList, registerUserDeactivate, registerUserResetPassword])
  register(user)

const usageError = (e: CommanderError) =>
  new CliError("ERR_USAGE", e.message.replace(/^error: /, ""), "Run the command with --help to see its options.")

try {
  await program.parseAsync()
} catch (e) {
  if (e instanceof CommanderError) {
    if (e.exitCode !== 0 && json) printError(usageError(e), { json })
    process.exitCode = e.exitCode
  } else printError(toCliError(e), { json })
}

// Everything was awaited; leave without waiting for stray handles (pg pool, NATS drain timers).
process.stdout.write("", () => process.exit())
