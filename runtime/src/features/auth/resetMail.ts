/** The password reset mail (pt-BR first, English below): the link, valid 5 minutes, used once. */
import type { Mail } from "../../platform/mail/Mailer"

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export const resetMail = (to: { name: string; email: string }, link: string): Mail => ({
  to: to.email,
  subject: "Redefinição de senha / Password reset — Atende",
  text: [
    `Olá, ${to.name}.`,
    "",
    "Recebemos um pedido para redefinir a sua senha. Abra o link abaixo em até 5 minutos (ele vale uma única vez):",
    link,
    "",
    "Se não foi você, ignore este e-mail: sua senha continua a mesma.",
    "",
    "---",
    `Hello ${to.name}, open this link within 5 minutes to reset your password (it works once): ${link}`
  ].join("\n"),
  html: `<p>Olá, ${escape(to.name)}.</p>
<p>Recebemos um pedido para redefinir a sua senha. O link vale por 5 minutos e uma única vez:</p>
<p><a href="${escape(link)}">Redefinir senha</a></p>
<p>Se não foi você, ignore este e-mail: sua senha continua a mesma.</p>
<hr><p>Hello ${escape(to.name)}, <a href="${escape(link)}">reset your password</a> \
within 5 minutes (the link works once).</p>`
})
