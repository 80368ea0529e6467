/**
 * What `channels.token_hash` holds for a widget token: its SHA-256, which lookups by token use (a
 * widget token is 144 random bits, so an unkeyed hash cannot be searched back, and it survives key
 * rotations unchanged). Here so that reseal.ts and the channels store share it.
 */
import { createHash } from "node:crypto"

export const tokenHash = (token: string) => createHash("sha256").update(token, "utf8").digest("hex")
