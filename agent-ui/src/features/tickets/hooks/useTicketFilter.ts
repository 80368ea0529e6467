import type { TicketListQuery } from "@atende/core/contracts/tickets"
import { useCallback, useState } from "react"
import { useTranslation } from "react-i18next"
import { getSession } from "../../../lib/session"
import { toast } from "../../../lib/toast"
import { saveUserConfigs } from "../../../lib/userConfigs"
import { filterFromConfigs, filterToConfigs, type TicketFilter } from "../state/filters"

/**
 * The agent's ticket filter: starts from the stored `filtrosAtendimento` of the login result and
 * is saved back with PUT /users/{id}/configs on every change (spec §3).
 */
export function useTicketFilter() {
  const { t } = useTranslation("tickets")
  const [filter, setFilter] = useState<TicketFilter>(() => filterFromConfigs(getSession()?.configs.filtrosAtendimento))

  const changeFilter = useCallback(
    (next: TicketFilter) => {
      setFilter(next)
      saveUserConfigs({ filtrosAtendimento: filterToConfigs(next) as TicketListQuery }).catch(() =>
        toast.info(t("filters.saveFailed"))
      )
    },
    [t]
  )

  return { filter, changeFilter }
}
