/**
 * Several real `atende` nodes as child processes sharing one Postgres database, one NATS
 * namespace and one ATENDE_SECRET_KEY, for the multi-node tests: start, kill -9, restart, and
 * read their heartbeats. Stopping removes the data dir and, for a named namespace, its streams
 * and buckets (the database is the caller's). With `whatsapp`, the nodes' WhatsApp sessions dial the
 * WhatsApp Web stand-in (test/support/whatsapp/standin.ts) and trust its certificate.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { appendFileSync, rmSync } from "node:fs"
import { connect } from "nats"
import pg from "pg"
import { dropNamespace, testDir, track } from "./debris"
import { testSecretKey } from "./modes"
import { freePort } from "./natsServer"

const ROOT = new URL("../../", import.meta.url).pathname

export type ClusterNode = { id: string; port: number; url: string; proc: ChildProcess; log: Array<string> }

export type Cluster = {
  readonly nodes: Array<ClusterNode>
  readonly start: (id: string) => Promise<ClusterNode>
  readonly kill: (id: string) => void
  readonly heartbeats: () => Promise<Array<{ id: string; age: number; info: any }>>
  readonly db: () => pg.Client
  /** The node holding the lease `name` in the namespace's leases bucket, if any does. */
  readonly leaseHolder: (name: string) => Promise<string | undefined>
  /** The nodes' ATENDE_SECRET_KEY. */
  readonly secretKey: string
  readonly stop: () => Promise<void>
}

const waitHealthy = async (url: string, proc: ChildProcess, timeoutMs = 30_000) => {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (proc.exitCode !== null) throw new Error(`node exited with ${proc.exitCode}`)
    const ok = await fetch(`${url}/health`)
      .then((r) => r.status === 200)
      .catch(() => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`node at ${url} not healthy after ${timeoutMs} ms`)
}

export const startCluster = async (opts: {
  databaseUrl: string
  natsUrl: string
  namespace: string
  env?: Record<string, string>
  /** The script each node runs, from the repository's root (default runtime/src/main.ts). */
  entry?: string
  /** A WhatsApp Web stand-in for the nodes' WhatsApp sessions: its address and root key. */
  whatsapp?: { url: string; rootPublicKey: Uint8Array }
}): Promise<Cluster> => {
  const dataDir = testDir("atende-cluster-")
  if (opts.namespace) track({ kind: "nats", url: opts.natsUrl, name: opts.namespace })
  const secretKey = opts.env?.ATENDE_SECRET_KEY ?? testSecretKey()
  const nodes: Array<ClusterNode> = []
  const client = new pg.Client({ connectionString: opts.databaseUrl })
  client.on("error", () => undefined) // the restart tests stop Postgres under it
  await client.connect()
  const start = async (id: string) => {
    const port = await freePort()
    const trust = opts.whatsapp ? ["--import", "./test/support/whatsapp/trustStandin.ts"] : []
    const proc = spawn(process.execPath, ["--import", "tsx", ...trust, opts.entry ?? "runtime/src/main.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        ATENDE_DATA_DIR: dataDir,
        ATENDE_ADMIN_PASSWORD: "Admin12345",
        DATABASE_URL: opts.databaseUrl,
        NATS_URL: opts.natsUrl,
        ATENDE_NATS_NAMESPACE: opts.namespace,
        ATENDE_NODE_ID: id,
        ATENDE_PARTITIONS: "8",
        ATENDE_SECRET_KEY: secretKey,
        ...(opts.whatsapp
          ? {
              ATENDE_WHATSAPP_WS_URL: opts.whatsapp.url,
              ATENDE_TEST_WA_ROOT_KEY: Buffer.from(opts.whatsapp.rootPublicKey).toString("base64")
            }
          : {}),
        ...(opts.env ?? {})
      },
      stdio: ["ignore", "pipe", "pipe"]
    })
    const node: ClusterNode = { id, port, url: `http://127.0.0.1:${port}`, proc, log: [] }
    const keep = (d: Buffer) => {
      node.log.push(String(d))
      // ATENDE_CLUSTER_LOG=/tmp/x keeps each node's whole log in /tmp/x-<node>.log (to read a failure)
      if (process.env.ATENDE_CLUSTER_LOG) appendFileSync(`${process.env.ATENDE_CLUSTER_LOG}-${id}.log`, d)
      if (node.log.length > 500) node.log.shift()
    }
    proc.stdout!.on("data", keep)
    proc.stderr!.on("data", keep)
    // listed before it is healthy, so `stop` ends a node that never came up too
    const i = nodes.findIndex((n) => n.id === id)
    if (i >= 0) nodes[i] = node
    else nodes.push(node)
    await waitHealthy(node.url, proc).catch((e) => {
      proc.kill("SIGKILL")
      throw new Error(`${e instanceof Error ? e.message : String(e)}\n${node.log.join("")}`)
    })
    return node
  }
  return {
    nodes,
    start,
    kill: (id) => nodes.find((n) => n.id === id)?.proc.kill("SIGKILL"),
    heartbeats: async () => {
      const r = await client.query("SELECT id, heartbeat_at, info FROM nodes ORDER BY id")
      return r.rows.map((row) => ({
        id: row.id,
        age: Date.now() - Number(row.heartbeat_at),
        info: JSON.parse(row.info)
      }))
    },
    db: () => client,
    leaseHolder: async (name) => {
      const nc = await connect({ servers: opts.natsUrl })
      try {
        const kv = await nc.jetstream().views.kv(`atende_leases_${opts.namespace}`, { bindOnly: true })
        const e = await kv.get(name)
        return e && e.operation === "PUT" ? new TextDecoder().decode(e.value) : undefined
      } finally {
        await nc.close()
      }
    },
    secretKey,
    stop: async () => {
      const running = (n: ClusterNode) => n.proc.exitCode === null && n.proc.signalCode === null
      for (const n of nodes) if (running(n)) n.proc.kill("SIGTERM")
      await Promise.all(nodes.map((n) => new Promise((r) => (running(n) ? n.proc.once("exit", r) : r(null)))))
      await client.end().catch(() => undefined)
      rmSync(dataDir, { recursive: true, force: true })
      if (opts.namespace)
        await dropNamespace(opts.natsUrl, opts.namespace).catch((e) =>
          console.warn(`[cleanup] namespace ${opts.namespace} left for the teardown: ${e}`)
        )
    }
  }
}
