import WebSocket from "ws"
import { parseConfig } from "./src/config/Config"
import { startNode } from "./src/server/node"
const n = await startNode(parseConfig({ ATENDE_DATA_DIR: "/tmp/d4", PORT: "8095", ATENDE_ADMIN_PASSWORD: "Admin12345", ...(process.env.PG ? { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test", NATS_URL: "nats://127.0.0.1:4222" } : {}) }), { demo: true })
const j = async (r: Response) => { const t = await r.text(); return [r.status, t.slice(0, 300)] }
console.log(await j(await fetch(n.url + "/auth/login/", { method: "POST", body: "{bad" })))
const lr = await fetch(n.url + "/auth/login/", { method: "POST", body: JSON.stringify({ email: "admin@atende.local", password: "Admin12345" }) })
const login = await lr.json() as any
console.log(lr.status, Object.keys(login))
const H = { authorization: `Bearer ${login.token}`, "x-session-id": login.sessionId }
const live = new WebSocket(n.url.replace("http", "ws") + "/live")
live.on("message", (d) => console.log("LIVE", String(d).slice(0, 160)))
await new Promise((r) => live.on("open", r))
live.send(JSON.stringify({ type: "auth", token: login.token, sessionId: login.sessionId }))
const token = login.whatsapps[0].token ?? (await (await fetch(n.url + "/demo")).text()).match(/data-token="([^"]+)"/)![1]
const wc = new WebSocket(`${n.url.replace("http", "ws")}/webchat/ws?token=${token}&visitor=visitor123`)
wc.on("message", (d) => console.log("WIDGET", String(d).slice(0, 160)))
await new Promise((r) => wc.on("open", r))
wc.send(JSON.stringify({ type: "message", clientId: "c1", body: "Olá" }))
wc.send(JSON.stringify({ type: "message", clientId: "c1", body: "Olá" }))
await new Promise((r) => setTimeout(r, 500))
const tl = await (await fetch(n.url + "/tickets?status=pending", { headers: H })).json() as any
console.log("TICKETS", tl.count, tl.tickets.map((t: any) => [t.id, t.status, t.lastMessage]))
const id = tl.tickets[0].id
console.log(await j(await fetch(n.url + `/tickets/${id}`, { method: "PUT", headers: H, body: JSON.stringify({ status: "open" }) })))
console.log(await j(await fetch(n.url + `/messages/${id}`, { method: "POST", headers: H, body: JSON.stringify({ body: "Como posso ajudar?", clientId: "x1" }) })))
console.log(await j(await fetch(n.url + `/messages/${id}`, { headers: H })))
console.log(await j(await fetch(n.url + `/tickets/999`, { headers: H })))
console.log(await j(await fetch(n.url + `/tickets`, { headers: {} })))
console.log(await j(await fetch(n.url + `/admin/users`, { headers: H })))
await new Promise((r) => setTimeout(r, 500))
live.close(); wc.close()
await n.close()
