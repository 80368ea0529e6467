// The web chat's embed code: what an administrator pastes into the site's pages.

/** The embed code of a web-chat channel: the widget script of this server, with the channel's token. */
export function widgetSnippet(origin: string, token: string): string {
  const escaped = token.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<script src="${origin.replace(/\/+$/, "")}/webchat/widget.js" data-token="${escaped}" async></script>`
}
