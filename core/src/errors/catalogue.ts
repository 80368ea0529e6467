// The error catalogue: every code a user can be shown, its HTTP status and its
// texts (pt-BR first, en). Codes the spec names keep their literal names
// (including the two ERROR_NO_PERMISSION_API_ADMIN… login codes); messages the
// spec only describes get ERR_… names in the same style.
//
// HTTP status policy:
//   400 bad field values and missing inputs     401 no valid session or login
//   403 not allowed: permission, licence, and plan or contracted limits (the
//       request is well formed but the plan forbids it until it changes; a 409
//       would suggest the caller can fix it by changing the request)
//   404 not found (also another tenant's record, so ids are not probed)
//   409 conflicts and state rules (duplicates, in-use records, transitions)
//   413 too large   415 unsupported image   429 rate limits and "retry in minutes"
//   422 an operation that could not be carried out ("could not …")
//   500 internal, no detail leaked   502 an upstream provider failed   503 unavailable
import { type ErrorEntry, type ErrorText, type Lang, entry } from "./entry"
import { accessErrors } from "./access"
import { adminErrors } from "./admin"
import { automationErrors } from "./automation"
import { channelErrors } from "./channels"
import { conversationErrors } from "./conversations"
import { reportErrors } from "./reports"

export type { ErrorEntry, Lang } from "./entry"

/** Codes the HTTP edge itself answers with. */
export const serverErrors = {
  ERR_VALIDATION: entry(
    400,
    ["Dados inválidos", "Alguns campos estão ausentes ou com valores inválidos. Corrija e tente novamente."],
    ["Invalid data", "Some fields are missing or have invalid values. Fix them and try again."]
  ),
  ERR_INVALID_JSON: entry(
    400,
    ["JSON inválido", "O corpo da requisição não é um JSON válido."],
    ["Invalid JSON", "The request body is not valid JSON."]
  ),
  ERR_NOT_FOUND: entry(
    404,
    ["Não encontrado", "O endereço solicitado não existe."],
    ["Not found", "The requested address does not exist."]
  ),
  ERR_TOKEN_EXPIRED: entry(
    403,
    ["Token expirado", "O token de acesso expirou. Renove o token e repita a requisição."],
    ["Token expired", "The access token has expired. Refresh it and retry the request."]
  ),
  ERR_INVALID_TICKET_TRANSITION: entry(
    409,
    ["Mudança de status inválida", "O atendimento não pode passar do status atual para o status pedido."],
    ["Invalid status change", "The ticket cannot move from its current status to the requested one."]
  ),
  ERR_TOO_MANY_REQUESTS: entry(
    429,
    ["Muitas tentativas", "Você fez tentativas demais. Aguarde alguns minutos e tente novamente."],
    ["Too many attempts", "Too many attempts. Wait a few minutes and try again."]
  ),
  ERR_PAYLOAD_TOO_LARGE: entry(
    413,
    ["Requisição muito grande", "O corpo da requisição excede o tamanho máximo permitido."],
    ["Request too large", "The request body exceeds the maximum allowed size."]
  ),
  ERR_INVALID_WEBCHAT_TOKEN: entry(
    404,
    ["Chat indisponível", "O token do chat do site é inválido ou a conexão foi removida."],
    ["Chat unavailable", "The web chat token is invalid or the connection was removed."]
  ),
  ERR_INTERNAL: entry(
    500,
    ["Erro interno", "Ocorreu um erro inesperado. Tente novamente mais tarde."],
    ["Internal error", "An unexpected error occurred. Please try again later."]
  ),
  ERR_LOADING_DATA: entry(
    500,
    ["Erro ao carregar dados", "Não foi possível carregar os dados. Atualize a página."],
    ["Could not load data", "The data could not be loaded. Please reload the page."]
  ),
  ERR_SERVICE_UNAVAILABLE: entry(
    503,
    ["Serviço indisponível", "O serviço está temporariamente indisponível. Tente novamente em instantes."],
    ["Service unavailable", "The service is temporarily unavailable. Please try again shortly."]
  ),
  /** A command on the bus that does not decode: answered with this, never handled (a dead letter). */
  ERR_BAD_COMMAND: entry(
    400,
    [
      "Comando inválido",
      "O sistema recebeu um comando com dados inválidos e não o executou. " +
        "Tente novamente; se persistir, contate o suporte."
    ],
    [
      "Invalid command",
      "The system received a command with invalid data and did not carry it out. " +
        "Try again; if it persists, contact support."
    ]
  )
} as const satisfies Record<string, ErrorEntry>

export const catalogue = {
  ...serverErrors,
  ...accessErrors,
  ...adminErrors,
  ...conversationErrors,
  ...channelErrors,
  ...automationErrors,
  ...reportErrors
} as const satisfies Record<string, ErrorEntry>

export type ErrorCode = keyof typeof catalogue

export const isErrorCode = (x: unknown): x is ErrorCode => typeof x === "string" && Object.hasOwn(catalogue, x)

export const errorStatus = (code: ErrorCode): number => catalogue[code].status

export const errorText = (code: ErrorCode, lang: Lang): ErrorText => catalogue[code][lang]
