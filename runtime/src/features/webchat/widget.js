/* Atende web-chat widget. Include on any page:
 *   <script src="https://your-atende/webchat/widget.js" data-token="CHANNEL_TOKEN" async></script>
 * Plain browser JavaScript, no dependencies. */
;(function () {
  "use strict"
  var script = document.currentScript
  if (!script) return
  var token = script.getAttribute("data-token") || ""
  var origin = new URL(script.src, location.href).origin
  var MAX = 5 * 1024 * 1024
  var storeKey = "atende-webchat-visitor:" + token
  var visitor = localStorage.getItem(storeKey)
  if (!visitor) {
    visitor = "v" + Math.random().toString(36).slice(2) + Date.now().toString(36)
    localStorage.setItem(storeKey, visitor)
  }
  var lang = (navigator.language || "pt-BR").toLowerCase().indexOf("pt") === 0 ? "pt" : "en"
  var T = {
    pt: { title: "Fale conosco", placeholder: "Escreva sua mensagem…", send: "Enviar", tooBig: "Arquivo muito grande (máximo 5 MB)", offline: "Reconectando…", attach: "Anexar", deleted: "Mensagem apagada", edited: "(editada)" },
    en: { title: "Chat with us", placeholder: "Type your message…", send: "Send", tooBig: "File too large (5 MB at most)", offline: "Reconnecting…", attach: "Attach", deleted: "Message deleted", edited: "(edited)" }
  }[lang]

  var css =
    ".atw-btn{position:fixed;right:20px;bottom:20px;width:56px;height:56px;border-radius:50%;border:0;background:#0b6e4f;color:#fff;font-size:26px;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25);z-index:2147483000}" +
    ".atw-panel{position:fixed;right:20px;bottom:88px;width:340px;max-width:calc(100vw - 40px);height:460px;max-height:calc(100vh - 120px);background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.25);display:none;flex-direction:column;overflow:hidden;font:14px system-ui,sans-serif;z-index:2147483000}" +
    ".atw-panel.open{display:flex}.atw-head{background:#0b6e4f;color:#fff;padding:12px 14px;font-weight:600}" +
    ".atw-list{flex:1;overflow-y:auto;padding:10px;background:#efeae2}.atw-msg{max-width:78%;margin:4px 0;padding:7px 10px;border-radius:8px;white-space:pre-wrap;word-wrap:break-word}" +
    ".atw-msg.me{margin-left:auto;background:#d9fdd3}.atw-msg.them{background:#fff}.atw-status{font-size:12px;color:#a33;padding:4px 10px;min-height:16px}" +
    ".atw-form{display:flex;gap:6px;padding:8px;border-top:1px solid #ddd}.atw-form textarea{flex:1;resize:none;height:38px;border:1px solid #ccc;border-radius:6px;padding:8px;font:inherit}" +
    ".atw-meta{color:#667;font-size:11px}.atw-form button{border:0;background:#0b6e4f;color:#fff;border-radius:6px;padding:0 12px;cursor:pointer}.atw-file{display:none}"
  var style = document.createElement("style")
  style.textContent = css
  document.head.appendChild(style)

  var btn = el("button", "atw-btn", "💬")
  btn.setAttribute("data-testid", "webchat-open")
  btn.setAttribute("aria-label", T.title)
  var panel = el("div", "atw-panel")
  panel.setAttribute("data-testid", "webchat-panel")
  var head = el("div", "atw-head", T.title)
  var list = el("div", "atw-list")
  list.setAttribute("data-testid", "webchat-messages")
  var status = el("div", "atw-status")
  status.setAttribute("data-testid", "webchat-status")
  var form = el("form", "atw-form")
  var input = el("textarea")
  input.placeholder = T.placeholder
  input.setAttribute("data-testid", "webchat-input")
  var file = el("input", "atw-file")
  file.type = "file"
  file.setAttribute("data-testid", "webchat-file")
  var attach = el("button", "", "📎")
  attach.type = "button"
  attach.title = T.attach
  var send = el("button", "", T.send)
  send.type = "submit"
  send.setAttribute("data-testid", "webchat-send")
  form.appendChild(attach)
  form.appendChild(file)
  form.appendChild(input)
  form.appendChild(send)
  panel.appendChild(head)
  panel.appendChild(list)
  panel.appendChild(status)
  panel.appendChild(form)
  document.body.appendChild(btn)
  document.body.appendChild(panel)
  btn.onclick = function () {
    panel.classList.toggle("open")
    if (panel.classList.contains("open")) input.focus()
  }

  var seen = {}
  var ws = null
  var attempts = 0
  var outbox = []

  function el(tag, cls, text) {
    var e = document.createElement(tag)
    if (cls) e.className = cls
    if (text) e.textContent = text
    return e
  }
  function update(node, m) {
    node.textContent = ""
    if (m.deleted) {
      node.appendChild(el("em", "", T.deleted))
      node.setAttribute("data-deleted", "true")
    } else if (m.mediaUrl) {
      var a = el("a", "", m.body || "arquivo")
      a.href = origin + m.mediaUrl
      a.target = "_blank"
      node.appendChild(a)
    } else node.appendChild(document.createTextNode(m.body))
    if (m.edited && !m.deleted) node.appendChild(el("small", "atw-meta", " " + T.edited))
    if (m.reaction && !m.deleted) node.appendChild(el("span", "atw-meta", " " + m.reaction))
  }
  function render(m) {
    if (m.clientId && m.clientId.indexOf(":") >= 0) m.clientId = m.clientId.split(":").pop()
    var existing = m.id ? list.querySelector('[data-id="' + m.id + '"]') : null
    if (existing) return update(existing, m) // an edit, a reaction or a deletion of a shown message
    var key = m.id ? "id:" + m.id : "c:" + m.clientId
    var byClient = m.clientId && !m.fromMe ? document.querySelector('[data-client-id="' + m.clientId + '"]') : null
    if (seen[key] || (byClient && m.id && byClient.getAttribute("data-id"))) return
    var node = byClient || el("div", "atw-msg " + (m.fromMe ? "them" : "me"))
    if (m.id) {
      seen[key] = true
      node.setAttribute("data-id", String(m.id))
    }
    if (m.clientId) node.setAttribute("data-client-id", m.clientId)
    node.setAttribute("data-testid", "webchat-message")
    node.setAttribute("data-from-me", m.fromMe ? "false" : "true")
    node.setAttribute("data-from-agent", m.fromMe ? "true" : "false")
    update(node, m)
    if (!byClient) list.appendChild(node)
    list.scrollTop = list.scrollHeight
  }
  function connect() {
    var url = origin.replace(/^http/, "ws") + "/webchat/ws?token=" + encodeURIComponent(token) + "&visitor=" + encodeURIComponent(visitor)
    ws = new WebSocket(url)
    ws.onopen = function () {
      attempts = 0
      status.textContent = ""
      while (outbox.length) ws.send(outbox.shift())
    }
    ws.onmessage = function (ev) {
      var data = JSON.parse(ev.data)
      if (data.type === "history") data.messages.forEach(render)
      else if (data.type === "message" && data.message) render(data.message)
      else if (data.type === "error") status.textContent = data.error
    }
    ws.onclose = function (ev) {
      if (ev.code === 4404 || ev.code === 4400) return (status.textContent = ev.reason)
      status.textContent = T.offline
      attempts++
      setTimeout(connect, Math.min(10000, 1000 * attempts))
    }
  }
  function newId() {
    return Date.now().toString(36) + Math.random().toString(36).slice(2, 10)
  }
  form.onsubmit = function (e) {
    e.preventDefault()
    var body = input.value.trim()
    if (!body) return
    var clientId = newId()
    render({ clientId: clientId, body: body, fromMe: false })
    var frame = JSON.stringify({ type: "message", clientId: clientId, body: body })
    if (ws && ws.readyState === 1) ws.send(frame)
    else outbox.push(frame)
    input.value = ""
  }
  input.onkeydown = function (e) {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault()
      if (form.requestSubmit) form.requestSubmit()
      else form.onsubmit(e)
    }
  }
  attach.onclick = function () {
    file.click()
  }
  file.onchange = function () {
    var f = file.files && file.files[0]
    file.value = ""
    if (!f) return
    if (f.size > MAX) return (status.textContent = T.tooBig)
    var clientId = newId()
    fetch(origin + "/webchat/media?token=" + encodeURIComponent(token) + "&visitor=" + encodeURIComponent(visitor) + "&clientId=" + clientId, {
      method: "POST",
      headers: { "Content-Type": f.type || "application/octet-stream", "X-File-Name": encodeURIComponent(f.name) },
      body: f
    }).then(function (r) {
      if (r.status === 413) status.textContent = T.tooBig
      else if (!r.ok) r.json().then(function (j) { status.textContent = j.error })
    })
  }
  connect()
})()
