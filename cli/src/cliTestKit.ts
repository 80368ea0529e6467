/**
 * For the CLI's tests: runs the real `atende` binary as users run it (node cli/bin/atende.js,
 * cwd = repo root) with a clean environment, and gives back exit code, output and the --json
 * document.
 */
import { execFile } from "node:child_process"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { testDir, track } from "../../test/support/debris"

export const root = fileURLToPath(new URL("../..", import.meta.url))
export const bin = join(root, "cli", "bin", "atende.js")

/** A temporary directory, in `dirs` for the suite's cleanup and in the run's registry for its teardown. */
export const tempDir = (dirs: Array<string>) => {
  const dir = testDir("atende-cli-")
  dirs.push(dir)
  return dir
}

/** Records a database a CLI test made, for the run's teardown (the suite drops it itself first). */
export const trackDatabase = (adminUrl: string, name: string) => track({ kind: "pg", url: adminUrl, name })

/** The caller's environment without anything that would pick another store, bus or port. */
export const cleanEnv = (extra: Record<string, string>) => {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: "1" }
  for (const key of Object.keys(env))
    if (/^(ATENDE_|DATABASE_URL$|NATS_URL$|PORT$|FORCE_COLOR$)/.test(key)) delete env[key]
  return { ...env, ...extra }
}

export type Run = { code: number; stdout: string; stderr: string; json: any }

export const atende = (args: Array<string>, env: Record<string, string>) =>
  new Promise<Run>((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      // generous: each run compiles the CLI with tsx, and on a loaded 2-core CI machine three side by
      // side took over 30 s; a hung command still fails (the tests' own timeouts are larger)
      { cwd: root, env: cleanEnv(env), timeout: 90_000 },
      (error, stdout, stderr) => {
        let json: any = undefined
        try {
          json = JSON.parse(stdout)
        } catch {}
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr, json })
      }
    )
  })
