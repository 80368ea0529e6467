import { useEffect, useState } from "react"

export type QrImage = { url: string | null; failed: boolean }

/** The QR drawing library, loaded the first time a QR code is shown (most visits never need it). */
const loadQrCode = () => import("qrcode").then((module) => module.default)

/** The QR code of `text` as a PNG data URL, drawn again when the text changes (null while none). */
export function useQrImage(text: string | null): QrImage {
  const [image, setImage] = useState<QrImage & { text: string | null }>({ text: null, url: null, failed: false })
  useEffect(() => {
    if (!text) return
    let alive = true
    loadQrCode()
      .then((QRCode) => QRCode.toDataURL(text, { margin: 1, width: 264, errorCorrectionLevel: "M" }))
      .then(
        (url) => alive && setImage({ text, url, failed: false }),
        () => alive && setImage({ text, url: null, failed: true })
      )
    return () => {
      alive = false
    }
  }, [text])
  // the image of another text is not shown while the new one is drawn
  return image.text === text ? { url: image.url, failed: image.failed } : { url: null, failed: false }
}
