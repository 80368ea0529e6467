// Session, login, registration, password reset, licence and plan limits
// (spec part 1 §4, §6, §8; part 2 §6, §8). Status policy: see catalogue.ts.
import { entry, type ErrorEntry } from "./entry"

export const accessErrors = {
  // Session
  ERR_SESSION_EXPIRED: entry(
    401,
    ["Conexão expirada", "Sua sessão expirou. Faça login novamente."],
    ["Connection expired", "Your session has expired. Please log in again."]
  ),
  ERR_SESSION_REPLACED: entry(
    401,
    ["Sessão encerrada", "Seu usuário entrou em outro dispositivo. Faça login novamente para continuar aqui."],
    ["Session ended", "Your user logged in on another device. Log in again to continue here."]
  ),
  ERR_USER_DELETED: entry(
    401,
    ["Usuário excluído", "Este usuário foi excluído. Fale com o administrador."],
    ["User deleted", "This user has been deleted. Please contact your administrator."]
  ),
  ERR_NO_PERMISSION: entry(
    403,
    ["Sem permissão", "Você não tem permissão para acessar esta página ou executar esta ação."],
    ["No permission", "You are not allowed to access this page or perform this action."]
  ),
  ERR_LOGGING_OUT: entry(
    422,
    ["Erro ao sair", "Não foi possível encerrar a sessão. Tente novamente."],
    ["Could not log out", "The session could not be ended. Please try again."]
  ),

  // Login
  ERR_INVALID_CREDENTIALS: entry(
    401,
    ["Credenciais inválidas", "Verifique o e-mail ou telefone e a senha e tente novamente."],
    ["Invalid credentials", "Check your e-mail or phone and password and try again."]
  ),
  ERR_LOGIN_FAILED: entry(
    401,
    ["Falha no login", "Não foi possível entrar. Confira suas credenciais."],
    ["Login failed", "Could not log in. Please check your credentials."]
  ),
  ERR_EMAIL_OR_PHONE_REQUIRED: entry(
    400,
    ["E-mail ou telefone obrigatório", "Informe um e-mail ou um telefone para entrar."],
    ["E-mail or phone required", "Enter an e-mail address or a phone number to log in."]
  ),
  ERR_USER_INACTIVE: entry(
    403,
    ["Usuário inativo", "Este usuário está inativo. Fale com o administrador."],
    ["User inactive", "This user is inactive. Please contact your administrator."]
  ),
  ERR_LOGIN_HOURS_RESTRICTED: entry(
    403,
    ["Fora do horário de acesso", "Seu usuário só pode entrar nos horários programados."],
    ["Outside login hours", "Your user may only log in at the scheduled times."]
  ),
  ERR_USER_LIMIT_REACHED: entry(
    403,
    [
      "Limite de usuários atingido",
      "O limite de usuários conectados foi atingido ou alguém não fez logout. Tente novamente mais tarde."
    ],
    ["User limit reached", "The limit of logged-in users was reached or someone did not log out. Try again later."]
  ),

  // Registration and password reset
  ERR_REGISTRATION_FAILED: entry(
    422,
    ["Erro no cadastro", "Não foi possível concluir o cadastro. Tente novamente."],
    ["Registration failed", "The registration could not be completed. Please try again."]
  ),
  ERR_INVALID_DOCUMENT: entry(
    400,
    ["Documento inválido", "Informe um CPF ou CNPJ válido."],
    ["Invalid document", "Enter a valid CPF or CNPJ."]
  ),
  ERR_TERMS_NOT_ACCEPTED: entry(
    400,
    ["Termos não aceitos", "É preciso aceitar os termos de uso para continuar."],
    ["Terms not accepted", "You must accept the terms of use to continue."]
  ),
  ERR_INVALID_PASSWORD: entry(
    400,
    [
      "Senha inválida",
      "A senha deve ter ao menos 8 caracteres, com letra maiúscula, letra minúscula e número, " +
        "usando apenas letras e números."
    ],
    [
      "Invalid password",
      "The password needs at least 8 characters with an uppercase letter, a lowercase letter and a digit, " +
        "letters and digits only."
    ]
  ),
  ERR_PASSWORD_MISMATCH: entry(
    400,
    ["Senhas diferentes", "A confirmação precisa ser igual à senha."],
    ["Passwords differ", "The confirmation must match the password."]
  ),
  ERR_CURRENT_PASSWORD_INVALID: entry(
    400,
    ["Senha atual incorreta", "Para trocar a sua senha, informe a senha atual corretamente."],
    ["Wrong current password", "To change your password, enter your current password correctly."]
  ),
  ERR_URL_NOT_ALLOWED: entry(
    400,
    [
      "Endereço não permitido",
      "O endereço aponta para a rede interna do servidor (loopback, rede privada ou link-local). " +
        "Use um endereço público."
    ],
    [
      "Address not allowed",
      "The address points into the server's own network (loopback, private or link-local). Use a public address."
    ]
  ),
  ERR_PUSH_DEVICE_TAKEN: entry(
    409,
    [
      "Dispositivo já registrado",
      "Este endereço de notificação pertence a outro navegador. Ative as notificações de novo neste navegador."
    ],
    [
      "Device already registered",
      "This notification endpoint belongs to another browser. Turn notifications on again in this browser."
    ]
  ),
  ERR_RESET_TOKEN_EXPIRED: entry(
    400,
    ["Link expirado", "O link de redefinição de senha expirou. Solicite um novo link."],
    ["Link expired", "The password reset link has expired. Please request a new one."]
  ),

  // Licence (the two ERROR_… names are the spec's login-specific codes)
  ERROR_NO_PERMISSION_API_ADMIN2: entry(
    403,
    ["Licença Inválida", "A licença deste sistema é inválida. Fale com o suporte."],
    ["Invalid licence", "This system's licence is invalid. Please contact support."]
  ),
  ERROR_NO_PERMISSION_API_ADMIN: entry(
    403,
    ["Licença expirada", "A licença deste sistema expirou. Fale com o setor financeiro."],
    ["Licence expired", "This system's licence has expired. Please contact the finance department."]
  ),
  ERR_LICENSE_INVALID: entry(
    403,
    ["Licença inválida", "A licença informada não é válida. Fale com o suporte."],
    ["Invalid licence", "The licence is not valid. Please contact support."]
  ),
  ERR_LICENSE_EXPIRED: entry(
    403,
    ["Licença expirada", "A licença expirou. Renove-a para continuar usando o sistema."],
    ["Licence expired", "The licence has expired. Renew it to keep using the system."]
  ),
  ERR_LICENSE_BLOCKED: entry(
    403,
    ["Licença bloqueada", "A licença está bloqueada. Fale com o setor financeiro."],
    ["Licence blocked", "The licence is blocked. Please contact the finance department."]
  ),
  ERR_LICENSE_WRONG_DOMAIN: entry(
    403,
    ["Domínio inválido", "Esta licença não pertence a este domínio."],
    ["Invalid domain", "This licence does not belong to this domain."]
  ),
  ERR_LICENSE_WRONG_CODE: entry(
    403,
    ["Código de licença inválido", "O código da licença não confere. Verifique e tente novamente."],
    ["Invalid licence code", "The licence code does not match. Check it and try again."]
  ),
  ERR_LICENSE_FREE_PLAN_VIOLATION: entry(
    403,
    [
      "Violação do plano gratuito",
      "O uso atual excede o que o plano gratuito permite. Faça um upgrade ou desative recursos."
    ],
    ["Free plan violation", "Current usage exceeds what the free plan allows. Upgrade or deactivate features."]
  ),
  ERR_CONTACT_FINANCE_DEPARTMENT: entry(
    403,
    ["Fale com o financeiro", "Há uma pendência na sua conta. Entre em contato com o setor financeiro."],
    ["Contact the finance department", "There is an issue with your account. Please contact the finance department."]
  ),

  // Plan limits (403: the plan forbids the action until it changes)
  ERR_PLAN_LIMIT_USERS: entry(
    403,
    ["Limite de usuários do plano", "Seu plano não permite cadastrar mais usuários. Faça um upgrade."],
    ["Plan user limit", "Your plan does not allow more users. Please upgrade."]
  ),
  ERR_PLAN_LIMIT_QUEUES: entry(
    403,
    ["Limite de filas do plano", "Seu plano permite apenas uma fila ativa. Faça um upgrade."],
    ["Plan queue limit", "Your plan allows only one active queue. Please upgrade."]
  ),
  ERR_PLAN_LIMIT_CHATFLOWS: entry(
    403,
    ["Limite de fluxos do plano", "Seu plano permite apenas um fluxo de chatbot ativo. Faça um upgrade."],
    ["Plan chat flow limit", "Your plan allows only one active chatbot flow. Please upgrade."]
  ),
  ERR_PLAN_LIMIT_CONNECTIONS: entry(
    403,
    ["Limite de conexões do plano", "Seu plano permite apenas uma conexão ativa. Faça um upgrade."],
    ["Plan connection limit", "Your plan allows only one active connection. Please upgrade."]
  )
} as const satisfies Record<string, ErrorEntry>
