/** Flag parsing shared by the commands. */
import { InvalidArgumentError, type Command } from "commander"

export const withJson = (command: Command) =>
  command.option("--json", "print one JSON document on stdout (errors too) instead of text")

export const positiveInt = (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new InvalidArgumentError("Use a positive whole number, such as 1.")
  return Number(value)
}

export const portNumber = (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) > 65535)
    throw new InvalidArgumentError("Use a port number from 0 to 65535 (0 picks a free one).")
  return Number(value)
}

export const nonNegativeInt = (value: string) => {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError("Use a whole number, such as 10 (0 or more).")
  return Number(value)
}
