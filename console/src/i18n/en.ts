import type { ptBR } from "./ptBR.ts"

// The console's own labels in English; typed after `ptBR.ts` so both keep the same keys.
export const en: typeof ptBR = {
  ra: {
    page: { dashboard: "Settings" },
    auth: { username: "E-mail or phone" }
  },
  resources: {
    users: {
      name: "User |||| Users",
      fields: {
        q: "Search",
        name: "Name",
        email: "E-mail",
        password: "Password",
        profile: "Profile",
        phoneNumber: "Phone",
        active: "Active",
        createdAt: "Created"
      },
      profiles: { user: "User", super: "Supervisor", admin: "Administrator" },
      helpers: {
        password: "8 to 128 characters, with an uppercase letter, a lowercase letter and a digit; letters and digits only.",
        password_edit: "Leave empty to keep the current password."
      }
    }
  },
  console: {
    dashboard: {
      title: "Settings",
      intro: "Company administration: users and their access profiles.",
      back: "Back to the service desk"
    },
    validation: {
      name: "The name needs 2 to 120 characters",
      phone: "Give the phone with country and area code: 10 to 15 digits",
      password: "The password needs 8 to 128 characters, with an uppercase letter, a lowercase letter and a digit, letters and digits only",
      admin_active: "Administrators cannot be deactivated"
    },
    errors: { detail: "Detail: %{text}", unidentified: "Unidentified" }
  }
}
