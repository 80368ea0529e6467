// The part of the `qrcode` package (1.5.x, ../shared/STACK.md) the QR dialog uses; the package
// ships no types of its own.
declare module "qrcode" {
  export type QRCodeToDataURLOptions = {
    margin?: number
    width?: number
    errorCorrectionLevel?: "L" | "M" | "Q" | "H"
    color?: { dark?: string; light?: string }
  }
  /** The QR code of `text` as a PNG `data:` URL. */
  export function toDataURL(text: string, options?: QRCodeToDataURLOptions): Promise<string>
  const QRCode: { toDataURL: typeof toDataURL }
  export default QRCode
}
