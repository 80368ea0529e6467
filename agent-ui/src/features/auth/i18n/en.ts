import type { AuthTexts } from "./pt-BR"

export const authEn: AuthTexts = {
  login: {
    title: "Sign in",
    subtitle: "Sign in to serve your customers.",
    tabLogin: "Sign in",
    tabRegister: "Create account",
    identifier: "E-mail or phone",
    identifierPlaceholder: "you@company.com or 5511999999999",
    password: "Password",
    submit: "Sign in",
    submitting: "Signing in…",
    invalidIdentifier: "Enter a valid e-mail or phone number.",
    passwordRequired: "Enter your password.",
    forgot: "Forgot my password"
  },
  captcha: {
    label: "Verification",
    instruction: "Drag the handle onto the dark slot",
    handle: "Captcha handle: use the arrow keys to move it",
    done: "Placed",
    required: "Complete the verification by dragging the handle onto the dark slot.",
    loading: "Loading verification…",
    failed: "The verification could not be loaded.",
    rejected: "The verification was not accepted: drag the handle again.",
    reload: "New challenge"
  },
  forgot: {
    title: "Reset password",
    text: "Enter the e-mail of your account. We will send a link to create a new password (valid for 5 minutes).",
    submit: "Send link",
    sent: "If the account exists, we have sent the reset link."
  },
  register: {
    title: "Create account",
    subtitle: "Try Atende with your company.",
    company: "Company",
    document: "CPF or CNPJ",
    adminSection: "Administrator",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    password: "Password",
    confirmPassword: "Confirm password",
    plan: "Plan",
    plans: {
      free: "Free",
      freeText: "1 queue, 1 chatbot flow and 1 connection.",
      enterprise: "Enterprise",
      enterpriseText: "More users, queues and connections."
    },
    terms: "I have read and accept the terms of use",
    submit: "Create account",
    submitting: "Creating…",
    success: "Account created. Sign in with your e-mail and password.",
    haveAccount: "Already have an account? Sign in",
    errors: {
      company: "Enter the company name (at least 2 characters).",
      document: "Invalid CPF or CNPJ.",
      name: "Enter the name (at least 2 characters).",
      email: "Invalid e-mail.",
      phone: "Invalid phone: country code, area code and number (10 to 15 digits).",
      password: "The password does not meet the rules below.",
      confirmRequired: "Confirm the password.",
      mismatch: "The passwords do not match.",
      terms: "Accept the terms of use to continue."
    }
  },
  passwordRules: {
    length: "At least 8 characters",
    upper: "An uppercase letter",
    lower: "A lowercase letter",
    digit: "A digit",
    charset: "Letters and digits only"
  },
  redefining: {
    title: "New password",
    subtitle: "Create the new password of your account.",
    password: "New password",
    confirm: "Confirm the new password",
    submit: "Save new password",
    success: "Password changed. Sign in with the new password.",
    missingToken: "Invalid link: open the link you received or request a new one.",
    backToLogin: "Back to sign in"
  }
}
