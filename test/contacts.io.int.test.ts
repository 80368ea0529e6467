/**
 * Contact import and export (runtime/api/contacts.md "Import and export"), in both modes: a CSV
 * (semicolons, pt-BR headers) and an XLSX made here with exceljs are uploaded and their columns,
 * sample and suggested mapping answered; the dry run names each bad row with its row (the header
 * is row 1), column and code, and stores nothing; the run goes on in the background to done with
 * its counters; running it again is ERR_IMPORT_RUNNING; re-importing the file creates nobody
 * twice; a file that does not parse (a quote left open in row 4) is ERR_IMPORT_FILE_INVALID naming
 * the row, and nothing is kept; the export streams CSV and XLSX that re-import cleanly; the routes
 * are for the admin flag only, and another tenant's import is not found.
 */
import { ContactImportCheck, ContactImportUpload, ContactImportView } from "@atende/core/contracts/contactImport"
import { parse } from "csv-parse/sync"
import ExcelJS from "exceljs"
import { describe, expect, it } from "vitest"
import type { Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { setSetting, worldPerMode, type World } from "./workspace.support"

const production = await productionAvailable()

let serial = 0
/** Eight digits of a São Paulo mobile no other row of the run has (after the 9). */
const eight = () => String(70_000_000 + ++serial * 7919 + Math.floor(Math.random() * 900)).slice(0, 8)

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

const upload = async (w: World, as: Login, fileName: string, body: Uint8Array | string, type = "text/csv") => {
  const res = await fetch(`${w.url}/contacts/imports?fileName=${encodeURIComponent(fileName)}`, {
    method: "POST",
    headers: { authorization: `Bearer ${as.token}`, "x-session-id": as.sessionId, "content-type": type },
    body: body as BodyInit
  })
  const text = await res.text()
  let json: any
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: res.status, text, json }
}

const download = async (w: World, as: Login, query: string) => {
  const res = await fetch(`${w.url}/contacts/export?${query}`, {
    headers: { authorization: `Bearer ${as.token}`, "x-session-id": as.sessionId }
  })
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}

const countImports = async (w: World) => Number((await w.query`SELECT COUNT(*) AS n FROM contact_imports`)[0].n)

describe.each<Mode>(["embedded", "production"])("contact import and export (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  /** Polls the import until `done` says so (a condition, not a fixed wait); answers its last state. */
  const until = async (id: number, done: (v: ContactImportView) => boolean, timeoutMs = 30_000) => {
    const start = Date.now()
    const seen: Array<ContactImportView> = []
    while (Date.now() - start < timeoutMs) {
      const r = await a.get(w.admin, `/contacts/imports/${id}`)
      expect(r.status, r.text).toBe(200)
      seen.push(r.json)
      if (done(r.json)) return { last: r.json as ContactImportView, seen }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error(`import ${id} did not get there in ${timeoutMs} ms: ${JSON.stringify(seen.at(-1))}`)
  }
  /** Waits until the import's run ended; answers its state. */
  const finished = async (id: number) => (await until(id, (v) => v.status === "done" || v.status === "failed")).last

  it.skipIf(!run)("CSV: upload, dry run with each bad row named, run to done, re-import creates nothing", async () => {
    const tag = (await a.post(w.admin, "/admin/tags", { name: "VIP Import", color: "#aa0000" })).json
    const [ana, gil, hel] = [eight(), eight(), eight()]
    const gilBefore = await a.post(w.admin, "/contacts", { name: "Gil Antigo", number: `+55 11 9${gil}` })
    expect(gilBefore.status, gilBefore.text).toBe(200)
    await a.post(w.admin, "/contacts", { name: "Hel", number: `+55 11 9${hel}` })
    const csv = [
      "Nome;Telefone;E-mail;CPF;Nascimento;Etiquetas;Observação",
      `"Ana; Import";(11) 9${ana.slice(0, 4)}-${ana.slice(4)};Ana@Imp.Test;529.982.247-25;05/03/1990;` +
        "vip import;primeira",
      `Bruno;123;bruno@imp.test;;;;`,
      `Carla;11 9${eight()};carla@;;;;`,
      `Davi;11 9${eight()};;529.982.247-24;;;`,
      `Eva;11 9${eight()};;;31/02/1990;;`,
      `Fabio;11 9${eight()};;;;Inexistente;`,
      `Ana de novo;(11) ${ana.slice(0, 4)}-${ana.slice(4)};;;;;`,
      `Gil Novo;+55 11 9${gil};;;;VIP Import;`,
      `Hel;5511 9${hel};;;;;`,
      ` ;11 9${eight()};;;;;`,
      `Ivo;;ivo@imp.test;;;;`,
      ";;;;;;"
    ].join("\r\n")
    const before = await countImports(w)
    const up = await upload(w, w.admin, "clientes.csv", csv)
    expect(up.status, up.text).toBe(201)
    expect(ContactImportUpload.parse(up.json)).toEqual(up.json)
    expect(up.json).toMatchObject({
      fileName: "clientes.csv",
      format: "csv",
      columns: ["Nome", "Telefone", "E-mail", "CPF", "Nascimento", "Etiquetas", "Observação"],
      rows: 11,
      mapping: {
        Nome: "name",
        Telefone: "number",
        "E-mail": "email",
        CPF: "document",
        Nascimento: "birthday",
        Etiquetas: "tags",
        Observação: null
      }
    })
    expect(up.json.sample).toHaveLength(5)
    expect(up.json.sample[0]).toEqual([
      "Ana; Import",
      `(11) 9${ana.slice(0, 4)}-${ana.slice(4)}`,
      "Ana@Imp.Test",
      "529.982.247-25",
      "05/03/1990",
      "vip import",
      "primeira"
    ])
    expect(await countImports(w)).toBe(before + 1)
    const id = up.json.id
    const mapping = up.json.mapping

    const contactsBefore = (await w.query`SELECT COUNT(*) AS n FROM contacts`)[0].n
    const check = await a.post(w.admin, `/contacts/imports/${id}/check`, { mapping })
    expect(check.status, check.text).toBe(200)
    expect(ContactImportCheck.parse(check.json)).toEqual(check.json)
    const errors = [
      { row: 3, column: "Telefone", field: "number", error: "ERR_INVALID_CONTACT_NUMBER" },
      { row: 4, column: "E-mail", field: "email", error: "ERR_INVALID_EMAIL" },
      { row: 5, column: "CPF", field: "document", error: "ERR_INVALID_DOCUMENT" },
      { row: 6, column: "Nascimento", field: "birthday", error: "ERR_INVALID_DATE" },
      { row: 7, column: "Etiquetas", field: "tags", error: "ERR_NO_TAG_FOUND" },
      { row: 8, column: "Telefone", field: "number", error: "ERR_DUPLICATED_CONTACT" },
      { row: 11, column: "Nome", field: "name", error: "ERR_VALIDATION" }
    ]
    expect(check.json).toEqual({ rows: 11, valid: 4, invalid: 7, creates: 2, updates: 1, unchanged: 1, errors })
    expect((await w.query`SELECT COUNT(*) AS n FROM contacts`)[0].n).toBe(contactsBefore)

    // a mapping without the name, or naming a column the file does not have
    for (const bad of [
      { ...mapping, Nome: null },
      { ...mapping, Telefone: null, "E-mail": null },
      { ...mapping, Sobrenome: "lastName" },
      { ...mapping, Observação: "name" }
    ]) {
      const r = await a.post(w.admin, `/contacts/imports/${id}/check`, { mapping: bad })
      expect([r.status, r.json.error], JSON.stringify(bad)).toEqual([400, "ERR_IMPORT_MAPPING"])
      const ran = await a.post(w.admin, `/contacts/imports/${id}/run`, { mapping: bad })
      expect([ran.status, ran.json.error]).toEqual([400, "ERR_IMPORT_MAPPING"])
    }
    const badField = await a.post(w.admin, `/contacts/imports/${id}/check`, { mapping: { Nome: "nome" } })
    expect([badField.status, badField.json.error]).toEqual([400, "ERR_VALIDATION"])

    const started = await a.post(w.admin, `/contacts/imports/${id}/run`, { mapping })
    expect(started.status, started.text).toBe(202)
    expect(ContactImportView.parse(started.json)).toEqual(started.json)
    expect(started.json).toMatchObject({ id, status: "running", total: 11 })
    const done = await finished(id)
    expect(done).toMatchObject({
      status: "done",
      total: 11,
      processed: 11,
      created: 2,
      updated: 1,
      unchanged: 1,
      invalid: 7,
      errors
    })
    expect(done.startedAt).not.toBeNull()
    expect(done.finishedAt).not.toBeNull()
    const again = await a.post(w.admin, `/contacts/imports/${id}/run`, { mapping })
    expect([again.status, again.json.error]).toEqual([409, "ERR_IMPORT_RUNNING"])

    const found = (await a.get(w.admin, `/contacts?searchParam=${ana}`)).json.contacts
    expect(found).toEqual([
      expect.objectContaining({
        name: "Ana; Import",
        number: `55119${ana}`,
        email: "ana@imp.test",
        document: "52998224725",
        birthday: "1990-03-05",
        tagIds: [tag.id]
      })
    ])
    expect((await a.get(w.admin, `/contacts/${gilBefore.json.id}`)).json).toMatchObject({
      name: "Gil Novo",
      tagIds: [tag.id]
    })
    expect((await a.get(w.admin, "/contacts?searchParam=ivo@imp.test")).json.contacts).toHaveLength(1)

    // the same file again: everybody is there already
    const contactsAfter = (await w.query`SELECT COUNT(*) AS n FROM contacts`)[0].n
    const second = await upload(w, w.admin, "clientes.csv", csv)
    expect((await a.post(w.admin, `/contacts/imports/${second.json.id}/check`, { mapping })).json).toMatchObject({
      creates: 0,
      updates: 0,
      unchanged: 4,
      invalid: 7
    })
    await a.post(w.admin, `/contacts/imports/${second.json.id}/run`, { mapping })
    expect(await finished(second.json.id)).toMatchObject({ status: "done", created: 0, updated: 0, unchanged: 4 })
    expect((await w.query`SELECT COUNT(*) AS n FROM contacts`)[0].n).toBe(contactsAfter)
  })

  it.skipIf(!run)("XLSX made with exceljs: upload, suggested mapping from English headers, dates, run", async () => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet("Planilha")
    sheet.addRow(["Name", "Phone", "Email", "Birthday", "Company", "Gender", "Notes"])
    const number = eight()
    sheet.addRow(["Xavier", `+55 21 9${number}`, "xavier@imp.test", new Date(Date.UTC(1985, 6, 20)), "ACME", "M", 7])
    sheet.addRow([])
    sheet.addRow(["Yara", { formula: `"55219"&"${eight()}"`, result: `55219${eight()}` }, null, "1985-07-21", "", "F"])
    sheet.getColumn(4).numFmt = "dd/mm/yyyy"
    const bytes = new Uint8Array(await book.xlsx.writeBuffer())
    // detected by its bytes, whatever the type says
    const up = await upload(w, w.admin, "planilha", bytes, "application/octet-stream")
    expect(up.status, up.text).toBe(201)
    expect(up.json).toMatchObject({
      format: "xlsx",
      columns: ["Name", "Phone", "Email", "Birthday", "Company", "Gender", "Notes"],
      rows: 2,
      mapping: {
        Name: "name",
        Phone: "number",
        Email: "email",
        Birthday: "birthday",
        Company: "businessName",
        Gender: "gender",
        Notes: null
      }
    })
    expect(up.json.sample[0]).toEqual([
      "Xavier",
      `+55 21 9${number}`,
      "xavier@imp.test",
      "20/07/1985",
      "ACME",
      "M",
      "7"
    ])
    // the spreadsheet's own row numbers: Yara is row 4
    expect(up.json.sample[1][0]).toBe("Yara")
    const started = await a.post(w.admin, `/contacts/imports/${up.json.id}/run`, { mapping: up.json.mapping })
    expect(started.status, started.text).toBe(202)
    expect(await finished(up.json.id)).toMatchObject({ status: "done", created: 2, invalid: 0 })
    expect((await a.get(w.admin, `/contacts?searchParam=xavier@imp.test`)).json.contacts[0]).toMatchObject({
      name: "Xavier",
      number: `55219${number}`,
      birthday: "1985-07-20",
      businessName: "ACME",
      gender: "male"
    })

    // es and ru headers
    const es = await upload(
      w,
      w.admin,
      "es.csv",
      "Nombre,Teléfono,Correo,Apellido\nLuz,11 912345678,luz@imp.test,Paz\n"
    )
    expect(es.json.mapping).toEqual({ Nombre: "name", Teléfono: "number", Correo: "email", Apellido: "lastName" })
    const ru = await upload(w, w.admin, "ru.csv", "Имя\tТелефон\tEmail\tФамилия\nОля\t11 912345678\tola@imp.test\tИ\n")
    expect(ru.json.mapping).toEqual({ Имя: "name", Телефон: "number", Email: "email", Фамилия: "lastName" })
  })

  it.skipIf(!run)("a run reports its progress batch by batch until done", async () => {
    const rows = Array.from({ length: 1_600 }, (_, i) => `Lote ${i},11 9${eight()},lote${i}.${mode}@imp.test`)
    const up = await upload(w, w.admin, "lote.csv", ["nome,celular,email", ...rows].join("\n"))
    expect(up.status, up.text).toBe(201)
    await a.post(w.admin, `/contacts/imports/${up.json.id}/run`, { mapping: up.json.mapping })
    const { last, seen: states } = await until(up.json.id, (v) => v.status !== "running", 60_000)
    const seen = [...new Set(states.map((v) => v.processed))]
    expect(last).toMatchObject({ total: 1_600, processed: 1_600, created: 1_600, invalid: 0 })
    // never backwards, and in whole batches until the last
    expect([...seen].sort((x, y) => x - y)).toEqual(seen)
    expect(seen.every((n) => n % 500 === 0 || n === 1_600)).toBe(true)
  })

  it.skipIf(!run)("a file that does not parse, or is too large, keeps nothing", async () => {
    const before = await countImports(w)
    const open = `nome,telefone\nAna,11 9${eight()}\nBia,11 9${eight()}\n"Caio,11 9${eight()}\nDani,11 9${eight()}\n`
    const r = await upload(w, w.admin, "quebrado.csv", open)
    expect([r.status, r.json.error, r.json.row, r.json.column]).toEqual([400, "ERR_IMPORT_FILE_INVALID", 4, 1])
    const wide = await upload(w, w.admin, "largo.csv", `nome,telefone\nAna,11 9${eight()}\nSilva, Bia,11 9${eight()}\n`)
    expect([wide.status, wide.json.error, wide.json.row, wide.json.column]).toEqual([
      400,
      "ERR_IMPORT_FILE_INVALID",
      3,
      3
    ])
    const notXlsx = await upload(w, w.admin, "planilha.xlsx", "nome,telefone\n", XLSX)
    expect([notXlsx.status, notXlsx.json.error, notXlsx.json.row]).toEqual([400, "ERR_IMPORT_FILE_INVALID", 1])
    const broken = await upload(w, w.admin, "x.xlsx", Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(64)]))
    expect([broken.status, broken.json.error]).toEqual([400, "ERR_IMPORT_FILE_INVALID"])
    const empty = await upload(w, w.admin, "vazio.csv", "")
    expect([empty.status, empty.json.error]).toEqual([400, "ERR_IMPORT_FILE_INVALID"])
    const big = await upload(w, w.admin, "grande.csv", `nome,telefone\n${"x".repeat(21 * 1024 * 1024)}`)
    expect([big.status, big.json.error]).toEqual([413, "ERR_FILE_TOO_LARGE"])
    expect(await countImports(w)).toBe(before)
  })

  it.skipIf(!run)(
    "export: CSV and XLSX of the tenant's contacts, searchable, re-imported without changes",
    async () => {
      await setSetting(w, "hideContactData", true)
      try {
        const number = eight()
        const tag = (await a.post(w.admin, "/admin/tags", { name: "Exportada", color: "#00aa00" })).json
        const created = await a.post(w.admin, "/contacts", {
          name: "=Zélia Exportada",
          number: `+55 31 9${number}`,
          email: "zelia@exp.test",
          birthday: "07/09/1977",
          gender: "female",
          maritalStatus: "widowed",
          tagIds: [tag.id]
        })
        expect(created.status, created.text).toBe(200)
        const total = Number(
          (await w.query`SELECT COUNT(*) AS n FROM contacts WHERE tenant_id = ${w.admin.tenantId}`)[0].n
        )

        const res = await download(w, w.admin, "format=csv")
        expect(res.status, res.bytes.toString()).toBe(200)
        expect(res.headers.get("content-type")).toContain("text/csv")
        expect(res.headers.get("content-disposition")).toMatch(
          /^attachment; filename="contatos-\d{4}-\d{2}-\d{2}\.csv"$/
        )
        const rows: Array<Array<string>> = parse(res.bytes, { bom: true, relax_column_count: true })
        expect(rows[0]).toEqual([
          "Nome",
          "Primeiro nome",
          "Sobrenome",
          "Empresa",
          "CPF/CNPJ",
          "Data de nascimento",
          "Gênero",
          "Estado civil",
          "Origem",
          "Telefone",
          "E-mail",
          "Instagram",
          "Telegram",
          "Site",
          "Categoria",
          "Etiquetas"
        ])
        expect(rows).toHaveLength(total + 1)
        // an administrator sees the data the tenant hides from agents; a formula is shielded
        expect(rows).toContainEqual([
          "'=Zélia Exportada",
          "",
          "",
          "",
          "",
          "07/09/1977",
          "Feminino",
          "Viúvo(a)",
          "",
          `55319${number}`,
          "zelia@exp.test",
          "",
          "",
          "",
          "",
          "Exportada"
        ])
        const searched = parse(
          (await download(w, w.admin, `format=csv&searchParam=${encodeURIComponent("zelia@exp")}`)).bytes,
          { bom: true }
        )
        expect(searched).toHaveLength(2)

        const book = new ExcelJS.Workbook()
        const xlsx = await download(w, w.admin, "format=xlsx&searchParam=Exportada")
        expect(xlsx.status).toBe(200)
        expect(xlsx.headers.get("content-type")).toBe(XLSX)
        expect(xlsx.headers.get("content-disposition")).toMatch(/filename="contatos-\d{4}-\d{2}-\d{2}\.xlsx"/)
        await book.xlsx.load(xlsx.bytes as any)
        const sheet = book.worksheets[0]!
        expect(sheet.getRow(1).getCell(1).value).toBe("Nome")
        expect(sheet.getRow(2).getCell(1).value).toBe("=Zélia Exportada")
        expect(sheet.getRow(2).getCell(10).value).toBe(`55319${number}`)

        // the export re-imports cleanly: nobody new, nothing changed
        const again = await upload(w, w.admin, "contatos.csv", res.bytes)
        expect(again.status, again.text).toBe(201)
        const check = await a.post(w.admin, `/contacts/imports/${again.json.id}/check`, { mapping: again.json.mapping })
        expect(check.json).toMatchObject({ rows: total, creates: 0, updates: 0, unchanged: total, invalid: 0 })
        const fromXlsx = await upload(w, w.admin, "contatos.xlsx", xlsx.bytes, XLSX)
        const checkX = await a.post(w.admin, `/contacts/imports/${fromXlsx.json.id}/check`, {
          mapping: fromXlsx.json.mapping
        })
        expect(checkX.json).toMatchObject({ creates: 0, updates: 0, unchanged: 1, invalid: 0 })

        const bad = await download(w, w.admin, "format=pdf")
        expect(bad.status).toBe(400)
        expect((await download(w, w.admin, "searchParam=z")).status).toBe(400)
      } finally {
        await setSetting(w, "hideContactData", false)
      }
    }
  )

  it.skipIf(!run)("a run whose node stopped reporting counts as failed, and may run again", async () => {
    const up = await upload(w, w.admin, "parado.csv", `nome,telefone\nParado,11 9${eight()}\n`)
    const id = up.json.id
    await w.query`UPDATE contact_imports SET status = ${"running"}, updated_at = ${Date.now() - 6 * 60_000}
      WHERE id = ${id}`
    expect((await a.get(w.admin, `/contacts/imports/${id}`)).json.status).toBe("failed")
    const again = await a.post(w.admin, `/contacts/imports/${id}/run`, { mapping: up.json.mapping })
    expect(again.status, again.text).toBe(202)
    expect(await finished(id)).toMatchObject({ status: "done", created: 1, processed: 1 })
  })

  it.skipIf(!run)("admin flag only; another tenant's import is not found and stays as it was", async () => {
    const up = await upload(w, w.sup, "sup.csv", `nome,telefone\nSup,11 9${eight()}\n`)
    expect(up.status, up.text).toBe(201)
    const id = up.json.id
    const mapping = up.json.mapping
    for (const [status, path, body] of [
      ["GET", `/contacts/imports/${id}`],
      ["POST", `/contacts/imports/${id}/check`, { mapping }],
      ["POST", `/contacts/imports/${id}/run`, { mapping }],
      ["GET", "/contacts/export?format=csv"]
    ] as Array<[string, string, unknown?]>) {
      const r = status === "GET" ? await a.get(w.agent, path) : await a.post(w.agent, path, body)
      expect([r.status, r.json?.error], path).toEqual([403, "ERR_NO_PERMISSION"])
      const other = status === "GET" ? await a.get(w.adminB, path) : await a.post(w.adminB, path, body)
      if (!path.startsWith("/contacts/export"))
        expect([other.status, other.json.error], path).toEqual([404, "ERR_NO_IMPORT_FOUND"])
    }
    const agentUpload = await upload(w, w.agent, "a.csv", "nome,telefone\n")
    expect([agentUpload.status, agentUpload.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
    for (const path of ["/contacts/imports/999999999", "/contacts/imports/abc", "/contacts/imports/0"])
      expect((await a.get(w.admin, path)).json.error).toBe("ERR_NO_IMPORT_FOUND")
    // tenant B's own export holds its contacts only
    const theirs = parse((await download(w, w.adminB, "format=csv")).bytes, { bom: true })
    const countB = (await w.query`SELECT COUNT(*) AS n FROM contacts WHERE tenant_id = ${w.adminB.tenantId}`)[0].n
    expect(theirs).toHaveLength(Number(countB) + 1)
    expect(theirs.flat()).not.toContain("Gil Novo")
    expect((await a.get(w.sup, `/contacts/imports/${id}`)).json).toMatchObject({ status: "uploaded", processed: 0 })
  })
})
