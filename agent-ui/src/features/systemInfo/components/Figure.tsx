import type { ReactNode } from "react"

type FigureProps = { label: string; children: ReactNode; testId?: string }

/** One labelled figure of a card (a term and its value). */
export function Figure({ label, children, testId }: FigureProps) {
  return (
    <div className="sysinfo-figure">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}
