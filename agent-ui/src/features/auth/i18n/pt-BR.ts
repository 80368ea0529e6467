// Login, registration, captcha and password reset.
// Source of these texts: en.ts, es.ts and ru.ts beside it have exactly the same keys (checked by
// their type, AuthTexts).
export const authPtBR = {
  login: {
    title: "Entrar",
    subtitle: "Acesse sua conta para atender seus clientes.",
    tabLogin: "Entrar",
    tabRegister: "Criar conta",
    identifier: "E-mail ou telefone",
    identifierPlaceholder: "voce@empresa.com ou 5511999999999",
    password: "Senha",
    submit: "Entrar",
    submitting: "Entrando…",
    invalidIdentifier: "Informe um e-mail ou telefone válido.",
    passwordRequired: "Informe a senha.",
    forgot: "Esqueci minha senha"
  },
  captcha: {
    label: "Verificação",
    instruction: "Arraste o controle até o encaixe escuro",
    handle: "Controle do captcha: use as setas para mover",
    done: "Posicionado",
    required: "Complete a verificação arrastando o controle até o encaixe escuro.",
    loading: "Carregando verificação…",
    failed: "Não foi possível carregar a verificação.",
    rejected: "A verificação não foi aceita: arraste o controle de novo.",
    reload: "Novo desafio"
  },
  forgot: {
    title: "Redefinir senha",
    text: "Informe o e-mail da sua conta. Enviaremos um link para criar uma nova senha (válido por 5 minutos).",
    submit: "Enviar link",
    sent: "Se o cadastro existir, enviamos o link de redefinição."
  },
  register: {
    title: "Criar conta",
    subtitle: "Teste o Atende com sua empresa.",
    company: "Empresa",
    document: "CPF ou CNPJ",
    adminSection: "Administrador",
    name: "Nome",
    email: "E-mail",
    phone: "Telefone",
    password: "Senha",
    confirmPassword: "Confirme a senha",
    plan: "Plano",
    plans: {
      free: "Gratuito",
      freeText: "1 fila, 1 fluxo de chatbot e 1 conexão.",
      enterprise: "Enterprise",
      enterpriseText: "Mais usuários, filas e conexões."
    },
    terms: "Li e aceito os termos de uso",
    submit: "Criar conta",
    submitting: "Criando…",
    success: "Conta criada. Entre com seu e-mail e senha.",
    haveAccount: "Já tem conta? Entrar",
    errors: {
      company: "Informe o nome da empresa (mínimo 2 caracteres).",
      document: "CPF ou CNPJ inválido.",
      name: "Informe o nome (mínimo 2 caracteres).",
      email: "E-mail inválido.",
      phone: "Telefone inválido: DDI, DDD e número (10 a 15 dígitos).",
      password: "A senha não atende às regras abaixo.",
      confirmRequired: "Confirme a senha.",
      mismatch: "As senhas não conferem.",
      terms: "Aceite os termos de uso para continuar."
    }
  },
  passwordRules: {
    length: "Pelo menos 8 caracteres",
    upper: "Uma letra maiúscula",
    lower: "Uma letra minúscula",
    digit: "Um número",
    charset: "Apenas letras e números"
  },
  redefining: {
    title: "Nova senha",
    subtitle: "Crie a nova senha da sua conta.",
    password: "Nova senha",
    confirm: "Confirme a nova senha",
    submit: "Salvar nova senha",
    success: "Senha alterada. Entre com a nova senha.",
    missingToken: "Link inválido: abra o link recebido ou peça um novo.",
    backToLogin: "Voltar ao login"
  }
}

export type AuthTexts = typeof authPtBR
