/**
 * `atende`: the command tree. With --json every outcome, usage errors included, is one JSON
 * document on stdout; exit code 0 on success, 1 on failure.
 */
import { Command, CommanderError } from "commander"
import { registerDoctor } from "./commands/doctor"
import { registerMigrate } from "./commands/migrate"
import { registerServe } from "./commands/serve"
import { registerTenantCreate } from "./commands/tenant/create"
import { registerUserCreate } from "./commands/user/create"
import { printError, reserveStdoutForJson } from "./output"
import { CliError, toCliError } from "./services/CliError"
import pkg from "../package.json" with { type: "json" }

const json = process.argv.includes("--json")

const program = new Command("atende")
  .description("Atende: run a node and manage its store, tenants and users")
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
registerTenantCreate(program.command("tenant").description("manage tenants (companies)"))
registerUserCreate(program.command("user").description("manage users of a tenant"))

const usageError = (e: CommanderError) => new CliError("ERR_USAGE", e.message.replace(/^error: /, ""), "Run the command with --help to see its options.")

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
