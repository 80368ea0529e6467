import { CHAT_GROUP_NAME_MAX, ChatGroupCreate, type ChatConversation } from "@atende/core/contracts/internalChat"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { notifyError } from "../../../lib/errorText"
import { createGroup, type ChatContact } from "../api/internalChatApi"

type NewGroupDialogProps = {
  users: readonly ChatContact[]
  onClose: () => void
  onCreated: (conversation: ChatConversation) => void
}

/** A new group: a name and at least one other user of the tenant (checked with the server's contract). */
export function NewGroupDialog({ users, onClose, onCreated }: NewGroupDialogProps) {
  const { t } = useTranslation("internalChat")
  const [name, setName] = useState("")
  const [members, setMembers] = useState<number[]>([])
  const [busy, setBusy] = useState(false)
  const valid = ChatGroupCreate.safeParse({ name, memberIds: members }).success

  function toggle(id: number) {
    setMembers((current) => (current.includes(id) ? current.filter((m) => m !== id) : [...current, id]))
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!valid || busy) return
    setBusy(true)
    try {
      onCreated(await createGroup(name.trim(), members))
    } catch (error) {
      notifyError(error)
      setBusy(false)
    }
  }

  return (
    <Modal title={t("internalChat.group.title")} onClose={onClose} testId="ichat-group-dialog">
      <form className="ichat-group-form" onSubmit={(event) => void handleSubmit(event)}>
        <label className="field">
          <span>{t("internalChat.group.name")}</span>
          <input
            data-testid="ichat-group-name"
            value={name}
            maxLength={CHAT_GROUP_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <fieldset>
          <legend>{t("internalChat.group.members")}</legend>
          {users.map((u) => (
            <label key={u.id} className="ichat-member">
              <input
                type="checkbox"
                data-testid="ichat-group-member"
                data-user-id={u.id}
                checked={members.includes(u.id)}
                onChange={() => toggle(u.id)}
              />
              {u.name}
            </label>
          ))}
        </fieldset>
        <div className="ichat-group-actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            {t("internalChat.group.cancel")}
          </button>
          <button type="submit" className="button" data-testid="ichat-group-create" disabled={!valid || busy}>
            {t("internalChat.group.create")}
          </button>
        </div>
      </form>
    </Modal>
  )
}
