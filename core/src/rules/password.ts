// Password rule for registration, reset and user management (spec part 1 §5):
// at least 8 characters, one uppercase letter, one lowercase letter, one digit,
// letters and digits only. The 128 upper bound is ours: it keeps hashing cheap.
import { z } from "zod"

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const passwordRule = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(/[A-Z]/, "At least one uppercase letter")
  .regex(/[a-z]/, "At least one lowercase letter")
  .regex(/[0-9]/, "At least one digit")
  .regex(/^[A-Za-z0-9]*$/, "Letters and digits only")

export const isValidPassword = (password: string): boolean => passwordRule.safeParse(password).success
