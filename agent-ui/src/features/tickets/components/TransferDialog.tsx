import type { Ticket } from "@atende/core/ticket/ticket"
import { useMemo, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { NamedSelect } from "../../../components/ui/NamedSelect"
import { Modal } from "../../../components/ui/Modal"
import type { UserOption } from "../../../lib/catalogApi"
import { useQueues, useUsers } from "../../../lib/queries"
import type { TicketChange } from "../api/ticketsApi"

type TransferDialogProps = {
  ticket: Ticket
  busy: boolean
  onTransfer: (change: TicketChange) => Promise<boolean>
  onClose: () => void
}

type Target = "queue" | "user"

const NO_USERS: UserOption[] = []

function userQueueIds(user: UserOption): number[] {
  return user.queueIds ?? user.queues?.map((queue) => Number(queue.id)) ?? []
}

/**
 * Transfer to a queue or to a user (spec §4): a target is required, and for a user the user
 * must be chosen. A transfer to the current owner is refused by the server with the catalogue's
 * ERR_TICKET_ALREADY_OWNED text, and the dialog stays open.
 */
export function TransferDialog({ ticket, busy, onTransfer, onClose }: TransferDialogProps) {
  const { t } = useTranslation("tickets")
  const [target, setTarget] = useState<Target>("user")
  const [queueId, setQueueId] = useState<string>(ticket.queueId != null ? String(ticket.queueId) : "")
  const [userId, setUserId] = useState<string>("")
  const allQueues = useQueues().data
  const users = useUsers().data ?? NO_USERS
  const queues = useMemo(() => (allQueues ?? []).filter((queue) => queue.active !== false), [allQueues])
  const [problem, setProblem] = useState<string | null>(null)
  const [newTicket, setNewTicket] = useState(false)

  // With a queue chosen, the users offered are that queue's (users without queues are offered too).
  const offeredUsers = queueId
    ? users.filter((user) => userQueueIds(user).length === 0 || userQueueIds(user).includes(Number(queueId)))
    : users

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (target === "queue" && !queueId) return setProblem(t("transfer.targetRequired"))
    if (target === "user" && !userId) return setProblem(t("transfer.userRequired"))
    setProblem(null)
    const change: TicketChange =
      target === "queue"
        ? { queueId: Number(queueId) }
        : { userId: Number(userId), ...(queueId ? { queueId: Number(queueId) } : {}) }
    if (newTicket) change.newTicket = true
    if (await onTransfer(change)) onClose()
  }

  return (
    <Modal title={t("transfer.title")} onClose={onClose} size="sm" testId="transfer-dialog">
      <form className="form-stack" onSubmit={handleSubmit} noValidate>
        <div className="segmented" role="radiogroup">
          <label className={target === "user" ? "segment segment-on" : "segment"}>
            <input
              type="radio"
              name="target"
              value="user"
              checked={target === "user"}
              data-testid="transfer-to-user"
              onChange={() => setTarget("user")}
            />
            {t("transfer.toUser")}
          </label>
          <label className={target === "queue" ? "segment segment-on" : "segment"}>
            <input
              type="radio"
              name="target"
              value="queue"
              checked={target === "queue"}
              data-testid="transfer-to-queue"
              onChange={() => setTarget("queue")}
            />
            {t("transfer.toQueue")}
          </label>
        </div>
        <NamedSelect
          label={t("transfer.queue")}
          value={queueId}
          items={queues}
          empty={t("transfer.chooseQueue")}
          onChange={setQueueId}
          testId="transfer-queue"
        />
        {target === "user" && (
          <NamedSelect
            label={t("transfer.user")}
            value={userId}
            items={offeredUsers}
            empty={t("transfer.chooseUser")}
            onChange={setUserId}
            testId="transfer-user"
          />
        )}
        <label className="check">
          <input
            type="checkbox"
            data-testid="transfer-new-ticket"
            checked={newTicket}
            onChange={(event) => setNewTicket(event.target.checked)}
          />
          {t("transfer.newTicket")}
        </label>
        {problem && (
          <small className="field-error" data-testid="transfer-problem">
            {problem}
          </small>
        )}
        <div className="modal-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="button button-primary" data-testid="transfer-submit" disabled={busy}>
            {t("transfer.submit")}
          </button>
        </div>
      </form>
    </Modal>
  )
}
