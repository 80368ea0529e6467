import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField
} from "@mui/material"
import { useState } from "react"
import {
  useDelete,
  useGetIdentity,
  useGetList,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate
} from "react-admin"
import type { UserDeleteMeta } from "../dataProvider.ts"

/**
 * Deleting a user needs another user who inherits their tickets (spec part 1 §5); one cannot
 * delete oneself. The picker lists the tenant's other users.
 */
export function UserDeleteButton() {
  const translate = useTranslate()
  const record = useRecordContext()
  const { identity } = useGetIdentity()
  const notify = useNotify()
  const redirect = useRedirect()
  const [open, setOpen] = useState(false)
  const [heir, setHeir] = useState("")
  const [remove, { isPending }] = useDelete()
  const { data: users = [] } = useGetList(
    "users",
    { pagination: { page: 1, perPage: 500 }, sort: { field: "name", order: "ASC" } },
    { enabled: open }
  )
  if (!record) return null
  const self = identity && String(identity.id) === String(record.id)
  const candidates = users.filter((user) => String(user.id) !== String(record.id))

  function handleConfirm() {
    if (!record || !heir) return
    const meta: UserDeleteMeta = { newUserId: heir }
    remove(
      "users",
      { id: record.id, previousData: record, meta },
      {
        onSuccess: () => {
          setOpen(false)
          notify("ra.notification.deleted", { type: "info", messageArgs: { smart_count: 1 } })
          redirect("list", "users")
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : "console.errors.unidentified", { type: "error" })
      }
    )
  }

  return (
    <>
      <Button
        color="error"
        disabled={Boolean(self)}
        title={self ? translate("resources.users.delete.self") : undefined}
        onClick={() => setOpen(true)}
        data-testid="user-delete"
      >
        {translate("ra.action.delete")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate("resources.users.delete.title", { name: record.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate("resources.users.delete.text")}</DialogContentText>
          <TextField
            select
            fullWidth
            label={translate("resources.users.delete.heir")}
            value={heir}
            onChange={(event) => setHeir(event.target.value)}
            slotProps={{ htmlInput: { "data-testid": "user-delete-heir" } }}
          >
            {candidates.map((user) => (
              <MenuItem key={String(user.id)} value={String(user.id)}>
                {user.name} ({user.email})
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate("ra.action.cancel")}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={!heir || isPending}
            onClick={handleConfirm}
            data-testid="user-delete-confirm"
          >
            {translate("ra.action.delete")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
