/* global self, clients */
// Atende service worker: web push notifications for the agent UI (spec part 1 §4, §7 "Push").
// The server sends { title, body, url, tag, vibrate, ticketId, tenantId } as JSON. Every
// notification vibrates 200, 100, 200; a click opens (or focuses) /#/atendimento/{ticketId}.

const VIBRATE = [200, 100, 200]

self.addEventListener("install", () => self.skipWaiting())
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()))

function ticketUrl(data) {
  const id = Number(data && data.ticketId)
  return new URL(Number.isInteger(id) && id > 0 ? `/#/atendimento/${id}` : "/#/atendimento", self.location.origin).href
}

self.addEventListener("push", (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = { body: event.data ? event.data.text() : "" }
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "Atende", {
      body: data.body || "",
      tag: data.tag || (data.ticketId ? `ticket-${data.ticketId}` : undefined),
      renotify: Boolean(data.tag || data.ticketId),
      vibrate: VIBRATE,
      data: { url: ticketUrl(data), ticketId: data.ticketId }
    })
  )
})

self.addEventListener("notificationclick", (event) => {
  event.notification.close()
  const url = ticketUrl(event.notification.data)
  event.waitUntil(
    clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && "focus" in client) {
          return client.navigate(url).then((navigated) => (navigated || client).focus())
        }
      }
      return clients.openWindow(url)
    })
  )
})
