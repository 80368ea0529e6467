import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react"
import { useTranslation } from "react-i18next"
import { ApiError } from "../../../lib/apiError"
import { getCaptcha } from "../api/authApi"
import { parseChallenge, valueAt, type CaptchaAnswer, type CaptchaChallenge } from "../state/captcha"

type CaptchaSliderProps = {
  /** The answer once the handle was dropped; null while not done (only the server knows whether it is right). */
  onChange: (answer: CaptchaAnswer | null) => void
  /** Changing it asks for a new challenge (after a failed login: tokens are single use). */
  resetKey: number
  /** The server has no captcha (404): nothing to complete. */
  onUnavailable: () => void
  invalid?: boolean
}

type Phase = "loading" | "ready" | "dragging" | "done" | "failed"

const HANDLE_PX = 44

/** The login slider: drag the handle onto the slot drawn in the server's picture; the server checks the drop. */
export function CaptchaSlider({ onChange, resetKey, onUnavailable, invalid }: CaptchaSliderProps) {
  const { t } = useTranslation("auth")
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null)
  const [phase, setPhase] = useState<Phase>("loading")
  const [value, setValue] = useState(0)
  const track = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(320)
  const callbacks = useRef({ onChange, onUnavailable })
  useEffect(() => {
    callbacks.current = { onChange, onUnavailable }
  })

  const load = useCallback(() => {
    setPhase("loading")
    setValue(0)
    callbacks.current.onChange(null)
    getCaptcha().then(
      (raw) => {
        const parsed = parseChallenge(raw)
        setChallenge(parsed)
        setPhase(parsed ? "ready" : "failed")
      },
      (error) => {
        if (error instanceof ApiError && error.status === 404) callbacks.current.onUnavailable()
        setPhase("failed")
      }
    )
  }, [])

  useEffect(() => load(), [load, resetKey])

  useEffect(() => {
    const element = track.current
    if (!element) return
    setWidth(element.clientWidth || 320)
    const observer = new ResizeObserver(() => setWidth(element.clientWidth || 320))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  function drop(next: number) {
    if (!challenge) return
    // left where it started is no answer; anywhere else is sent for the server to judge
    if (next === 0) {
      setPhase("ready")
      return callbacks.current.onChange(null)
    }
    setPhase("done")
    callbacks.current.onChange({ captchaToken: challenge.token, captchaValue: next })
  }

  function pointerValue(event: PointerEvent<HTMLElement>): number {
    const rect = track.current?.getBoundingClientRect()
    if (!rect || !challenge) return 0
    return valueAt(event.clientX - rect.left, rect.width, HANDLE_PX, challenge.max)
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!challenge || phase === "done" || phase === "loading") return
    event.currentTarget.setPointerCapture(event.pointerId)
    setPhase("dragging")
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (phase === "dragging") setValue(pointerValue(event))
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    if (phase !== "dragging") return
    const next = pointerValue(event)
    setValue(next)
    drop(next)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!challenge || phase === "loading") return
    const step = Math.max(1, Math.round(challenge.max / 100))
    const delta =
      event.key === "ArrowRight" || event.key === "ArrowUp"
        ? step
        : event.key === "ArrowLeft" || event.key === "ArrowDown"
          ? -step
          : 0
    if (!delta) return
    event.preventDefault()
    const next = Math.min(challenge.max, Math.max(0, value + delta))
    setValue(next)
    drop(next)
  }

  const travel = Math.max(1, width - HANDLE_PX)
  const max = challenge?.max ?? 100
  const left = (value / max) * travel
  // The instruction sits in the track while the handle is on the left; outcomes go by the label.
  const inside =
    phase === "loading"
      ? t("captcha.loading")
      : phase === "ready" || phase === "dragging"
        ? t("captcha.instruction")
        : ""
  const outcome = phase === "failed" ? t("captcha.failed") : phase === "done" ? t("captcha.done") : ""

  return (
    <div className="field captcha" data-testid="captcha" data-phase={phase}>
      <span className="captcha-label">
        {t("captcha.label")}
        {outcome && (
          <small className={`captcha-outcome captcha-outcome-${phase}`} role="status">
            {outcome}
          </small>
        )}
      </span>
      <div
        ref={track}
        className={["captcha-track", `captcha-${phase}`, invalid ? "captcha-invalid" : ""].join(" ")}
        data-testid="captcha-track"
        data-max={challenge?.max}
        data-handle={HANDLE_PX}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
      >
        {challenge && phase !== "loading" && (
          <img
            className="captcha-picture"
            data-testid="captcha-picture"
            src={challenge.image}
            alt=""
            draggable={false}
          />
        )}
        <div className="captcha-fill" style={{ width: left + HANDLE_PX / 2 }} />
        {inside && <span className="captcha-text">{inside}</span>}
        <div
          className="captcha-handle"
          role="slider"
          tabIndex={0}
          aria-label={t("captcha.handle")}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-invalid={invalid || undefined}
          data-testid="captcha-handle"
          style={{ left, width: HANDLE_PX }}
          onPointerDown={handlePointerDown}
          onKeyDown={handleKeyDown}
        >
          {phase === "done" ? "✓" : "»"}
        </div>
      </div>
      {(phase === "failed" || phase === "done") && (
        <button type="button" className="link-button captcha-reload" onClick={load}>
          {t("captcha.reload")}
        </button>
      )}
    </div>
  )
}
