/** The runtime configuration as the CLI sees it: parsed once from the environment, with overrides. */
import { ConfigError, parseConfig, type AppConfig } from "@atende/runtime/platform/config/Config"
import { CliError } from "./CliError"

export const loadConfig = (overrides: Record<string, string> = {}): AppConfig => {
  try {
    return parseConfig({ ...process.env, ...overrides })
  } catch (e) {
    if (e instanceof ConfigError)
      throw new CliError(
        "ERR_CONFIG",
        e.message,
        "Fix the variables named above in the environment and run the command again."
      )
    throw e
  }
}

/** Where the store lives, for humans: the SQLite file, or the Postgres URL without its password. */
export const storeLocation = (config: AppConfig): string => {
  if (!config.databaseUrl) return `${config.dataDir}/atende.db`
  const url = new URL(config.databaseUrl)
  if (url.password) url.password = "***"
  return url.toString()
}
