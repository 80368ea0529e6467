import { isAdminProfile } from "@atende/core/rules/permissions"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { SearchInput } from "../../../components/ui/SearchInput"
import { useQueues } from "../../../lib/queries"
import { useSearchParam } from "../../../lib/searchParam"
import { useSession } from "../../../lib/session"
import { activeFilterCount, defaultFilter, type GroupsFilter, type TicketFilter } from "../state/filters"

type TicketFiltersProps = { filter: TicketFilter; onChange: (filter: TicketFilter) => void }

/** The free-text search and the advanced filters of the ticket list (spec §2 labels). */
export function TicketFilters({ filter, onChange }: TicketFiltersProps) {
  const { t } = useTranslation("tickets")
  const session = useSession()
  const [search, setSearch] = useSearchParam(filter, onChange)
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState(filter)

  // The tenant's queues while the panel is open; the agent's own queues if they cannot be read.
  const queuesQuery = useQueues(open)
  const queues = queuesQuery.isError
    ? (session?.queues ?? []).map((queue) => ({ id: Number(queue.id), name: queue.name }))
    : (queuesQuery.data ?? [])

  function handleToggle() {
    setDraft(filter)
    setOpen(!open)
  }

  function toggleQueue(id: number) {
    setDraft((current) => ({
      ...current,
      queuesIds: current.queuesIds.includes(id)
        ? current.queuesIds.filter((queue) => queue !== id)
        : [...current.queuesIds, id]
    }))
  }

  function handleApply() {
    onChange({ ...draft, searchParam: search })
    setOpen(false)
  }

  function handleClear() {
    setSearch("")
    onChange(defaultFilter())
    setOpen(false)
  }

  const count = activeFilterCount(filter)
  const canShowAll = session ? isAdminProfile(session.profile) : false

  return (
    <div className="ticket-filters">
      <div className="ticket-filters-bar">
        <SearchInput label={t("filters.search")} value={search} onChange={setSearch} testId="filter-search" />
        <button
          type="button"
          className={count ? "button button-outline" : "button button-ghost"}
          aria-expanded={open}
          data-testid="filter-open"
          onClick={handleToggle}
        >
          {t("filters.open")}
          {count > 0 && (
            <span className="tab-count" data-testid="filter-count">
              {count}
            </span>
          )}
        </button>
      </div>
      {open && (
        <div className="filter-panel" data-testid="filter-panel" role="group" aria-label={t("filters.title")}>
          <label className="field">
            <span>{t("filters.messageContent")}</span>
            <input
              data-testid="filter-message-content"
              value={draft.messageContent ?? ""}
              onChange={(event) => setDraft({ ...draft, messageContent: event.target.value || undefined })}
            />
          </label>
          <fieldset className="filter-group">
            <legend>{t("filters.queues")}</legend>
            {queues.map((queue) => (
              <label key={queue.id} className="check">
                <input
                  type="checkbox"
                  data-testid={`filter-queue-${queue.id}`}
                  checked={draft.queuesIds.includes(queue.id)}
                  onChange={() => toggleQueue(queue.id)}
                />
                {queue.name}
              </label>
            ))}
            <label className="check">
              <input
                type="checkbox"
                data-testid="filter-no-queue"
                checked={draft.includeNotQueueDefined}
                onChange={(event) => setDraft({ ...draft, includeNotQueueDefined: event.target.checked })}
              />
              {t("filters.noQueue")}
            </label>
          </fieldset>
          <label className="field">
            <span>{t("filters.groups")}</span>
            <select
              data-testid="filter-groups"
              value={draft.groups}
              onChange={(event) => setDraft({ ...draft, groups: event.target.value as GroupsFilter })}
            >
              <option value="all">{t("filters.groupsAll")}</option>
              <option value="only">{t("filters.groupsOnly")}</option>
              <option value="none">{t("filters.groupsNone")}</option>
            </select>
          </label>
          <label className="check">
            <input
              type="checkbox"
              data-testid="filter-unread"
              checked={draft.withUnreadMessages}
              onChange={(event) => setDraft({ ...draft, withUnreadMessages: event.target.checked })}
            />
            {t("filters.unreadOnly")}
          </label>
          <label className="check">
            <input
              type="checkbox"
              data-testid="filter-unassigned"
              checked={draft.isNotAssignedUser}
              onChange={(event) => setDraft({ ...draft, isNotAssignedUser: event.target.checked })}
            />
            {t("filters.unassignedOnly")}
          </label>
          {canShowAll && (
            <label className="check">
              <input
                type="checkbox"
                data-testid="filter-show-all"
                checked={draft.showAll}
                onChange={(event) => setDraft({ ...draft, showAll: event.target.checked })}
              />
              {t("filters.showAll")}
            </label>
          )}
          <div className="filter-actions">
            <button type="button" className="button button-ghost" data-testid="filter-clear" onClick={handleClear}>
              {t("filters.clear")}
            </button>
            <button type="button" className="button button-primary" data-testid="filter-apply" onClick={handleApply}>
              {t("filters.apply")}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
