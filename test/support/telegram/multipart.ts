/**
 * multipart/form-data bodies as the Bot API reads them: fields (text) and files (bytes with their
 * file name), by part name. grammY writes its headers without spaces and its file names unquoted
 * (`content-disposition:form-data;name="x";filename=photo.jpg`); browsers and curl quote them:
 * both are read.
 */
export type FormFile = { readonly filename: string; readonly contentType: string; readonly bytes: Buffer }
export type Form = { readonly fields: Record<string, string>; readonly files: Record<string, FormFile> }

const param = (header: string, name: string) => {
  const m = new RegExp(`;\\s*${name}=("([^"]*)"|[^;\\r\\n]*)`, "i").exec(header)
  return m ? (m[2] ?? m[1]!.trim()) : undefined
}

export const boundaryOf = (contentType: string | undefined) => {
  const b = contentType ? param(contentType, "boundary") : undefined
  return b && /^multipart\/form-data/i.test(contentType ?? "") ? b : undefined
}

export const parseMultipart = (body: Buffer, boundary: string): Form => {
  const fields: Record<string, string> = {}
  const files: Record<string, FormFile> = {}
  const delimiter = Buffer.from(`--${boundary}`)
  let at = body.indexOf(delimiter)
  if (at < 0) throw new Error("no multipart boundary in the body")
  for (;;) {
    at += delimiter.length
    if (body.subarray(at, at + 2).toString() === "--") break
    if (body.subarray(at, at + 2).toString() === "\r\n") at += 2
    const next = body.indexOf(delimiter, at)
    if (next < 0) throw new Error("multipart body without its closing boundary")
    // the part ends with the CRLF before the next delimiter
    const part = body.subarray(at, next - 2)
    const headerEnd = part.indexOf("\r\n\r\n")
    if (headerEnd < 0) throw new Error("multipart part without headers")
    const headers = part.subarray(0, headerEnd).toString("utf8")
    const content = part.subarray(headerEnd + 4)
    const disposition = /content-disposition:\s*([^\r\n]*)/i.exec(headers)?.[1] ?? ""
    const name = param(disposition, "name")
    if (!name) throw new Error("multipart part without a name")
    const filename = param(disposition, "filename")
    if (filename !== undefined) {
      const contentType = /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim() ?? "application/octet-stream"
      files[name] = { filename, contentType, bytes: Buffer.from(content) }
    } else fields[name] = content.toString("utf8")
    at = next
  }
  return { fields, files }
}
