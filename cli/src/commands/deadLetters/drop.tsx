/** `atende dead-letters drop <id> | --all [--tenant ID] [--json]` */
import type { Command } from "commander"
import { Text } from "ink"
import { Status } from "../../components/Status"
import { registerSelectionCommand } from "./selection"

export const registerDeadLettersDrop = (deadLetters: Command) =>
  registerSelectionCommand(deadLetters, {
    name: "drop",
    description: "delete dead letters for good (their commands are never handled)",
    act: (services, config, selection) => services.drop(config, selection),
    present: {
      view: ({ dropped }) =>
        dropped.length ? (
          <Status tone="ok">
            Dropped {dropped.length} dead letter{dropped.length === 1 ? "" : "s"}:{" "}
            {dropped.map((d) => `#${d}`).join(", ")}
          </Status>
        ) : (
          <Text dimColor>No dead letters to drop.</Text>
        )
    }
  })
