/**
 * Files as rows: encodings, delimiters, quoted line breaks, blank rows and the spreadsheet's row
 * numbers, header names made unique, and where a broken file breaks.
 */
import { Effect, Either } from "effect"
import ExcelJS from "exceljs"
import { describe, expect, it } from "vitest"
import { parseImportFile } from "./parseImportFile"

const parsed = (bytes: Uint8Array | string, name = "f.csv") =>
  Effect.runPromise(
    Effect.either(parseImportFile(typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes, name))
  )

const ok = async (bytes: Uint8Array | string, name?: string) => {
  const r = await parsed(bytes, name)
  if (Either.isLeft(r)) throw new Error(JSON.stringify(r.left))
  return { ...r.right, rows: r.right.chunks.flatMap((c) => JSON.parse(c)) }
}

const failure = async (bytes: Uint8Array | string, name?: string) => {
  const r = await parsed(bytes, name)
  if (Either.isRight(r)) throw new Error("parsed")
  return { code: r.left.code, ...r.left.extra }
}

describe("parseImportFile", () => {
  it("CSV: the delimiter of the header line, quoted line breaks in one row, blank rows left out", async () => {
    const f = await ok('\ufeffNome;Telefone;\n"Ana\nSouza";11 91234-5678;\n\n;;\nBia;"1, 2";x\n')
    expect(f.format).toBe("csv")
    expect(f.columns).toEqual(["Nome", "Telefone", "C"])
    expect(f.total).toBe(2)
    expect(f.rows).toEqual([
      [2, "Ana\nSouza", "11 91234-5678", ""],
      [5, "Bia", "1, 2", "x"]
    ])
    expect(f.sample).toEqual([
      ["Ana\nSouza", "11 91234-5678", ""],
      ["Bia", "1, 2", "x"]
    ])
  })

  it("CSV: Windows-1252 and UTF-16 text, tabs, repeated header names", async () => {
    const latin = Buffer.from("Nome,Observação\nJoão,ação\n", "latin1")
    expect((await ok(latin)).rows).toEqual([[2, "João", "ação"]])
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Nome\tNome\nA\tB\n", "utf16le")])
    const f = await ok(utf16)
    expect(f.columns).toEqual(["Nome", "Nome (2)"])
    expect(f.rows).toEqual([[2, "A", "B"]])
  })

  it("CSV: shorter rows are padded; an open quote or a cell past the header breaks the file there", async () => {
    expect((await ok("a,b,c\n1\n")).rows).toEqual([[2, "1", "", ""]])
    expect(await failure('a,b\n1,2\n3,"4\n5,6\n')).toEqual({ code: "ERR_IMPORT_FILE_INVALID", row: 3, column: 2 })
    expect(await failure("a,b\n1,2,3\n")).toEqual({ code: "ERR_IMPORT_FILE_INVALID", row: 2, column: 3 })
    expect(await failure("a,b\n1,\u00002\n")).toEqual({ code: "ERR_IMPORT_FILE_INVALID", row: 2, column: 2 })
    expect(await failure("")).toEqual({ code: "ERR_IMPORT_FILE_INVALID", row: 1, column: 1 })
    expect(await failure("\n ,\n")).toEqual({ code: "ERR_IMPORT_FILE_INVALID", row: 1, column: 1 })
  })

  it("XLSX: the first sheet, its row numbers, dates, formulas and rich text as text", async () => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet("A")
    sheet.addRow(["Nome", "Nascimento", "Total", "Obs"])
    sheet.addRow([])
    sheet.addRow([
      "Ana",
      new Date(Date.UTC(1990, 2, 5)),
      { formula: "1+1", result: 2 },
      { richText: [{ text: "a" }, { text: "b" }] },
      "além"
    ])
    book.addWorksheet("B").addRow(["ignorada"])
    const f = await ok(new Uint8Array(await book.xlsx.writeBuffer()), "x.bin")
    expect(f.format).toBe("xlsx")
    expect(f.columns).toEqual(["Nome", "Nascimento", "Total", "Obs"])
    expect(f.rows).toEqual([[3, "Ana", "05/03/1990", "2", "ab"]])
  })

  it("XLSX: a name that says xlsx on other bytes, or a broken zip, is invalid", async () => {
    expect(await failure("a,b\n", "x.xlsx")).toMatchObject({ code: "ERR_IMPORT_FILE_INVALID", row: 1 })
    const book = new ExcelJS.Workbook()
    book.addWorksheet("A").addRow(["Nome"])
    const bytes = new Uint8Array(await book.xlsx.writeBuffer())
    expect(await failure(bytes.subarray(0, bytes.length / 2))).toMatchObject({ code: "ERR_IMPORT_FILE_INVALID" })
  })
})
