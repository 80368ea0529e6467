/**
 * A real IMAP server for the e-mail tests: Debian's dovecot (`dovecot-imapd`), started as a child
 * process (`dovecot -F -c <conf>`) in a temporary directory with a configuration of its own:
 * plain IMAP on 127.0.0.1 at a free port, no TLS, cleartext logins allowed, any user name with one
 * static password, a maildir per user under the directory, logs to a file there. `append` puts a
 * mail into a user's INBOX over IMAP (imapflow's APPEND), as a mail server's delivery would.
 * Without dovecot installed, `dovecotAvailable` says why; with ATENDE_REQUIRE_SERVICES=1 that is a
 * failure (scripts/services.sh installs it).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, connect as netConnect } from "node:net"
import { userInfo } from "node:os"
import { join } from "node:path"
import { ImapFlow } from "imapflow"
import { testDir } from "./debris"
import { servicesRequired } from "./modes"

const DOVECOT = ["/usr/sbin/dovecot", "/usr/local/sbin/dovecot"].find((p) => existsSync(p)) ?? "dovecot"

/** The installed dovecot's version ("2.3.19.1"), or undefined when there is none. */
const dovecotVersion = (): string | undefined => {
  const r = spawnSync(DOVECOT, ["--version"], { encoding: "utf8" })
  return r.status === 0 ? r.stdout.trim().split(/\s+/)[0] : undefined
}

/** Whether the e-mail tests can run here; throws when they must (ATENDE_REQUIRE_SERVICES=1) and cannot. */
export const dovecotAvailable = (): { ok: boolean; reason: string } => {
  const version = dovecotVersion()
  const reason = version ? "" : "dovecot is not installed (apt-get install dovecot-imapd; scripts/services.sh)"
  if (!version && servicesRequired) throw new Error(`ATENDE_REQUIRE_SERVICES=1 but ${reason}`)
  if (!version) console.warn(`[skipped] e-mail tests: ${reason}`)
  return { ok: Boolean(version), reason }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer()
    s.once("error", reject)
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
  })

/** Whether the port answers with an IMAP greeting. */
const greets = (port: number) =>
  new Promise<boolean>((resolve) => {
    const sock = netConnect({ host: "127.0.0.1", port })
    const done = (ok: boolean) => {
      sock.destroy()
      resolve(ok)
    }
    sock.setTimeout(2_000, () => done(false))
    sock.once("error", () => done(false))
    sock.once("data", (d) => done(d.toString().startsWith("* OK")))
  })

/** A user's ids and group's name from /etc/passwd and /etc/group. */
const account = (name: string) => {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.split(":")[0] === name)
  if (!line) return undefined
  const [, , uid, gid] = line.split(":")
  return { name, uid: Number(uid), gid: Number(gid), group: groupName(Number(gid)) }
}

const groupName = (gid: number) => {
  const line = readFileSync("/etc/group", "utf8")
    .split("\n")
    .find((l) => l.split(":")[2] === String(gid))
  return line?.split(":")[0] ?? String(gid)
}

/**
 * Who dovecot's processes run as: unprivileged, everything as the test's own user; as root, the
 * package's users (dovecot refuses root for logins and mail), which then own the mail folders.
 */
const identities = () => {
  const me = userInfo()
  if (me.uid !== 0) {
    const self = { name: me.username, uid: me.uid, gid: me.gid, group: groupName(me.gid) }
    return { internal: self, login: self, mail: self }
  }
  const internal = account("dovecot")
  const login = account("dovenull") ?? internal
  if (!internal || !login) throw new Error("dovecot's users (dovecot, dovenull) are missing: reinstall dovecot-core")
  return { internal, login, mail: internal }
}

type Identities = ReturnType<typeof identities>

const configOf = (dir: string, port: number, password: string, version: string, who: Identities) => {
  const [major = 0, minor = 0] = version.split(".").map(Number)
  // 2.4 renamed the cleartext switch
  const cleartext =
    major > 2 || (major === 2 && minor >= 4) ? "auth_allow_cleartext = yes" : "disable_plaintext_auth = no"
  return `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
info_log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
${cleartext}
auth_mechanisms = plain login
default_internal_user = ${who.internal.name}
default_internal_group = ${who.internal.group}
default_login_user = ${who.login.name}
first_valid_uid = ${who.mail.uid}
first_valid_gid = ${who.mail.gid}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = static
  args = password=${password}
}
userdb {
  driver = static
  args = uid=${who.mail.uid} gid=${who.mail.gid} home=${dir}/home/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`
}

export type Dovecot = {
  readonly host: string
  readonly port: number
  /** The password every user logs in with. */
  readonly password: string
  /** Puts a raw message (RFC 5322 text) into `user`'s INBOX; answers its UID. */
  readonly append: (user: string, raw: string | Buffer, date?: Date) => Promise<number | undefined>
  /** Throws `user`'s mailbox away (its next use makes a new one, with a new UIDVALIDITY). */
  readonly resetMailbox: (user: string) => Promise<void>
  /** The log's text (for a failure's message). */
  readonly log: () => string
  readonly stop: () => Promise<void>
}

const running = new Set<ChildProcess>()
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL")
})

/** Starts dovecot; resolves once its port greets as IMAP. */
export const startDovecot = async (opts: { password?: string } = {}): Promise<Dovecot> => {
  const version = dovecotVersion()
  if (!version) throw new Error("dovecot is not installed (apt-get install dovecot-imapd; scripts/services.sh)")
  const dir = testDir("atende-dovecot-")
  const who = identities()
  for (const sub of ["run", "state", "mail", "home"]) mkdirSync(join(dir, sub), { recursive: true })
  // the mail user reaches its folders through the (private) temporary directory
  chmodSync(dir, 0o711)
  for (const sub of ["mail", "home"]) chownSync(join(dir, sub), who.mail.uid, who.mail.gid)
  const password = opts.password ?? "Segredo123"
  const port = await freePort()
  const conf = join(dir, "dovecot.conf")
  writeFileSync(conf, configOf(dir, port, password, version, who))
  const child = spawn(DOVECOT, ["-F", "-c", conf], { stdio: ["ignore", "pipe", "pipe"] })
  running.add(child)
  let output = ""
  child.stdout!.on("data", (d) => (output += d))
  child.stderr!.on("data", (d) => (output += d))
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true
      running.delete(child)
      resolve()
    })
  )
  const log = () => {
    const file = join(dir, "dovecot.log")
    return `${output}${existsSync(file) ? readFileSync(file, "utf8") : ""}`
  }
  const started = Date.now()
  while (!(await greets(port))) {
    if (exited || Date.now() - started > 30_000) {
      child.kill("SIGKILL")
      throw new Error(`dovecot did not start on 127.0.0.1:${port}:\n${log()}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }

  /** One connection per user, kept for the next append (a test appends many). */
  const clients = new Map<string, ImapFlow>()
  const clientOf = async (user: string) => {
    const known = clients.get(user)
    if (known?.usable) return known
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      doSTARTTLS: false,
      disableAutoIdle: true,
      auth: { user, pass: password },
      logger: false
    })
    client.on("error", () => undefined)
    await client.connect()
    clients.set(user, client)
    return client
  }
  const append = async (user: string, raw: string | Buffer, date?: Date) => {
    const client = await clientOf(user)
    const r = await client.append("INBOX", raw, [], date)
    return r && typeof r === "object" && r.uid !== undefined ? Number(r.uid) : undefined
  }

  const resetMailbox = async (user: string) => {
    const client = clients.get(user)
    clients.delete(user)
    await client?.logout().catch(() => client.close())
    rmSync(join(dir, "mail", user), { recursive: true, force: true })
  }

  const stop = async () => {
    for (const client of clients.values()) await client.logout().catch(() => client.close())
    clients.clear()
    if (!exited) {
      child.kill("SIGTERM")
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000)
      await exit
      clearTimeout(killer)
    }
    rmSync(dir, { recursive: true, force: true })
  }
  return { host: "127.0.0.1", port, password, append, resetMailbox, log, stop }
}
