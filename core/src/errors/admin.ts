// Users, queues, tags, settings, tenants and API configs (spec part 1 §5, §8;
// part 2 §8). Status policy: see catalogue.ts.
import { entry, type ErrorEntry } from "./entry"

export const adminErrors = {
  // Users
  ERR_NO_USER_FOUND: entry(
    404,
    ["Usuário não encontrado", "O usuário não existe ou foi excluído."],
    ["User not found", "The user does not exist or has been deleted."]
  ),
  ERR_USER_CREATION_DISABLED: entry(
    403,
    ["Criação de usuários desativada", "O administrador desativou a criação de usuários."],
    ["User creation disabled", "The administrator has disabled user creation."]
  ),
  ERR_EMAIL_EXISTS: entry(
    409,
    ["E-mail já cadastrado", "Já existe um usuário com este e-mail."],
    ["E-mail already registered", "A user with this e-mail already exists."]
  ),
  ERR_PHONE_NUMBER_EXISTS: entry(
    409,
    ["Telefone já cadastrado", "Já existe um usuário com este número de telefone."],
    ["Phone number already registered", "A user with this phone number already exists."]
  ),
  ERR_ADMIN_CANNOT_BE_DEACTIVATED: entry(
    409,
    ["Administrador não pode ser desativado", "Usuários administradores não podem ser desativados."],
    ["Administrators cannot be deactivated", "Administrator users cannot be deactivated."]
  ),
  ERR_USER_CANNOT_DELETE_SELF: entry(
    409,
    ["Não é possível excluir a si mesmo", "Você não pode excluir a sua própria conta."],
    ["Cannot delete yourself", "You cannot delete your own account."]
  ),
  ERR_INHERITING_USER_REQUIRED: entry(
    400,
    ["Escolha quem herda os tickets", "Selecione outro usuário para receber os atendimentos do usuário excluído."],
    ["Choose who inherits tickets", "Select another user to receive the deleted user's tickets."]
  ),
  ERR_DELETING_USER: entry(
    422,
    ["Erro ao excluir usuário", "Não foi possível excluir o usuário."],
    ["Could not delete user", "The user could not be deleted."]
  ),

  // Queues
  ERR_NO_QUEUE_FOUND: entry(
    404,
    ["Fila não encontrada", "A fila não existe ou foi excluída."],
    ["Queue not found", "The queue does not exist or has been deleted."]
  ),
  ERR_QUEUE_TICKET_EXISTS: entry(
    409,
    ["Fila com atendimentos", "Não é possível excluir uma fila que possui atendimentos."],
    ["Queue has tickets", "A queue that has tickets cannot be deleted."]
  ),
  ERR_DELETING_QUEUE: entry(
    422,
    ["Erro ao excluir fila", "Não foi possível excluir a fila."],
    ["Could not delete queue", "The queue could not be deleted."]
  ),

  // Tags
  ERR_NO_TAG_FOUND: entry(
    404,
    ["Etiqueta não encontrada", "A etiqueta não existe ou foi excluída."],
    ["Tag not found", "The tag does not exist or has been deleted."]
  ),
  ERR_TAG_CONTACTS_EXISTS: entry(
    409,
    ["Etiqueta com contatos", "Não é possível excluir uma etiqueta vinculada a contatos."],
    ["Tag has contacts", "A tag linked to contacts cannot be deleted."]
  ),

  // Settings, tenants, API configs
  ERR_NO_SETTING_FOUND: entry(
    404,
    ["Configuração não encontrada", "A configuração solicitada não existe."],
    ["Setting not found", "The requested setting does not exist."]
  ),
  ERR_NO_TENANT_FOUND: entry(
    404,
    ["Empresa não encontrada", "A empresa não existe ou foi desativada."],
    ["Tenant not found", "The company does not exist or has been deactivated."]
  ),
  ERR_API_CONFIG_NOT_FOUND: entry(
    404,
    ["Configuração de API não encontrada", "A configuração de API não existe ou foi excluída."],
    ["API configuration not found", "The API configuration does not exist or has been deleted."]
  )
} as const satisfies Record<string, ErrorEntry>
