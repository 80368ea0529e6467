import { TemplateCategory } from "@atende/core/contracts/templates"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { ApiError } from "../../../lib/apiError"
import { notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { createTemplate } from "../api/templatesApi"
import { refreshTemplates } from "../hooks/useTemplates"
import {
  checkTemplate,
  emptyTemplateForm,
  HEADER_FORMATS,
  LANGUAGES,
  serverProblems,
  type HeaderFormat,
  type Problems,
  type TemplateForm
} from "../state/templateForm"
import { ButtonsEditor } from "./ButtonsEditor"
import { ExampleInputs } from "./ExampleInputs"
import { ProblemText } from "./ProblemText"

type TemplateDialogProps = { channelId: number; onClose: () => void }

/**
 * A new template of the channel, submitted to Meta for approval: name, category, language, header
 * (format and text), body, footer, buttons and an example for each variable.
 */
export function TemplateDialog({ channelId, onClose }: TemplateDialogProps) {
  const { t } = useTranslation("templates")
  const [form, setForm] = useState<TemplateForm>(emptyTemplateForm)
  const [problems, setProblems] = useState<Problems>({})
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const languagesId = useId()

  function set<K extends keyof TemplateForm>(key: K, value: TemplateForm[K]) {
    setForm((current) => ({ ...current, [key]: value }))
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const { input, problems: found } = checkTemplate(form)
    setProblems(found)
    if (!input) return
    setBusy(true)
    try {
      await createTemplate(channelId, input)
      refreshTemplates(channelId)
      toast.success(t("templates.created"))
      onClose()
    } catch (error) {
      if (error instanceof ApiError) setProblems(serverProblems(error.code, error.extra))
      // the examples' mismatch is said under them; anything else is told as well
      if (!(error instanceof ApiError && error.code === "ERR_TEMPLATE_VARIABLES_MISMATCH")) notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  const field = (key: string) => ({ "aria-invalid": Boolean(problems[key]) })

  return (
    <Modal
      title={t("templates.form.title")}
      onClose={onClose}
      testId="template-dialog"
      footer={
        <>
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("templates.form.cancel")}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button-primary"
            data-testid="template-save"
            disabled={busy}
          >
            {t("templates.form.save")}
          </button>
        </>
      }
    >
      <form id={formId} className="form-stack template-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <div className="template-form-row">
          <label className="field">
            <span>{t("templates.form.name")}</span>
            <input
              value={form.name}
              autoCapitalize="none"
              spellCheck={false}
              data-testid="template-name"
              {...field("name")}
              onChange={(event) => set("name", event.target.value)}
            />
            <small className="muted">{t("templates.form.nameHint")}</small>
            <ProblemText problem={problems.name} testId="template-name-error" />
          </label>
          <label className="field">
            <span>{t("templates.form.category")}</span>
            <select
              value={form.category}
              data-testid="template-category"
              {...field("category")}
              onChange={(event) => set("category", event.target.value as TemplateForm["category"])}
            >
              <option value="">{t("templates.form.choose")}</option>
              {TemplateCategory.options.map((category) => (
                <option key={category} value={category}>
                  {t(`templates.category.${category}`)}
                </option>
              ))}
            </select>
            <ProblemText problem={problems.category} testId="template-category-error" />
          </label>
          <label className="field">
            <span>{t("templates.form.language")}</span>
            <input
              value={form.language}
              list={languagesId}
              spellCheck={false}
              data-testid="template-language"
              {...field("language")}
              onChange={(event) => set("language", event.target.value)}
            />
            <datalist id={languagesId}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code} />
              ))}
            </datalist>
            <small className="muted">{t("templates.form.languageHint")}</small>
            <ProblemText problem={problems.language} testId="template-language-error" />
          </label>
        </div>

        <label className="field">
          <span>{t("templates.form.headerFormat")}</span>
          <select
            value={form.headerFormat}
            data-testid="template-header-format"
            onChange={(event) => set("headerFormat", event.target.value as HeaderFormat)}
          >
            {HEADER_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`templates.form.formats.${format}`)}
              </option>
            ))}
          </select>
          <ProblemText problem={problems.header} testId="template-header-error" />
        </label>
        {form.headerFormat === "TEXT" && (
          <>
            <label className="field">
              <span>{t("templates.form.headerText")}</span>
              <input
                value={form.headerText}
                data-testid="template-header-text"
                {...field("header.text")}
                onChange={(event) => set("headerText", event.target.value)}
              />
              <small className="muted">{t("templates.form.headerHint")}</small>
              <ProblemText problem={problems["header.text"]} testId="template-header-text-error" />
            </label>
            <ExampleInputs
              label={t("templates.form.headerExamples")}
              text={form.headerText}
              values={form.headerExamples}
              problem={problems["header.examples"]}
              testId="template-header-examples"
              onChange={(values) => set("headerExamples", values)}
            />
          </>
        )}

        <label className="field">
          <span>{t("templates.form.body")}</span>
          <textarea
            value={form.bodyText}
            rows={4}
            data-testid="template-body"
            {...field("body.text")}
            onChange={(event) => set("bodyText", event.target.value)}
          />
          <small className="muted">{t("templates.form.bodyHint", { variables: "{{1}}, {{2}}…" })}</small>
          <ProblemText problem={problems["body.text"]} testId="template-body-error" />
        </label>
        <ExampleInputs
          label={t("templates.form.bodyExamples")}
          text={form.bodyText}
          values={form.bodyExamples}
          problem={problems["body.examples"]}
          testId="template-body-examples"
          onChange={(values) => set("bodyExamples", values)}
        />

        <label className="field">
          <span>{t("templates.form.footer")}</span>
          <input
            value={form.footer}
            data-testid="template-footer"
            {...field("footer")}
            onChange={(event) => set("footer", event.target.value)}
          />
          <ProblemText problem={problems.footer} testId="template-footer-error" />
        </label>

        <ButtonsEditor buttons={form.buttons} problems={problems} onChange={(buttons) => set("buttons", buttons)} />
      </form>
    </Modal>
  )
}
