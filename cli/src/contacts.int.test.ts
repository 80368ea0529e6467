/**
 * The real binary, embedded mode: `contacts import --dry-run --json` says what an import would do
 * (each bad row with its row, column and code) and stores nothing; the import itself runs the
 * contacts feature's import (with a `--map` override) and keeps it as an import of the tenant;
 * `contacts export` writes a file that imports back without changes; a file that does not parse
 * names its row.
 */
import { parseConfig } from "@atende/runtime/platform/config/Config"
import { provisionTenant } from "@atende/runtime/features/tenants/index"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { atende, tempDir } from "./cliTestKit"
import { runWithStore } from "./services/runStore"

const dirs: Array<string> = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe("atende contacts import and export (embedded)", () => {
  // each run of the binary takes seconds: one case, as few runs as tell the story
  it("dry run, import, export and its re-import, a broken file", { timeout: 240_000 }, async () => {
    const dir = tempDir(dirs)
    const env = { ATENDE_DATA_DIR: dir }
    const config = parseConfig(env)
    const query = (text: TemplateStringsArray, ...values: Array<unknown>) =>
      runWithStore(
        config,
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql(text, ...values))
      ) as Promise<Array<any>>
    const tenant = await runWithStore(
      config,
      provisionTenant({
        name: "Loja",
        plan: "enterprise",
        adminName: "Dona",
        adminEmail: "dona@loja.test",
        adminPassword: "Dona12345"
      })
    )
    const tenantId = String(tenant.tenant.id)
    await query`INSERT INTO tags (tenant_id, name, color, active, created_at)
      VALUES (${tenant.tenant.id}, ${"Cliente"}, ${"#00aa00"}, ${1}, ${Date.now()})`
    const file = join(dir, "clientes.csv")
    writeFileSync(
      file,
      [
        "Nome,Celular,E-mail,Etiquetas,Apelido",
        "Ana Lima,(11) 98765-0001,ana@loja.test,cliente,Aninha",
        "Bruno,11 1234,bruno@loja.test,,",
        "Carla,,carla@loja.test,Cliente; Outra,",
        "Dora,(21) 98765-0002,,,Dorinha"
      ].join("\n")
    )
    const count = async (table: "contacts" | "contact_imports") =>
      Number(
        (table === "contacts"
          ? await query`SELECT COUNT(*) AS n FROM contacts`
          : await query`SELECT COUNT(*) AS n FROM contact_imports`)[0].n
      )

    const dry = await atende(["contacts", "import", file, "--tenant", tenantId, "--dry-run", "--json"], env)
    expect(dry.code, dry.stderr + dry.stdout).toBe(0)
    expect(dry.json).toMatchObject({
      dryRun: true,
      format: "csv",
      rows: 4,
      mapping: { Nome: "name", Celular: "number", "E-mail": "email", Etiquetas: "tags", Apelido: null },
      check: {
        rows: 4,
        valid: 2,
        invalid: 2,
        creates: 2,
        updates: 0,
        unchanged: 0,
        errors: [
          { row: 3, column: "Celular", field: "number", error: "ERR_INVALID_CONTACT_NUMBER" },
          { row: 4, column: "Etiquetas", field: "tags", error: "ERR_NO_TAG_FOUND" }
        ]
      }
    })
    expect([await count("contacts"), await count("contact_imports")]).toEqual([0, 0])

    const run = await atende(
      ["contacts", "import", file, "--tenant", tenantId, "--map", "Apelido=firstName", "--json"],
      env
    )
    expect(run.code, run.stderr + run.stdout).toBe(0)
    expect(run.json.mapping.Apelido).toBe("firstName")
    expect(run.json.import).toMatchObject({
      fileName: "clientes.csv",
      status: "done",
      total: 4,
      processed: 4,
      created: 2,
      updated: 0,
      unchanged: 0,
      invalid: 2
    })
    const stored = await query`SELECT name, number, email, first_name FROM contacts ORDER BY id`
    expect(stored.map((r) => [r.name, r.number, r.email, r.first_name])).toEqual([
      ["Ana Lima", "5511987650001", "ana@loja.test", "Aninha"],
      ["Dora", "5521987650002", null, "Dorinha"]
    ])
    expect(await count("contact_imports")).toBe(1)

    const out = join(dir, "saida.csv")
    const exported = await atende(["contacts", "export", "--tenant", tenantId, "--out", out, "--json"], env)
    expect(exported.code, exported.stderr + exported.stdout).toBe(0)
    expect(exported.json).toMatchObject({ file: out, format: "csv", contacts: 2 })
    const text = readFileSync(out, "utf8")
    expect(text.split("\n")[0]).toContain("Nome,Primeiro nome,Sobrenome")
    expect(text).toContain("Ana Lima,Aninha,")
    const back = await atende(["contacts", "import", out, "--tenant", tenantId, "--dry-run", "--json"], env)
    expect(back.json.check).toMatchObject({ rows: 2, creates: 0, updates: 0, unchanged: 2, invalid: 0 })

    const broken = join(dir, "quebrado.csv")
    writeFileSync(broken, 'nome,telefone\nAna,1\nBia,2\n"Caio,3\nDani,4\n')
    const bad = await atende(["contacts", "import", broken, "--tenant", tenantId, "--json"], env)
    expect(bad.code).toBe(1)
    expect(bad.json).toMatchObject({ error: "ERR_IMPORT_FILE_INVALID", message: expect.stringContaining("row 4") })
    expect(await count("contact_imports")).toBe(1)
  })
})
