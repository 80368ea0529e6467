import type { TypebotInput, TypebotPatch, TypebotView } from "@atende/core/contracts/typebot"
import { apiRequest } from "../../../lib/api"

// The Typebot connections' calls (runtime/src/features/typebot/http/typebots.ts): administrators only.

export function listTypebots(): Promise<TypebotView[]> {
  return apiRequest<TypebotView[]>("GET", "/typebots")
}

export function createTypebot(body: TypebotInput): Promise<TypebotView> {
  return apiRequest<TypebotView>("POST", "/typebots", { body })
}

export function updateTypebot(id: number, body: TypebotPatch): Promise<TypebotView> {
  return apiRequest<TypebotView>("PUT", `/typebots/${id}`, { body })
}

/** Answers the deleted connection; its channels are unbound. */
export function deleteTypebot(id: number): Promise<TypebotView> {
  return apiRequest<TypebotView>("DELETE", `/typebots/${id}`)
}
