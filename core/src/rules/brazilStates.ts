// Brazilian states (UF) by telephone area code (DDD), for the "contacts by state" report (spec
// part 2 §2 /relatorios/contatos-por-estado). A contact has no address: its state is the one of
// its number's area code, for Brazilian numbers (stored as E.164 digits, "55" + DDD + subscriber).
// The plan is Anatel's (DDD 61 is the Federal District's, though it also covers a few towns of
// Goiás around it).

export const AREA_CODES = {
  AC: ["68"],
  AL: ["82"],
  AM: ["92", "97"],
  AP: ["96"],
  BA: ["71", "73", "74", "75", "77"],
  CE: ["85", "88"],
  DF: ["61"],
  ES: ["27", "28"],
  GO: ["62", "64"],
  MA: ["98", "99"],
  MG: ["31", "32", "33", "34", "35", "37", "38"],
  MS: ["67"],
  MT: ["65", "66"],
  PA: ["91", "93", "94"],
  PB: ["83"],
  PE: ["81", "87"],
  PI: ["86", "89"],
  PR: ["41", "42", "43", "44", "45", "46"],
  RJ: ["21", "22", "24"],
  RN: ["84"],
  RO: ["69"],
  RR: ["95"],
  RS: ["51", "53", "54", "55"],
  SC: ["47", "48", "49"],
  SE: ["79"],
  SP: ["11", "12", "13", "14", "15", "16", "17", "18", "19"],
  TO: ["63"]
} as const satisfies Record<string, ReadonlyArray<string>>

export type BrazilState = keyof typeof AREA_CODES

/** The 27 federative units, alphabetically. */
export const BRAZIL_STATES = Object.keys(AREA_CODES).sort() as ReadonlyArray<BrazilState>

const stateOfCode = new Map<string, BrazilState>(
  BRAZIL_STATES.flatMap((uf) => AREA_CODES[uf].map((ddd) => [ddd, uf] as const))
)

/** The first four digits ("55" + DDD) a stored number of the state starts with. */
export const statePrefixes = (uf: BrazilState): ReadonlyArray<string> => AREA_CODES[uf].map((ddd) => `55${ddd}`)

/** The state of a stored number (E.164 digits): its area code's, for a Brazilian number; null otherwise. */
export const stateOfNumber = (digits: string | null | undefined): BrazilState | null => {
  if (!digits || !/^55\d{10,11}$/.test(digits)) return null
  return stateOfCode.get(digits.slice(2, 4)) ?? null
}
