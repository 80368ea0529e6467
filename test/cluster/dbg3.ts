import { connect } from "nats"
import pg from "pg"
import { startCluster } from "../support/cluster"
import { ownNatsServer } from "../support/natsServer"
import { ownPostgres } from "../support/pgServer"
import { demoToken } from "../support/clients"
import { resilientWidget } from "../support/resilient"
const nats = await ownNatsServer(); const pgs = await ownPostgres(); { const a = new pg.Client({ connectionString: pgs.url }); await a.connect(); await a.query("CREATE DATABASE atende"); await a.end() }
const db = { url: pgs.url.replace(/\/postgres$/, "/atende"), drop: async () => pgs.cleanup() }
const cluster = await startCluster({ databaseUrl: db.url, natsUrl: nats.url, namespace: "" })
await cluster.start("r1"); await cluster.start("r2")
const token = await demoToken(cluster.nodes[0]!.url)
const ws = []; for (let c = 0; c < 6; c++) ws.push(await resilientWidget(cluster.nodes[c % 2]!.url, token, `dbgv${c}xx`))
const state = async () => { const nc = await connect({ servers: nats.url }); const jsm = await nc.jetstreamManager(); const out = []; for (let p = 0; p < 8; p++) { const ci = await jsm.consumers.info("ATENDE_CMD", `atende-p${p}`); out.push(`p${p}:pend${ci.num_pending}/ack${ci.num_ack_pending}/redel${ci.num_redelivered}`) } const kv = await nc.jetstream().views.kv("atende_leases", { bindOnly: true }); const ks = []; for await (const k of await kv.keys()) ks.push(k); const vals = []; for (const k of ks) { const e = await kv.get(k); vals.push(`${k}=${e ? new TextDecoder().decode(e.value) : "-"}`) } await nc.close(); return out.join(" ") + "\n  " + vals.join(" ") }
for (let i = 0; i < 3; i++) { ws.forEach((w, c) => w.send(`c${c}-m${i}`)); await new Promise((r) => setTimeout(r, 200)) }
await new Promise((r) => setTimeout(r, 1000)); console.log("acked", ws.map((w) => w.acked()).join(","), "\n ", await state())
pgs.stop(); await new Promise((r) => setTimeout(r, 2000)); pgs.start(); console.log("pg restarted")
for (let i = 3; i < 6; i++) { ws.forEach((w, c) => w.send(`c${c}-m${i}`)); await new Promise((r) => setTimeout(r, 200)) }
for (let t = 0; t < 5; t++) { await new Promise((r) => setTimeout(r, 3000)); console.log(t, "acked", ws.map((w) => w.acked()).join(","), "\n ", await state()) }
for (const n of cluster.nodes) console.log(`--- ${n.id}\n${n.log.join("").slice(-1500)}`)
await cluster.stop(); await nats.cleanup(); await db.drop()
