// mailparser 3.9 ships no types: the part of simpleParser's answer the e-mail connector reads.
declare module "mailparser" {
  export type AddressObject = {
    readonly value: ReadonlyArray<{ readonly address?: string; readonly name?: string }>
    readonly text: string
  }
  export type Attachment = {
    readonly filename?: string
    readonly contentType: string
    readonly contentDisposition?: string
    readonly content: Buffer
    readonly size: number
    readonly related?: boolean
    readonly cid?: string
  }
  export type ParsedMail = {
    readonly from?: AddressObject
    readonly to?: AddressObject | ReadonlyArray<AddressObject>
    readonly cc?: AddressObject | ReadonlyArray<AddressObject>
    readonly replyTo?: AddressObject
    readonly subject?: string
    readonly messageId?: string
    readonly inReplyTo?: string
    readonly references?: string | ReadonlyArray<string>
    readonly date?: Date
    readonly text?: string
    readonly html?: string | false
    readonly headers: Map<string, unknown>
    readonly attachments: ReadonlyArray<Attachment>
  }
  export type ParserOptions = {
    readonly skipHtmlToText?: boolean
    readonly skipImageLinks?: boolean
    readonly skipTextToHtml?: boolean
    readonly skipTextLinks?: boolean
    readonly maxHtmlLengthToParse?: number
  }
  export function simpleParser(source: Buffer | string, options?: ParserOptions): Promise<ParsedMail>
}
