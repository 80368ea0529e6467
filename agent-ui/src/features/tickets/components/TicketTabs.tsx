import type { TicketStatus } from "@atende/core/ticket/ticket"
import { useTranslation } from "react-i18next"
import type { TicketLists } from "../state/ticketLists"

type TicketTabsProps = { lists: TicketLists; active: TicketStatus; onSelect: (status: TicketStatus) => void }

const ACTIVE_STATUSES: TicketStatus[] = ["open", "pending"]

// Counts in pt-BR style; the server counts exactly up to 10,000 ("10.000+" above).
function Count({ value, loaded, capped }: { value: number; loaded: boolean; capped?: boolean }) {
  return loaded ? (
    <span className="tab-count">
      {value.toLocaleString("pt-BR")}
      {capped ? "+" : ""}
    </span>
  ) : null
}

/** Active and resolved tabs (spec §2); the active tab keeps the open/pending split as sub-tabs. */
export function TicketTabs({ lists, active, onSelect }: TicketTabsProps) {
  const { t } = useTranslation("tickets")
  const resolved = active === "closed"
  const activeLoaded = lists.open.loaded && lists.pending.loaded

  return (
    <>
      <div className="tabs" role="tablist">
        <button
          type="button"
          role="tab"
          className="tab"
          aria-selected={!resolved}
          data-testid="tab-active"
          onClick={() => resolved && onSelect("open")}
        >
          {t("tickets.tabs.active")}
          <Count
            value={lists.open.count + lists.pending.count}
            loaded={activeLoaded}
            capped={lists.open.capped || lists.pending.capped}
          />
        </button>
        <button
          type="button"
          role="tab"
          className="tab"
          aria-selected={resolved}
          data-testid="tab-closed"
          onClick={() => onSelect("closed")}
        >
          {t("tickets.tabs.resolved")}
          <Count value={lists.closed.count} loaded={lists.closed.loaded} capped={lists.closed.capped} />
        </button>
      </div>
      {!resolved && (
        <div className="subtabs" role="tablist">
          {ACTIVE_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              role="tab"
              className="subtab"
              aria-selected={status === active}
              data-testid={`tab-${status}`}
              onClick={() => onSelect(status)}
            >
              {t(`tickets.tabs.${status}`)}
              <Count value={lists[status].count} loaded={lists[status].loaded} capped={lists[status].capped} />
            </button>
          ))}
        </div>
      )}
    </>
  )
}
