import type { ContactView } from "@atende/core/contracts/contacts"
import { isAdminProfile } from "@atende/core/rules/permissions"
import { useEffect, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { ApiError } from "../../../lib/apiError"
import { notifyError } from "../../../lib/errorText"
import { useSession } from "../../../lib/session"
import { toast } from "../../../lib/toast"
import { saveContact } from "../hooks/useContacts"
import { useOpenContact } from "../hooks/useContactsLive"
import {
  checkForm,
  createBody,
  emptyForm,
  formOf,
  GENDERS,
  MARITAL_STATUSES,
  patchBody,
  serverFieldErrors,
  TEXT_FIELDS,
  TEXT_LIMITS,
  typeBirthday,
  type ContactForm,
  type FormProblems,
  type TextField
} from "../state/contactForm"
import { newerVersion } from "../state/liveContacts"
import { ContactChoice, ContactTextField, TagChoice, WalletChoice } from "./ContactFields"
import { ExtraInfoEditor } from "./ExtraInfoEditor"
import { ContactNotes } from "./ContactNotes"
import { useFieldText } from "./fieldText"

type ContactModalProps = {
  /** The contact to edit; null creates one. */
  contact: ContactView | null
  onClose: () => void
  /** The admin flag's "delete" from the modal: the screen asks first. */
  onDelete?: (contact: ContactView) => void
}

const FORM_ID = "contact-form"

/** Whether the form shows the field a refusal names (else the refusal goes to a toast). */
function shownField(key: string, admin: boolean): boolean {
  if ((TEXT_FIELDS as readonly string[]).includes(key)) return true
  if (key === "walletUserIds") return admin
  return key === "gender" || key === "maritalStatus" || key === "tagIds" || key.startsWith("extraInfo.")
}

/**
 * The contact modal (spec part 1 §2 "Contact modal"): every field of the contact, its tags, wallet
 * (the admin flag), additional information and, once it exists, its notes. A refusal that names a
 * field shows the catalogue's text under that field, in the user's language. Another user's change
 * reaches the open modal live: taken into a form without edits, else announced (saving then sends
 * only this user's edits, or their version can be loaded); a deletion is announced and stops the save.
 */
export function ContactModal({ contact, onClose, onDelete }: ContactModalProps) {
  const { t } = useTranslation("contacts")
  const session = useSession()
  const admin = session ? isAdminProfile(session.profile) : false
  const open = useOpenContact(contact)
  // the version the form was made from: its edits are what a save sends
  const [base, setBase] = useState<ContactView | null>(contact)
  const [initial, setInitial] = useState<ContactForm>(() => (contact ? formOf(contact) : emptyForm()))
  const [form, setForm] = useState<ContactForm>(initial)
  const [problems, setProblems] = useState<FormProblems>({})
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [changedElsewhere, setChangedElsewhere] = useState(false)
  const fieldText = useFieldText()
  const saving = useRef(false)
  const shown = contact ? (open.data ?? base) : null
  const deleted = open.error instanceof ApiError && open.error.code === "ERR_NO_CONTACT_FOUND"

  /** Makes the form anew from this version of the contact (its edits dropped). */
  function takeVersion(version: ContactView) {
    const next = formOf(version)
    setBase(version)
    setInitial(next)
    setForm(next)
    setChangedElsewhere(false)
  }

  // another user's change (the live events update the open contact's query)
  useEffect(() => {
    const newer = open.data
    if (!newer || !base || newer.updatedAt === base.updatedAt || saving.current) return
    if (newerVersion(initial, form, formOf(newer)) === "take") takeVersion(newer)
    else setChangedElsewhere(true)
    // only a new version of the contact decides; the form's edits are read as they are then
  }, [open.data])

  /** Editing a field takes its error away until the next save. */
  function change(patch: Partial<ContactForm>, keys: string[]) {
    setForm((current) => ({ ...current, ...patch }))
    if (keys.some((key) => problems[key] || serverErrors[key])) {
      const drop = (record: Record<string, string>) =>
        Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)))
      setProblems(drop(problems) as FormProblems)
      setServerErrors(drop(serverErrors))
    }
  }

  const errorOf = (key: string, max?: number) => fieldText(problems[key], serverErrors[key], max)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || deleted) return
    const found = checkForm(form, contact === null)
    setProblems(found)
    setServerErrors({})
    if (Object.keys(found).length) return
    const body = contact ? patchBody(initial, form, admin) : createBody(form, admin)
    if (contact && Object.keys(body).length === 0) {
      onClose()
      return
    }
    setBusy(true)
    saving.current = true
    try {
      await saveContact(contact?.id ?? null, body)
      toast.success(t(contact ? "contacts.form.saved" : "contacts.form.created"))
      onClose()
    } catch (error) {
      const byField = error instanceof ApiError ? serverFieldErrors(error.code, error.extra) : {}
      if (Object.keys(byField).some((key) => shownField(key, admin))) setServerErrors(byField)
      else notifyError(error)
      if (error instanceof ApiError && error.code === "ERR_NO_CONTACT_FOUND") onClose()
    } finally {
      saving.current = false
      setBusy(false)
    }
  }

  const text = (field: TextField, extra: Partial<Parameters<typeof ContactTextField>[0]> = {}) => (
    <ContactTextField
      field={field}
      label={t(`contacts.fields.${field}`)}
      value={form[field]}
      error={errorOf(field, TEXT_LIMITS[field])}
      onChange={(value) => change({ [field]: value }, [field])}
      {...extra}
    />
  )

  return (
    <Modal
      title={contact ? t("contacts.form.editTitle") : t("contacts.form.createTitle")}
      onClose={onClose}
      testId="contact-modal"
      footer={
        <div className="contact-modal-footer">
          {shown && admin && onDelete && !deleted ? (
            <button
              type="button"
              className="button button-ghost contact-danger"
              data-testid="contact-modal-delete"
              onClick={() => onDelete(shown)}
            >
              {t("contacts.delete.action")}
            </button>
          ) : (
            <span />
          )}
          <div className="contact-modal-buttons">
            <button type="button" className="button button-ghost" onClick={onClose}>
              {t("common.cancel")}
            </button>
            <button
              type="submit"
              form={FORM_ID}
              className="button button-primary"
              data-testid="contact-save"
              disabled={busy || deleted}
            >
              {t("contacts.form.save")}
            </button>
          </div>
        </div>
      }
    >
      {deleted ? (
        <div className="contacts-banner contact-live-notice" role="status" data-testid="contact-deleted-elsewhere">
          {t("contacts.live.deleted")}
        </div>
      ) : (
        changedElsewhere &&
        open.data && (
          <div className="contacts-banner contact-live-notice" role="status" data-testid="contact-changed-elsewhere">
            <span>{t("contacts.live.changed")}</span>
            <button
              type="button"
              className="button button-ghost"
              data-testid="contact-take-version"
              onClick={() => open.data && takeVersion(open.data)}
            >
              {t("contacts.live.load")}
            </button>
          </div>
        )
      )}
      <form id={FORM_ID} className="form-stack contact-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <h3 className="form-section">{t("contacts.form.sections.person")}</h3>
        {text("name")}
        <div className="form-row">
          {text("firstName")}
          {text("lastName")}
        </div>
        <div className="form-row">
          {text("businessName")}
          {text("document", { hint: t("contacts.form.hints.document"), inputMode: "numeric" })}
        </div>
        <div className="form-row contact-row-3">
          <ContactTextField
            field="birthday"
            label={t("contacts.fields.birthday")}
            value={form.birthday}
            error={errorOf("birthday")}
            placeholder={t("contacts.form.hints.birthdayPlaceholder")}
            inputMode="numeric"
            onChange={(value) => change({ birthday: typeBirthday(value) }, ["birthday"])}
          />
          <ContactChoice
            field="gender"
            label={t("contacts.fields.gender")}
            value={form.gender}
            options={GENDERS}
            optionLabel={(option) => t(`contacts.genders.${option}`)}
            error={errorOf("gender")}
            onChange={(gender) => change({ gender }, ["gender"])}
          />
          <ContactChoice
            field="maritalStatus"
            label={t("contacts.fields.maritalStatus")}
            value={form.maritalStatus}
            options={MARITAL_STATUSES}
            optionLabel={(option) => t(`contacts.maritalStatuses.${option}`)}
            error={errorOf("maritalStatus")}
            onChange={(maritalStatus) => change({ maritalStatus }, ["maritalStatus"])}
          />
        </div>

        <h3 className="form-section">{t("contacts.form.sections.reach")}</h3>
        <div className="form-row">
          {text("number", { hint: t("contacts.form.hints.number"), type: "tel", inputMode: "tel" })}
          {text("email", { type: "email", inputMode: "email" })}
        </div>
        <div className="form-row contact-row-3">
          {text("instagram")}
          {text("telegramId")}
          {text("website", { type: "url", inputMode: "url" })}
        </div>

        <h3 className="form-section">{t("contacts.form.sections.organize")}</h3>
        <div className="form-row">
          {text("source")}
          {text("category")}
        </div>
        <TagChoice
          contact={shown}
          chosen={form.tagIds}
          error={errorOf("tagIds")}
          onChange={(tagIds) => change({ tagIds }, ["tagIds"])}
        />
        <WalletChoice
          contact={shown}
          admin={admin}
          chosen={form.walletUserIds}
          error={errorOf("walletUserIds")}
          onChange={(walletUserIds) => change({ walletUserIds }, ["walletUserIds"])}
        />
        <ExtraInfoEditor
          rows={form.extraInfo}
          errorOf={errorOf}
          onChange={(extraInfo) =>
            change(
              { extraInfo },
              Object.keys({ ...problems, ...serverErrors }).filter((key) => key.startsWith("extraInfo."))
            )
          }
        />
      </form>
      {contact && (
        <>
          <h3 className="form-section">{t("contacts.notes.title")}</h3>
          <ContactNotes contactId={contact.id} />
        </>
      )}
    </Modal>
  )
}
