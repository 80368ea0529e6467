import type { MouseEvent, ReactNode } from "react"
import { navigate } from "../../lib/hashRouter"

type LinkProps = {
  to: string
  className?: string
  children: ReactNode
  "aria-current"?: "page" | undefined
} & Record<`data-${string}`, string | undefined>

/** An anchor to a hash route; a plain click goes through navigate() (same path is cancelled). */
export function Link({ to, children, ...rest }: LinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(to)
  }

  return (
    <a href={`#${to}`} onClick={handleClick} {...rest}>
      {children}
    </a>
  )
}
