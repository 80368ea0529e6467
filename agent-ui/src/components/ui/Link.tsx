import type { ReactNode } from "react"
import { Link as RouterLink } from "react-router"

type LinkProps = {
  to: string
  className?: string
  children: ReactNode
  "aria-current"?: "page" | undefined
} & Record<`data-${string}`, string | undefined>

/** An anchor to a hash route (react-router's Link: a click on the page already shown replaces it). */
export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <RouterLink to={to} {...rest}>
      {children}
    </RouterLink>
  )
}
