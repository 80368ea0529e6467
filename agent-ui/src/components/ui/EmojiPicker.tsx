import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"

// A small built-in set (no emoji library): the ones agents use most, with search words in
// pt/en so "obrigado" or "thanks" finds 🙏.
const EMOJIS: readonly (readonly [string, string])[] = [
  ["😀", "sorriso smile feliz happy"],
  ["😃", "sorriso smile alegre"],
  ["😄", "riso laugh"],
  ["😁", "sorriso grin"],
  ["😅", "ufa sweat"],
  ["😂", "chorar de rir joy lol"],
  ["🤣", "rolar de rir rofl"],
  ["😊", "corado blush"],
  ["😇", "anjo angel"],
  ["🙂", "leve slight smile"],
  ["😉", "piscada wink"],
  ["😍", "apaixonado love eyes"],
  ["😘", "beijo kiss"],
  ["😋", "delicia yum"],
  ["😎", "legal cool oculos"],
  ["🤩", "estrela star struck"],
  ["🤔", "pensando thinking"],
  ["🤨", "desconfiado raised eyebrow"],
  ["😐", "neutro neutral"],
  ["😶", "sem palavras silent"],
  ["🙄", "revirar olhos eye roll"],
  ["😏", "malicioso smirk"],
  ["😴", "sono sleep"],
  ["😌", "aliviado relieved"],
  ["😔", "pensativo pensive"],
  ["😢", "triste sad cry"],
  ["😭", "chorando sob"],
  ["😤", "bufando triumph"],
  ["😠", "bravo angry"],
  ["😡", "furioso rage"],
  ["😱", "susto scream"],
  ["😳", "envergonhado flushed"],
  ["🥳", "festa party"],
  ["🥺", "por favor pleading"],
  ["🤗", "abraco hug"],
  ["🤝", "acordo handshake deal"],
  ["👍", "joia ok like thumbs up sim yes"],
  ["👎", "nao dislike thumbs down"],
  ["👏", "palmas clap"],
  ["🙌", "viva hooray"],
  ["🙏", "obrigado thanks por favor please pray"],
  ["👋", "ola tchau hello bye wave"],
  ["✌️", "paz peace"],
  ["👌", "perfeito ok"],
  ["💪", "forca strong"],
  ["👀", "olhos eyes"],
  ["❤️", "coracao heart love amor"],
  ["💙", "coracao azul blue heart"],
  ["💚", "coracao verde green heart"],
  ["💔", "coracao partido broken heart"],
  ["🔥", "fogo fire"],
  ["✨", "brilho sparkles"],
  ["⭐", "estrela star"],
  ["🎉", "parabens congrats party"],
  ["🎁", "presente gift"],
  ["✅", "feito done check"],
  ["❌", "erro cross no"],
  ["⚠️", "atencao warning"],
  ["❓", "pergunta question"],
  ["❗", "importante exclamation"],
  ["📞", "telefone phone"],
  ["📱", "celular mobile"],
  ["💻", "computador laptop"],
  ["📧", "email"],
  ["📎", "anexo clip"],
  ["📄", "documento document"],
  ["📅", "data calendar"],
  ["⏰", "alarme alarm"],
  ["⏳", "aguarde wait hourglass"],
  ["💰", "dinheiro money"],
  ["💳", "cartao card"],
  ["🧾", "recibo receipt boleto"],
  ["🚚", "entrega delivery"],
  ["📦", "pacote package"],
  ["🏠", "casa home"],
  ["🛒", "carrinho cart compras"],
  ["☕", "cafe coffee"],
  ["🍕", "pizza"],
  ["🎂", "aniversario birthday cake"],
  ["🌞", "sol sun bom dia"],
  ["🌙", "lua moon boa noite"],
  ["🌧️", "chuva rain"],
  ["🚀", "foguete rocket"],
  ["💡", "ideia idea"]
]

type EmojiPickerProps = { onPick: (emoji: string) => void; onClose: () => void; testId?: string }

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
}

/** A popover grid of emoji with a search box; picking one calls onPick (the picker stays open). */
export function EmojiPicker({ onPick, onClose, testId = "emoji-picker" }: EmojiPickerProps) {
  const { t } = useTranslation()
  const [query, setQuery] = useState("")
  const root = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })

  useEffect(() => {
    function handleDown(event: MouseEvent) {
      if (!root.current?.contains(event.target as Node)) close.current()
    }
    function handleKey(event: KeyboardEvent) {
      if (event.key === "Escape") close.current()
    }
    document.addEventListener("mousedown", handleDown)
    document.addEventListener("keydown", handleKey)
    return () => {
      document.removeEventListener("mousedown", handleDown)
      document.removeEventListener("keydown", handleKey)
    }
  }, [])

  const needle = fold(query.trim())
  const shown = needle ? EMOJIS.filter(([, words]) => fold(words).includes(needle)) : EMOJIS

  return (
    <div ref={root} className="emoji-picker" role="dialog" aria-label={t("emoji.title")} data-testid={testId}>
      <input
        className="emoji-search"
        type="search"
        placeholder={t("emoji.search")}
        aria-label={t("emoji.search")}
        value={query}
        autoFocus
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="emoji-grid">
        {shown.map(([emoji, words]) => (
          <button
            key={emoji}
            type="button"
            className="emoji-cell"
            title={words.split(" ")[0]}
            data-emoji={emoji}
            onClick={() => onPick(emoji)}
          >
            {emoji}
          </button>
        ))}
      </div>
    </div>
  )
}

/** The quick reactions offered on a message. */
export const QUICK_REACTIONS = ["👍", "❤️", "😂", "😮", "😢", "🙏"] as const
