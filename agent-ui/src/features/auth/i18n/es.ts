import type { AuthTexts } from "./pt-BR"

export const authEs: AuthTexts = {
  login: {
    title: "Iniciar sesión",
    subtitle: "Acceda a su cuenta para atender a sus clientes.",
    tabLogin: "Iniciar sesión",
    tabRegister: "Crear cuenta",
    identifier: "E-mail o teléfono",
    identifierPlaceholder: "usted@empresa.com o 5511999999999",
    password: "Contraseña",
    submit: "Entrar",
    submitting: "Entrando…",
    invalidIdentifier: "Ingrese un e-mail o teléfono válido.",
    passwordRequired: "Ingrese la contraseña.",
    forgot: "Olvidé mi contraseña"
  },
  captcha: {
    label: "Verificación",
    instruction: "Arrastre el control hasta la ranura oscura",
    handle: "Control del captcha: use las flechas para moverlo",
    done: "Colocado",
    required: "Complete la verificación arrastrando el control hasta la ranura oscura.",
    loading: "Cargando verificación…",
    failed: "No se pudo cargar la verificación.",
    rejected: "La verificación no fue aceptada: arrastre el control de nuevo.",
    reload: "Nuevo desafío"
  },
  forgot: {
    title: "Restablecer contraseña",
    text:
      "Ingrese el e-mail de su cuenta. " +
      "Le enviaremos un enlace para crear una nueva contraseña (válido por 5 minutos).",
    submit: "Enviar enlace",
    sent: "Si la cuenta existe, enviamos el enlace para restablecerla."
  },
  register: {
    title: "Crear cuenta",
    subtitle: "Pruebe Atende con su empresa.",
    company: "Empresa",
    document: "CPF o CNPJ",
    adminSection: "Administrador",
    name: "Nombre",
    email: "E-mail",
    phone: "Teléfono",
    password: "Contraseña",
    confirmPassword: "Confirme la contraseña",
    plan: "Plan",
    plans: {
      free: "Gratuito",
      freeText: "1 cola, 1 flujo de chatbot y 1 conexión.",
      enterprise: "Enterprise",
      enterpriseText: "Más usuarios, colas y conexiones."
    },
    terms: "He leído y acepto los términos de uso",
    submit: "Crear cuenta",
    submitting: "Creando…",
    success: "Cuenta creada. Inicie sesión con su e-mail y contraseña.",
    haveAccount: "¿Ya tiene cuenta? Inicie sesión",
    errors: {
      company: "Ingrese el nombre de la empresa (mínimo 2 caracteres).",
      document: "CPF o CNPJ inválido.",
      name: "Ingrese el nombre (mínimo 2 caracteres).",
      email: "E-mail inválido.",
      phone: "Teléfono inválido: código de país, código de área y número (10 a 15 dígitos).",
      password: "La contraseña no cumple las reglas de abajo.",
      confirmRequired: "Confirme la contraseña.",
      mismatch: "Las contraseñas no coinciden.",
      terms: "Acepte los términos de uso para continuar."
    }
  },
  passwordRules: {
    length: "Al menos 8 caracteres",
    upper: "Una letra mayúscula",
    lower: "Una letra minúscula",
    digit: "Un número",
    charset: "Solo letras y números"
  },
  redefining: {
    title: "Nueva contraseña",
    subtitle: "Cree la nueva contraseña de su cuenta.",
    password: "Nueva contraseña",
    confirm: "Confirme la nueva contraseña",
    submit: "Guardar nueva contraseña",
    success: "Contraseña cambiada. Inicie sesión con la nueva contraseña.",
    missingToken: "Enlace inválido: abra el enlace recibido o solicite uno nuevo.",
    backToLogin: "Volver al inicio de sesión"
  }
}
