// The satisfaction survey's answer (issue 14 item 7): a score of 1 to 5 at the start of the
// customer's message, optionally followed by a comment ("5", "4 - atendimento rápido",
// "3: demorou um pouco", "nota 5"). Anything else is not an answer: the survey ends unanswered and
// the message is handled as any other.
export type SurveyAnswer = { readonly score: number; readonly comment: string }

export const SURVEY_COMMENT_MAX = 1000

/** How long after the question an answer counts (a customer writing a day later starts over). */
export const SURVEY_ANSWER_WINDOW_MS = 24 * 3600_000

const ANSWER = /^\s*(?:nota\s*)?([1-5])(?![\d.,]\d)(?:\s*(?:[-–—:.,)!/]|estrelas?|stars?)?\s*)([\s\S]*)$/iu

export const parseSurveyAnswer = (text: string): SurveyAnswer | null => {
  const m = ANSWER.exec(text)
  if (!m) return null
  const comment = (m[2] ?? "").trim().slice(0, SURVEY_COMMENT_MAX)
  // "1000 reais" or "2 pedidos atrasados" are not scores: a comment must not start with a digit
  if (/^\d/.test(comment)) return null
  return { score: Number(m[1]), comment }
}
