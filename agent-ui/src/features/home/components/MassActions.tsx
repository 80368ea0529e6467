import { useEffect, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { NamedSelect } from "../../../components/ui/NamedSelect"
import type { QueueOption, UserOption } from "../../../lib/catalogApi"
import { notifyError } from "../../../lib/errorText"
import { useQueues, useUsers } from "../../../lib/queries"
import { toast } from "../../../lib/toast"
import { massResolve, massTransfer, type MassResult } from "../api/massApi"

type Origin = "user" | "queue"

const NO_USERS: UserOption[] = []
const NO_QUEUES: QueueOption[] = []

function OriginPicker({
  kind,
  value,
  users,
  queues,
  onKind,
  onValue,
  testId
}: {
  kind: Origin
  value: string
  users: UserOption[]
  queues: QueueOption[]
  onKind: (kind: Origin) => void
  onValue: (value: string) => void
  testId: string
}) {
  // "User" and "Queue" are the ticket transfer dialog's labels (the tickets namespace).
  const { t } = useTranslation(["home", "tickets"])
  const options = kind === "user" ? users : queues
  return (
    <div className="form-row">
      <label className="field">
        <span>{t("home.mass.origin")}</span>
        <select value={kind} data-testid={`${testId}-kind`} onChange={(event) => onKind(event.target.value as Origin)}>
          <option value="user">{t("home.mass.byUser")}</option>
          <option value="queue">{t("home.mass.byQueue")}</option>
        </select>
      </label>
      <NamedSelect
        label={kind === "user" ? t("tickets:transfer.user") : t("tickets:transfer.queue")}
        value={value}
        items={options}
        empty={t("common.none")}
        onChange={onValue}
        testId={`${testId}-from`}
      />
    </div>
  )
}

/** Mass transfer and mass resolve of open/pending tickets (spec §2 home, §4, §6: administrators). */
export function MassActions() {
  const { t } = useTranslation("home")
  const { data: users = NO_USERS, error: usersError } = useUsers()
  const { data: queues = NO_QUEUES, error: queuesError } = useQueues()
  const [transferKind, setTransferKind] = useState<Origin>("user")
  const [transferFrom, setTransferFrom] = useState("")
  const [toUser, setToUser] = useState("")
  const [toQueue, setToQueue] = useState("")
  const [resolveKind, setResolveKind] = useState<Origin>("user")
  const [resolveFrom, setResolveFrom] = useState("")
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (usersError) notifyError(usersError)
  }, [usersError])
  useEffect(() => {
    if (queuesError) notifyError(queuesError)
  }, [queuesError])

  function report(result: MassResult, done: "home.mass.transferred" | "home.mass.resolved") {
    toast.success(t(done, { count: result.count }))
    if (result.skipped.length) toast.info(t("home.mass.skipped", { count: result.skipped.length }))
  }

  async function run(action: () => Promise<void>) {
    setBusy(true)
    try {
      await action()
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  function handleTransfer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!transferFrom || (!toUser && !toQueue)) return toast.error(t("home.mass.required"))
    const from = transferKind === "user" ? { fromUserId: Number(transferFrom) } : { fromQueueId: Number(transferFrom) }
    void run(async () =>
      report(
        await massTransfer({
          ...from,
          ...(toUser ? { toUserId: Number(toUser) } : {}),
          ...(toQueue ? { toQueueId: Number(toQueue) } : {})
        }),
        "home.mass.transferred"
      )
    )
  }

  function handleResolve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!resolveFrom) return toast.error(t("home.mass.required"))
    if (!window.confirm(t("home.mass.confirmResolve"))) return
    const by = resolveKind === "user" ? { userId: Number(resolveFrom) } : { queueId: Number(resolveFrom) }
    void run(async () => report(await massResolve(by), "home.mass.resolved"))
  }

  return (
    <section className="card home-card" data-testid="mass-actions">
      <h2>{t("home.mass.title")}</h2>
      <form className="form-stack" onSubmit={handleTransfer}>
        <h3 className="form-section">{t("home.mass.transferTitle")}</h3>
        <OriginPicker
          kind={transferKind}
          value={transferFrom}
          users={users}
          queues={queues}
          onKind={(kind) => {
            setTransferKind(kind)
            setTransferFrom("")
          }}
          onValue={setTransferFrom}
          testId="mass-transfer"
        />
        <div className="form-row">
          <NamedSelect
            label={t("home.mass.toUser")}
            value={toUser}
            items={users}
            empty={t("common.none")}
            onChange={setToUser}
            testId="mass-transfer-to-user"
          />
          <NamedSelect
            label={t("home.mass.toQueue")}
            value={toQueue}
            items={queues}
            empty={t("common.none")}
            onChange={setToQueue}
            testId="mass-transfer-to-queue"
          />
        </div>
        <button type="submit" className="button button-primary" data-testid="mass-transfer-submit" disabled={busy}>
          {t("home.mass.transferSubmit")}
        </button>
      </form>
      <form className="form-stack" onSubmit={handleResolve}>
        <h3 className="form-section">{t("home.mass.resolveTitle")}</h3>
        <OriginPicker
          kind={resolveKind}
          value={resolveFrom}
          users={users}
          queues={queues}
          onKind={(kind) => {
            setResolveKind(kind)
            setResolveFrom("")
          }}
          onValue={setResolveFrom}
          testId="mass-resolve"
        />
        <button type="submit" className="button button-outline" data-testid="mass-resolve-submit" disabled={busy}>
          {t("home.mass.resolveSubmit")}
        </button>
      </form>
    </section>
  )
}
