/**
 * What `dead-letters retry` and `dead-letters drop` share: which dead letters (an id, or --all with
 * --tenant) and running their service on them, loaded when the command runs.
 */
import type { Command } from "commander"
import { runCommand, type Presenter } from "../../output"
import type { loadConfig } from "../../services/config"
import type { Selection } from "../../services/deadLetters"
import { positiveInt, withJson } from "../flags"

type Services = typeof import("../../services/deadLetters")
type Config = ReturnType<typeof loadConfig>

type SelectionCommand<A> = {
  readonly name: string
  readonly description: string
  /** The service's call on the selected dead letters. */
  readonly act: (services: Services, config: Config, selection: Selection) => Promise<A>
  readonly present: Presenter<A>
}

/** Registers `dead-letters <name> <id> | --all [--tenant ID] [--json]`. */
export const registerSelectionCommand = <A>(deadLetters: Command, spec: SelectionCommand<A>) =>
  withJson(
    deadLetters
      .command(spec.name)
      .description(spec.description)
      .argument("[id]", "the dead letter's id (see `atende dead-letters list`)", positiveInt)
      .option("--all", "every dead letter (with --tenant, that tenant's)")
      .option("--tenant <id>", "with --all: only this tenant's", positiveInt)
  ).action(async (id: number | undefined, opts: { all?: boolean; tenant?: number; json?: boolean }) => {
    await runCommand(
      { json: !!opts.json },
      async () => {
        const [{ loadConfig }, services] = await Promise.all([
          import("../../services/config"),
          import("../../services/deadLetters")
        ])
        return spec.act(services, loadConfig(), { id, all: opts.all, tenantId: opts.tenant })
      },
      spec.present
    )
  })
