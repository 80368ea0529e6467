import { useTranslation } from "react-i18next"
import { describeError } from "../../../lib/errorText"
import type { useContactList } from "../hooks/useContacts"

type ListFooterProps = { list: ReturnType<typeof useContactList>; testId: string }

function failureText(error: unknown): string {
  const failure = describeError(error)
  return failure.title ? `${failure.title}: ${failure.text}` : failure.text
}

/** Under a contacts list: why the next page failed, and "load more" while there is a next page. */
export function ListFooter({ list, testId }: ListFooterProps) {
  const { t } = useTranslation("contacts")
  return (
    <>
      {list.isFetchNextPageError && (
        <p className="field-error" data-testid={`${testId}-more-error`}>
          {t("contacts.list.moreFailed")} {failureText(list.error)}
        </p>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button button-outline contacts-more"
          data-testid={`${testId}-more`}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t("contacts.list.loadingMore") : t("contacts.list.loadMore")}
        </button>
      )}
    </>
  )
}

type ListStateProps = { list: ReturnType<typeof useContactList>; searching: boolean; testId: string }

/** The list's first load: its failure (with "try again"), "loading", or "no contacts"; null once there are rows. */
export function ListState({ list, searching, testId }: ListStateProps) {
  const { t } = useTranslation("contacts")
  if (list.isError && !list.isFetchNextPageError)
    return (
      <div className="contacts-state" data-testid={`${testId}-load-error`}>
        <p className="field-error">
          {t("contacts.list.loadFailed")} {failureText(list.error)}
        </p>
        <button type="button" className="button button-outline" onClick={() => void list.refetch()}>
          {t("common.tryAgain")}
        </button>
      </div>
    )
  if (list.isPending) return <p className="contacts-state muted">{t("contacts.loading")}</p>
  const count = list.data?.pages.reduce((sum, page) => sum + page.contacts.length, 0) ?? 0
  if (count === 0)
    return (
      <p className="contacts-state muted" data-testid={`${testId}-empty`}>
        {searching ? t("contacts.list.emptySearch") : t("contacts.list.empty")}
      </p>
    )
  return null
}
