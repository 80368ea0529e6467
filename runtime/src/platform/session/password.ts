/** Slow salted password hashes (scrypt, N=2^15), compared in constant time. */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto"

const N = 32768
const r = 8
const p = 1
const keyLen = 32
const maxmem = 64 * 1024 * 1024

const derive = (password: string, salt: Buffer, n: number, rr: number, pp: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keyLen, { N: n, r: rr, p: pp, maxmem }, (err, key) => (err ? reject(err) : resolve(key)))
  )

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N, r, p)
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`
}

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [alg, n, rr, pp, salt, hash] = stored.split("$")
  if (alg !== "scrypt" || !salt || !hash) return false
  const key = await derive(password, Buffer.from(salt, "base64"), Number(n), Number(rr), Number(pp))
  const expected = Buffer.from(hash, "base64")
  return key.length === expected.length && timingSafeEqual(key, expected)
}
