import type { MessageTree } from "./locales.ts"

// The console's own labels (merged over react-admin's); `en.ts` must have the same keys.
export const ptBR = {
  ra: {
    page: { dashboard: "Configurações" },
    auth: { username: "E-mail ou telefone" }
  },
  resources: {
    users: {
      name: "Usuário |||| Usuários",
      fields: {
        q: "Buscar",
        name: "Nome",
        email: "E-mail",
        password: "Senha",
        profile: "Perfil",
        phoneNumber: "Telefone",
        active: "Ativo",
        createdAt: "Criado em"
      },
      profiles: { user: "Usuário", super: "Supervisor", admin: "Administrador" },
      helpers: {
        password: "De 8 a 128 caracteres, com maiúscula, minúscula e número; apenas letras e números.",
        password_edit: "Deixe em branco para manter a senha atual."
      }
    }
  },
  console: {
    dashboard: {
      title: "Configurações",
      intro: "Administração da empresa: usuários e seus perfis de acesso.",
      back: "Voltar ao atendimento"
    },
    validation: {
      name: "O nome deve ter de 2 a 120 caracteres",
      phone: "Informe o telefone com DDI e DDD: de 10 a 15 dígitos",
      password: "A senha deve ter de 8 a 128 caracteres, com letra maiúscula, minúscula e número, apenas letras e números",
      admin_active: "Administradores não podem ser desativados"
    },
    errors: { detail: "Detalhe: %{text}", unidentified: "Não identificado" }
  }
} satisfies MessageTree
