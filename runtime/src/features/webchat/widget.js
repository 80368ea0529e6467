/* Atende web-chat widget. Include on any page:
 *   <script src="https://your-atende/webchat/widget.js" data-token="CHANNEL_TOKEN" async></script>
 * Plain browser JavaScript (ES5), no dependencies.
 *
 * No message is lost: every message stays in the outbox (kept in localStorage, so a reload keeps it
 * too) until its echo comes (a `message` frame with its client id, or the history holding it) or a
 * definitive error (it is then shown as not sent). What is not echoed is sent again with the same
 * client id (the server stores it once): on every (re)connection once the history has come, and
 * when its echo is late (5 s, doubling up to a minute). ERR_TOO_MANY_REQUESTS waits `retryAfter`
 * seconds, ERR_SERVICE_UNAVAILABLE a growing delay; a waiting message holds back the ones not sent
 * yet, so they are not stored before it. A closed socket is reopened with a growing, jittered delay.
 *
 * Its look follows the channel's config, sent with the history (core's WebchatConfig: title, footer
 * text, header colour, icon, opening by itself, a help bubble, a notification sound); an empty
 * field keeps the visitor's language's default. A channel an administrator disconnected closes the
 * socket (4409 ERR_WEBCHAT_OFFLINE): the widget says the chat is unavailable and tries again every
 * half a minute. */
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
  var navLang = (navigator.language || "pt-BR").toLowerCase().slice(0, 2)
  var lang = navLang === "pt" || navLang === "es" || navLang === "ru" ? navLang : "en"
  var T = {
    pt: {
      title: "Fale conosco",
      placeholder: "Escreva sua mensagem…",
      send: "Enviar",
      tooBig: "Arquivo muito grande (máximo 5 MB)",
      offline: "Reconectando…",
      retrying: "Reenviando…",
      failed: "Não enviada",
      attach: "Anexar",
      deleted: "Mensagem apagada",
      edited: "(editada)",
      unavailable: "Chat indisponível no momento",
      help: "Olá! Posso ajudar?",
      close: "Fechar"
    },
    en: {
      title: "Chat with us",
      placeholder: "Type your message…",
      send: "Send",
      tooBig: "File too large (5 MB at most)",
      offline: "Reconnecting…",
      retrying: "Resending…",
      failed: "Not sent",
      attach: "Attach",
      deleted: "Message deleted",
      edited: "(edited)",
      unavailable: "Chat unavailable at the moment",
      help: "Hi! Can we help?",
      close: "Close"
    },
    es: {
      title: "Habla con nosotros",
      placeholder: "Escribe tu mensaje…",
      send: "Enviar",
      tooBig: "Archivo demasiado grande (máximo 5 MB)",
      offline: "Reconectando…",
      retrying: "Reenviando…",
      failed: "No enviado",
      attach: "Adjuntar",
      deleted: "Mensaje eliminado",
      edited: "(editado)",
      unavailable: "Chat no disponible en este momento",
      help: "¡Hola! ¿Podemos ayudarle?",
      close: "Cerrar"
    },
    ru: {
      title: "Напишите нам",
      placeholder: "Введите сообщение…",
      send: "Отправить",
      tooBig: "Файл слишком большой (не более 5 МБ)",
      offline: "Переподключение…",
      retrying: "Повторная отправка…",
      failed: "Не отправлено",
      attach: "Прикрепить",
      deleted: "Сообщение удалено",
      edited: "(изменено)",
      unavailable: "Чат сейчас недоступен",
      help: "Здравствуйте! Чем можем помочь?",
      close: "Закрыть"
    }
  }[lang]

  var css =
    ".atw-btn{position:fixed;right:20px;bottom:20px;width:56px;height:56px;border-radius:50%;border:0;" +
    "background:#0b6e4f;color:#fff;font-size:26px;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25);" +
    "z-index:2147483000}" +
    ".atw-panel{position:fixed;right:20px;bottom:88px;width:340px;max-width:calc(100vw - 40px);height:460px;" +
    "max-height:calc(100vh - 120px);background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.25);" +
    "display:none;flex-direction:column;overflow:hidden;font:14px system-ui,sans-serif;z-index:2147483000}" +
    ".atw-panel.open{display:flex}.atw-head{background:#0b6e4f;color:#fff;padding:12px 14px;font-weight:600}" +
    ".atw-list{flex:1;overflow-y:auto;padding:10px;background:#efeae2}" +
    ".atw-msg{max-width:78%;margin:4px 0;padding:7px 10px;border-radius:8px;" +
    "white-space:pre-wrap;word-wrap:break-word}" +
    ".atw-msg.me{margin-left:auto;background:#d9fdd3}.atw-msg.them{background:#fff}" +
    '.atw-msg[data-status="pending"]{opacity:.6}.atw-msg[data-status="failed"]{background:#fde2e1}' +
    ".atw-status{font-size:12px;color:#a33;padding:4px 10px;min-height:16px}" +
    ".atw-form{display:flex;gap:6px;padding:8px;border-top:1px solid #ddd}" +
    ".atw-form textarea{flex:1;resize:none;height:38px;border:1px solid #ccc;border-radius:6px;" +
    "padding:8px;font:inherit}" +
    ".atw-meta{color:#667;font-size:11px}" +
    ".atw-form button{border:0;background:#0b6e4f;color:#fff;border-radius:6px;padding:0 12px;cursor:pointer}" +
    ".atw-file{display:none}.atw-btn img{width:32px;height:32px;border-radius:50%;object-fit:cover}" +
    ".atw-head{display:flex;align-items:center;gap:8px}.atw-head img{width:24px;height:24px;border-radius:50%}" +
    ".atw-foot{font-size:11px;color:#667;text-align:center;padding:0 8px 6px}.atw-foot:empty{display:none}" +
    ".atw-help{position:fixed;right:20px;bottom:86px;max-width:260px;background:#fff;color:#1f2933;" +
    "border-radius:10px;padding:10px 30px 10px 12px;box-shadow:0 4px 14px rgba(0,0,0,.2);font:14px system-ui," +
    "sans-serif;z-index:2147483000;display:none}.atw-help.show{display:block}" +
    ".atw-help button{position:absolute;top:4px;right:6px;border:0;background:none;cursor:pointer;color:#667}"
  var style = document.createElement("style")
  style.textContent = css
  document.head.appendChild(style)

  var btn = el("button", "atw-btn", "💬")
  btn.setAttribute("data-testid", "webchat-open")
  btn.setAttribute("aria-label", T.title)
  var panel = el("div", "atw-panel")
  panel.setAttribute("data-testid", "webchat-panel")
  var head = el("div", "atw-head")
  head.setAttribute("data-testid", "webchat-title")
  var headIcon = el("img")
  headIcon.alt = ""
  var headText = el("span", "", T.title)
  head.appendChild(headText)
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
  var foot = el("div", "atw-foot")
  foot.setAttribute("data-testid", "webchat-footer")
  var help = el("div", "atw-help")
  help.setAttribute("data-testid", "webchat-help")
  var helpText = el("span")
  var helpClose = el("button", "", "×")
  helpClose.type = "button"
  helpClose.setAttribute("aria-label", T.close)
  help.appendChild(helpText)
  help.appendChild(helpClose)
  panel.appendChild(head)
  panel.appendChild(list)
  panel.appendChild(status)
  panel.appendChild(form)
  panel.appendChild(foot)
  document.body.appendChild(btn)
  document.body.appendChild(panel)
  document.body.appendChild(help)
  var helpDismissed = false
  var opened = false // opened once already (by the visitor or by autoOpen)
  function open() {
    panel.classList.add("open")
    help.classList.remove("show")
    opened = true
  }
  btn.onclick = function () {
    if (panel.classList.contains("open")) return panel.classList.remove("open")
    open()
    input.focus()
  }
  help.onclick = function () {
    open()
    input.focus()
  }
  helpClose.onclick = function (e) {
    e.stopPropagation()
    helpDismissed = true
    help.classList.remove("show")
  }
  var sound = null
  /** An http(s) address, or "" (the server checks too: nothing else is shown or loaded). */
  function webUrl(v) {
    return typeof v === "string" && /^https?:\/\/\S+$/i.test(v) ? v : ""
  }
  /** The channel's look: its config's fields, the language's defaults where they are empty. */
  function applyConfig(cfg) {
    cfg = cfg || {}
    headText.textContent = (typeof cfg.title === "string" && cfg.title.trim()) || T.title
    foot.textContent = typeof cfg.footerText === "string" ? cfg.footerText.trim() : ""
    var color =
      typeof cfg.headerColor === "string" && /^#[0-9a-fA-F]{3,6}$/.test(cfg.headerColor) ? cfg.headerColor : ""
    head.style.background = color
    btn.style.background = color
    send.style.background = color
    var icon = webUrl(cfg.iconUrl)
    btn.textContent = ""
    if (icon) {
      var img = el("img")
      img.src = icon
      img.alt = ""
      btn.appendChild(img)
      headIcon.src = icon
      if (headIcon.parentNode !== head) head.insertBefore(headIcon, headText)
    } else {
      btn.textContent = "💬"
      if (headIcon.parentNode === head) head.removeChild(headIcon)
    }
    var soundUrl = webUrl(cfg.soundUrl)
    sound = soundUrl ? soundUrl : null
    helpText.textContent = (typeof cfg.helpMessage === "string" && cfg.helpMessage.trim()) || T.help
    var offer = cfg.offerHelp === true && !helpDismissed && !opened
    help.classList.toggle("show", offer && !panel.classList.contains("open"))
    if (cfg.autoOpen === true && !opened) open()
  }
  function chime() {
    if (!sound) return
    attempt(function () {
      var audio = document.createElement("audio")
      audio.src = sound
      var p = audio.play()
      if (p && p.catch) p.catch(function () {})
    })
  }

  var seen = {}
  var ws = null
  var attempts = 0
  var conn = 0 // the connection the outbox's messages were last sent on
  var ready = false // the current connection has sent its history
  var TIMEOUT = 5000
  var outboxKey = "atende-webchat-outbox:" + token
  var outbox = loadOutbox() // { clientId, body, wait, due, conn, tries }, oldest first

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
  /** fn's result, or `fallback` when it throws (a storage the page may not use, full, or holding garbage). */
  function attempt(fn, fallback) {
    try {
      return fn()
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
    } catch (e) {
      return fallback
    }
  }
  function loadOutbox() {
    return attempt(function () {
      return JSON.parse(localStorage.getItem(outboxKey) || "[]")
        .filter(function (m) {
          return m && typeof m.clientId === "string" && typeof m.body === "string"
        })
        .map(function (m) {
          return { clientId: m.clientId, body: m.body, wait: 0, due: 0, conn: 0, tries: 0 }
        })
    }, [])
  }
  /** The outbox in localStorage (in memory only where the page may not store it). */
  function saveOutbox() {
    var kept = outbox.map(function (m) {
      return { clientId: m.clientId, body: m.body }
    })
    attempt(function () {
      if (kept.length) localStorage.setItem(outboxKey, JSON.stringify(kept))
      else localStorage.removeItem(outboxKey)
    })
  }
  function indexOf(clientId) {
    for (var i = 0; i < outbox.length; i++) if (outbox[i].clientId === clientId) return i
    return -1
  }
  function nodeOf(clientId) {
    return list.querySelector('[data-client-id="' + clientId + '"]')
  }
  function mark(clientId, state) {
    var node = nodeOf(clientId)
    if (!node) return
    node.setAttribute("data-status", state)
    if (state === "failed") node.appendChild(el("small", "atw-meta", " " + T.failed))
  }
  /** A message of the conversation came (echo or history): one of ours is stored. */
  function echoed(m) {
    var clientId = m.clientId ? String(m.clientId).split(":").pop() : ""
    if (m.fromMe || !clientId) return
    mark(clientId, "sent")
    var i = indexOf(clientId)
    if (i < 0) return
    outbox.splice(i, 1)
    saveOutbox()
    if (!outbox.length && status.textContent === T.retrying) status.textContent = ""
  }
  /** An error frame: a message to send again later, or one that will never be stored. */
  function refused(data) {
    var i = data.clientId ? indexOf(data.clientId) : -1
    if (i < 0) {
      // about no message of the outbox (a resend of one echoed since) or about the socket
      if (!data.clientId) status.textContent = data.error === "ERR_WEBCHAT_OFFLINE" ? T.unavailable : data.error
      return
    }
    var m = outbox[i]
    if (data.error === "ERR_WEBCHAT_OFFLINE") {
      // the channel was disconnected: kept, and sent once it takes visitors again
      status.textContent = T.unavailable
      return
    }
    if (data.error === "ERR_VALIDATION" || data.error === "ERR_INVALID_WEBCHAT_TOKEN") {
      outbox.splice(i, 1) // the server will never take this one
      saveOutbox()
      return mark(m.clientId, "failed")
    }
    // ERR_TOO_MANY_REQUESTS after `retryAfter`; ERR_SERVICE_UNAVAILABLE (and anything else) after a growing delay
    var delay = data.retryAfter > 0 ? data.retryAfter * 1000 : Math.min(30000, 1000 * Math.pow(2, m.tries))
    m.wait = m.due = Date.now() + delay
    status.textContent = T.retrying
  }
  /** Sends, in order, what was not sent on this connection or whose echo is late. */
  function flush() {
    if (!ready || !ws || ws.readyState !== 1) return
    var now = Date.now()
    for (var i = 0; i < outbox.length; i++) {
      var m = outbox[i]
      if (m.wait > now) return // refused for now: it and the messages after it wait their turn
      if (m.conn === conn && m.due > now) continue // on its way
      ws.send(JSON.stringify({ type: "message", clientId: m.clientId, body: m.body }))
      m.conn = conn
      m.due = now + Math.min(60000, TIMEOUT * Math.pow(2, m.tries))
      m.tries++
    }
  }
  /** The history shown in its order, then the messages still on their way. */
  function showHistory(messages) {
    messages.forEach(render)
    messages.forEach(function (m) {
      var node = m.id ? list.querySelector('[data-id="' + m.id + '"]') : null
      if (node) list.appendChild(node)
    })
    messages.forEach(echoed)
    outbox.forEach(function (m) {
      var node = nodeOf(m.clientId)
      if (node) list.appendChild(node)
    })
    list.scrollTop = list.scrollHeight
  }
  function connect() {
    var url =
      origin.replace(/^http/, "ws") +
      "/webchat/ws?token=" +
      encodeURIComponent(token) +
      "&visitor=" +
      encodeURIComponent(visitor)
    var sock = new WebSocket(url)
    ws = sock
    conn++
    ready = false
    sock.onopen = function () {
      status.textContent = ""
    }
    sock.onmessage = function (ev) {
      var data = JSON.parse(ev.data)
      if (data.type === "history") {
        attempts = 0
        applyConfig(data.channel && data.channel.config)
        showHistory(data.messages)
        ready = true
        flush()
      } else if (data.type === "message" && data.message) {
        if (data.message.fromMe && !seen["id:" + data.message.id]) chime()
        render(data.message)
        echoed(data.message)
      } else if (data.type === "error") refused(data)
    }
    sock.onclose = function (ev) {
      if (ws !== sock) return
      ready = false
      if (ev.code === 4404 || ev.code === 4400) return (status.textContent = ev.reason)
      if (ev.code === 4409) {
        // disconnected by the company: said so, and tried again now and then
        status.textContent = T.unavailable
        return setTimeout(connect, 30000 * (0.75 + Math.random() / 2))
      }
      status.textContent = T.offline
      // a growing, jittered delay: the visitors of a node that died do not all come back at once
      var delay = Math.min(10000, 500 * Math.pow(2, attempts)) * (0.75 + Math.random() / 2)
      attempts++
      setTimeout(connect, delay)
    }
  }
  function newId() {
    return Date.now().toString(36) + Math.random().toString(36).slice(2, 10)
  }
  function pending(m) {
    render({ clientId: m.clientId, body: m.body, fromMe: false })
    mark(m.clientId, "pending")
  }
  form.onsubmit = function (e) {
    e.preventDefault()
    var body = input.value.trim()
    if (!body) return
    var m = { clientId: newId(), body: body, wait: 0, due: 0, conn: 0, tries: 0 }
    outbox.push(m)
    saveOutbox()
    pending(m)
    input.value = ""
    flush()
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
    fetch(
      origin +
        "/webchat/media?token=" +
        encodeURIComponent(token) +
        "&visitor=" +
        encodeURIComponent(visitor) +
        "&clientId=" +
        clientId,
      {
        method: "POST",
        headers: { "Content-Type": f.type || "application/octet-stream", "X-File-Name": encodeURIComponent(f.name) },
        body: f
      }
    ).then(function (r) {
      if (r.status === 413) status.textContent = T.tooBig
      else if (!r.ok)
        r.json().then(function (j) {
          status.textContent = j.error
        })
    })
  }
  outbox.forEach(pending) // kept from before a reload: sent once the history has come
  setInterval(flush, 1000)
  connect()
})()
