import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { describeError } from "../../../lib/errorText"
import { formatDateTime } from "../../../lib/format"
import { merge, undoMerges, useDuplicateGroups, useRecentMerges } from "../hooks/useDuplicates"
import { displayName, displayNumber } from "../state/display"
import {
  groupKey,
  keepIdOf,
  mergeAllRequests,
  mergedCount,
  mergeRequest,
  type DuplicateGroup,
  type Merge,
  type MergeRequest
} from "../state/duplicates"
import "../contactDialogs.css"

type DuplicatesDialogProps = { onClose: () => void }

function failureText(error: unknown): string {
  const failure = describeError(error)
  return failure.title ? `${failure.title}: ${failure.text}` : failure.text
}

/**
 * "Delete duplicates" (the admin flag): the tenant's contacts that share a number or an e-mail, by
 * group. In each the oldest is kept unless the user picks another; "Merge" merges one group, "Merge
 * all" every group. The last merge can be undone from its banner, and any recent one from the list.
 */
export function DuplicatesDialog({ onClose }: DuplicatesDialogProps) {
  const { t, i18n } = useTranslation("contacts")
  const groups = useDuplicateGroups()
  const merges = useRecentMerges()
  const [choices, setChoices] = useState<Record<string, number>>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<Merge[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function handleMerge(requests: MergeRequest[]) {
    if (busy || requests.length === 0) return
    setBusy(true)
    setFailure(null)
    try {
      setDone(await merge(requests))
    } catch (error) {
      setFailure(failureText(error))
    } finally {
      setBusy(false)
    }
  }

  async function handleUndo(mergeIds: readonly number[]) {
    if (busy) return
    setBusy(true)
    setFailure(null)
    try {
      await undoMerges(mergeIds)
      setDone(null)
    } catch (error) {
      setFailure(failureText(error))
    } finally {
      setBusy(false)
    }
  }

  const list = groups.data?.groups ?? []

  function renderGroup(group: DuplicateGroup) {
    const key = groupKey(group)
    const keepId = keepIdOf(group, choices)
    const value = group.reason === "phone" ? displayNumber(group.value) : group.value
    return (
      <fieldset key={key} className="duplicate-group" data-testid="duplicate-group" data-group={key}>
        <legend>{t(`contacts.duplicates.reason.${group.reason}`, { value })}</legend>
        <ul className="duplicate-contacts">
          {group.contacts.map((contact) => (
            <li key={contact.id}>
              <label className={contact.id === keepId ? "pick pick-on" : "pick"} data-testid="duplicate-contact">
                <input
                  type="radio"
                  name={`keep-${key}`}
                  checked={contact.id === keepId}
                  data-testid="duplicate-keep"
                  data-contact-id={String(contact.id)}
                  onChange={() => setChoices({ ...choices, [key]: contact.id })}
                />
                <span className="duplicate-contact-text">
                  <strong>{displayName(contact)}</strong>
                  <span className="muted">
                    {[contact.number && displayNumber(contact.number), contact.email].filter(Boolean).join(" · ")}
                  </span>
                  <span className="muted">
                    {t("contacts.duplicates.created", { date: formatDateTime(contact.createdAt, i18n.language) })}
                  </span>
                </span>
                {contact.id === keepId && <span className="chip">{t("contacts.duplicates.kept")}</span>}
              </label>
            </li>
          ))}
        </ul>
        <div className="duplicate-actions">
          <button
            type="button"
            className="button button-outline"
            data-testid="duplicate-merge"
            disabled={busy}
            onClick={() => void handleMerge([mergeRequest(group, choices)])}
          >
            {t("contacts.duplicates.merge")}
          </button>
        </div>
      </fieldset>
    )
  }

  const recent = merges.data?.merges ?? []
  return (
    <Modal title={t("contacts.duplicates.title")} onClose={onClose} testId="duplicates-dialog">
      <p className="muted">{t("contacts.duplicates.intro")}</p>
      {done && done.length > 0 && (
        <div className="contacts-banner" role="status" data-testid="merge-banner">
          <span>{t("contacts.duplicates.merged", { count: mergedCount(done) })}</span>
          <button
            type="button"
            className="link-button"
            data-testid="merge-undo"
            disabled={busy}
            onClick={() => void handleUndo(done.map((item) => item.id))}
          >
            {t("contacts.duplicates.undo")}
          </button>
        </div>
      )}
      {failure && (
        <p className="field-error" role="alert" data-testid="duplicates-error">
          {failure}
        </p>
      )}
      {groups.isError ? (
        <div className="contacts-state" data-testid="duplicates-load-error">
          <p className="field-error">
            {t("contacts.duplicates.loadFailed")} {failureText(groups.error)}
          </p>
          <button type="button" className="button button-outline" onClick={() => void groups.refetch()}>
            {t("common.tryAgain")}
          </button>
        </div>
      ) : groups.isPending ? (
        <p className="muted">{t("contacts.loading")}</p>
      ) : list.length === 0 ? (
        <p className="muted" data-testid="duplicates-empty">
          {t("contacts.duplicates.none")}
        </p>
      ) : (
        <>
          <div className="duplicate-head">
            <span className="muted" data-testid="duplicates-count">
              {t("contacts.duplicates.count", { count: list.length })}
            </span>
            <button
              type="button"
              className="button button-primary"
              data-testid="duplicates-merge-all"
              disabled={busy}
              onClick={() => void handleMerge(mergeAllRequests(list, choices))}
            >
              {t("contacts.duplicates.mergeAll")}
            </button>
          </div>
          {list.map(renderGroup)}
        </>
      )}
      <h3 className="form-section">{t("contacts.duplicates.recent")}</h3>
      {merges.isError ? (
        <p className="field-error">
          {t("contacts.duplicates.recentFailed")} {failureText(merges.error)}
        </p>
      ) : merges.isPending ? (
        <p className="muted">{t("contacts.loading")}</p>
      ) : recent.length === 0 ? (
        <p className="muted" data-testid="recent-merges-empty">
          {t("contacts.duplicates.noRecent")}
        </p>
      ) : (
        <ul className="recent-merges" data-testid="recent-merges">
          {recent.map((item) => (
            <li
              key={item.id}
              className="recent-merge"
              data-testid="recent-merge"
              data-merge-id={String(item.id)}
              data-undone={String(item.undone)}
            >
              <span className="recent-merge-text">
                <span>
                  {t("contacts.duplicates.mergedInto", { names: item.mergedNames.join(", "), name: item.keptName })}
                </span>
                <span className="muted">
                  {formatDateTime(item.at, i18n.language)}
                  {item.byName ? ` · ${t("contacts.duplicates.by", { name: item.byName })}` : ""}
                </span>
              </span>
              {item.undone ? (
                <span className="chip">{t("contacts.duplicates.undone")}</span>
              ) : (
                <button
                  type="button"
                  className="button button-ghost"
                  data-testid="recent-merge-undo"
                  disabled={busy}
                  onClick={() => void handleUndo([item.id])}
                >
                  {t("contacts.duplicates.undo")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
