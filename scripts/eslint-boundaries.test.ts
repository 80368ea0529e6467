/** The boundary rule of scripts/eslint-boundaries.js on in-memory files at made-up paths. */
import { Linter } from "eslint"
import { fileURLToPath } from "node:url"
import tseslint from "typescript-eslint"
import { describe, expect, it } from "vitest"
import boundaries from "./eslint-boundaries.js"

const root = fileURLToPath(new URL("..", import.meta.url))
const linter = new Linter({ cwd: root })
const config = [
  {
    files: ["**/*.ts"],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { atende: boundaries },
    rules: { "atende/boundaries": ["error", { root }] }
  }
] satisfies Array<Linter.Config>

const problems = (file: string, code: string) =>
  linter.verify(code, config, { filename: `${root}${file}` }).map((m) => m.message)

describe("the boundary rule", () => {
  it("rejects a feature reaching into another feature", () => {
    const found = problems(
      "runtime/src/features/users/http/users.ts",
      'import { ticketRoutes } from "../../tickets/http/routes"\n'
    )
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/feature "tickets"/)
    expect(
      problems(
        "runtime/src/features/users/x.ts",
        'export { canSee } from "@atende/runtime/features/tickets/http/visibility"\n'
      )
    ).toHaveLength(1)
    expect(
      problems("runtime/src/server/x.ts", 'const m = await import("../features/tickets/store/Tickets")\nexport { m }\n')
    ).toHaveLength(1)
  })

  it("lets a feature use another's index, its own files and the platform", () => {
    expect(
      problems(
        "runtime/src/features/users/http/users.ts",
        'import { canSee } from "../../tickets/index"\nimport type { Viewer } from "../../tickets"\n'
      )
    ).toEqual([])
    expect(
      problems(
        "runtime/src/features/users/http/users.ts",
        'import { userRow } from "../store/Users"\nimport { handle } from "../../../platform/http/edge"\n'
      )
    ).toEqual([])
  })

  it("keeps the platform free of features and of the server", () => {
    expect(
      problems("runtime/src/platform/http/edge.ts", 'import type { Viewer } from "../../features/tickets/index"\n')
    ).toHaveLength(1)
    expect(problems("runtime/src/platform/http/edge.ts", 'import { app } from "../../server/routes"\n')).toHaveLength(1)
    expect(problems("runtime/src/platform/http/edge.ts", 'import { AppError } from "./AppError"\n')).toEqual([])
  })

  it("keeps core free of I/O and of runtime", () => {
    const found = [
      'import { readFileSync } from "node:fs"',
      'import { createHash } from "crypto"',
      'import { SqlClient } from "@effect/sql"',
      'import { HttpRouter } from "@effect/platform"',
      'import pg from "pg"',
      'import { connect } from "nats"',
      'import WebSocket from "ws"',
      'import { AppError } from "@atende/runtime/platform/http/AppError"',
      'import { AppError } from "../../../runtime/src/platform/http/AppError"'
    ].map((line) => problems("core/src/rules/x.ts", `${line}\n`).length)
    expect(found).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1])
    expect(
      problems(
        "core/src/rules/x.ts",
        'import { Effect } from "effect"\nimport { z } from "zod"\nimport { errorText } from "../errors/catalogue"\n'
      )
    ).toEqual([])
  })
})
