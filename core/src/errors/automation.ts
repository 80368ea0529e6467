// Campaigns, appointments (schedules, services, availability), auto-reply and
// chat flows, AI prompts and templates (spec part 2 §4, §5, §8).
// Status policy: see catalogue.ts.
import { entry, type ErrorEntry } from "./entry"

export const automationErrors = {
  // Campaigns
  ERR_NO_CAMPAIGN_FOUND: entry(
    404,
    ["Campanha não encontrada", "A campanha não foi encontrada."],
    ["Campaign not found", "The campaign was not found."]
  ),
  ERR_CAMPAIGN_NOT_EXISTS: entry(
    404,
    ["Campanha inexistente", "A campanha não existe ou foi excluída."],
    ["Campaign does not exist", "The campaign does not exist or has been deleted."]
  ),
  ERR_CAMPAIGN_NOT_ACCESSIBLE: entry(
    403,
    ["Campanha inacessível", "Você não tem acesso a esta campanha."],
    ["Campaign not accessible", "You do not have access to this campaign."]
  ),
  ERR_CAMPAIGN_NOT_EDITABLE: entry(
    409,
    ["Campanha não editável", "Só é possível alterar campanhas pendentes ou canceladas."],
    ["Campaign not editable", "Only pending or canceled campaigns can be changed."]
  ),
  ERR_CAMPAIGN_NOT_DELETABLE: entry(
    409,
    [
      "Campanha não pode ser excluída",
      "Só é possível excluir campanhas pendentes ou canceladas e sem contatos vinculados."
    ],
    ["Campaign cannot be deleted", "Only pending or canceled campaigns without linked contacts can be deleted."]
  ),
  ERR_CAMPAIGN_INVALID_DATE: entry(
    400,
    ["Data inválida", "A data de início da campanha deve ser posterior a agora."],
    ["Invalid date", "The campaign start must be later than now."]
  ),
  ERR_CAMPAIGN_CONTACTS_NOT_FOUND: entry(
    404,
    ["Contatos não encontrados", "A campanha não tem contatos vinculados."],
    ["Contacts not found", "The campaign has no linked contacts."]
  ),
  ERR_STARTING_CAMPAIGN: entry(
    422,
    ["Erro ao iniciar campanha", "Não foi possível iniciar a campanha."],
    ["Could not start campaign", "The campaign could not be started."]
  ),
  ERR_PAUSING_CAMPAIGN: entry(
    422,
    ["Erro ao pausar campanha", "Não foi possível pausar a campanha."],
    ["Could not pause campaign", "The campaign could not be paused."]
  ),
  ERR_RESUMING_CAMPAIGN: entry(
    422,
    ["Erro ao retomar campanha", "Não foi possível retomar a campanha."],
    ["Could not resume campaign", "The campaign could not be resumed."]
  ),
  ERR_CANCELING_CAMPAIGN: entry(
    422,
    ["Erro ao cancelar campanha", "Não foi possível cancelar a campanha."],
    ["Could not cancel campaign", "The campaign could not be canceled."]
  ),

  // Schedules (appointments and scheduled messages)
  ERR_NO_SCHEDULE_FOUND: entry(
    404,
    ["Agendamento não encontrado", "O agendamento não existe ou foi excluído."],
    ["Appointment not found", "The appointment does not exist or has been deleted."]
  ),
  ERR_SCHEDULE_CONFLICT: entry(
    409,
    ["Conflito de agendamento", "Já existe um agendamento neste horário."],
    ["Schedule conflict", "There is already an appointment at this time."]
  ),
  ERR_SCHEDULE_OTHER_TENANT: entry(
    403,
    ["Agendamento de outra empresa", "Este agendamento pertence a outra empresa."],
    ["Another company's appointment", "This appointment belongs to another company."]
  ),
  ERR_SCHEDULE_UNAVAILABLE: entry(
    409,
    ["Horário indisponível", "O horário escolhido está fora da disponibilidade do usuário."],
    ["Time unavailable", "The chosen time is outside the user's availability."]
  ),
  ERR_SCHEDULE_INVALID_DATE: entry(
    400,
    ["Data inválida!", "Escolha uma data posterior a agora (DD/MM/AAAA)."],
    ["Invalid date!", "Choose a date later than now (DD/MM/YYYY)."]
  ),
  ERR_SCHEDULE_INVALID_HOUR: entry(
    400,
    ["Hora inválida", "Escolha um horário posterior a agora (HH:mm)."],
    ["Invalid time", "Choose a time later than now (HH:mm)."]
  ),
  ERR_SCHEDULE_BODY_REQUIRED: entry(
    400,
    ["Mensagem obrigatória", "Informe a mensagem do agendamento (ao menos 5 caracteres)."],
    ["Message required", "Enter the appointment message (at least 5 characters)."]
  ),
  ERR_SCHEDULE_CONTACT_REQUIRED: entry(
    400,
    ["Contato obrigatório", "Selecione o contato do agendamento."],
    ["Contact required", "Select the appointment's contact."]
  ),
  ERR_SCHEDULE_SEND_AT_REQUIRED: entry(
    400,
    ["Data de envio obrigatória", "Informe a data e a hora de envio."],
    ["Send date required", "Enter the date and time to send."]
  ),
  ERR_SCHEDULE_WHATSAPP_REQUIRED: entry(
    400,
    ["Conexão obrigatória", "Selecione a conexão pela qual enviar."],
    ["Connection required", "Select the connection to send through."]
  ),
  ERR_SCHEDULE_USER_REQUIRED: entry(
    400,
    ["Usuário obrigatório", "Selecione o usuário responsável."],
    ["User required", "Select the responsible user."]
  ),
  ERR_SCHEDULE_INVALID_INTERVAL: entry(
    400,
    ["Intervalo inválido", "Os valores de intervalo dos lembretes são inválidos."],
    ["Invalid interval", "The reminder interval values are invalid."]
  ),
  ERR_SCHEDULE_DUPLICATE_REMINDER: entry(
    400,
    ["Lembrete duplicado", "Há dois lembretes para o mesmo momento."],
    ["Duplicate reminder", "Two reminders are set for the same time."]
  ),

  // Services and availability
  ERR_NO_SERVICE_FOUND: entry(
    404,
    ["Serviço não encontrado", "O serviço não existe ou foi excluído."],
    ["Service not found", "The service does not exist or has been deleted."]
  ),
  ERR_SERVICE_NOT_FOUND_FOR_USER: entry(
    404,
    ["Serviço não encontrado para o usuário", "O usuário escolhido não realiza este serviço."],
    ["Service not found for user", "The chosen user does not perform this service."]
  ),
  ERR_DISPONIBILITY_ERROR_USER: entry(
    409,
    ["Usuário indisponível", "O usuário não tem disponibilidade no horário escolhido."],
    ["User unavailable", "The user is not available at the chosen time."]
  ),
  ERR_SEARCH_AVAILABLE_USERS: entry(
    422,
    ["Erro ao buscar disponibilidade", "Não foi possível buscar os usuários disponíveis."],
    ["Availability search failed", "Available users could not be searched."]
  ),

  // Auto-reply and chat flows
  ERR_NO_AUTO_REPLY_FOUND: entry(
    404,
    ["Fluxo não encontrado", "O fluxo de auto resposta não existe ou foi excluído."],
    ["Flow not found", "The auto-reply flow does not exist or has been deleted."]
  ),
  ERR_NO_STEP_AUTO_REPLY_FOUND: entry(
    404,
    ["Etapa não encontrada", "A etapa do fluxo não existe ou foi excluída."],
    ["Step not found", "The flow step does not exist or has been deleted."]
  ),
  ERR_AUTO_REPLY_RELATIONED_TICKET: entry(
    409,
    ["Fluxo em uso", "Não é possível excluir um fluxo usado em atendimentos."],
    ["Flow in use", "A flow used in tickets cannot be deleted."]
  ),
  ERR_AUTO_REPLY_INITIAL_STEP_EXISTS: entry(
    409,
    ["Etapa inicial já existe", "Cada auto resposta pode ter apenas uma etapa inicial."],
    ["Initial step exists", "Each auto-reply may have only one initial step."]
  ),
  ERR_NO_CHAT_FLOW_FOUND: entry(
    404,
    ["Fluxo não encontrado", "O fluxo de chatbot não existe ou foi excluído."],
    ["Chat flow not found", "The chatbot flow does not exist or has been deleted."]
  ),
  ERR_CHAT_FLOW_INVALID_CONNECTION: entry(
    400,
    ["Ligação inválida", "Um elemento não pode se ligar a si mesmo nem formar ciclos."],
    ["Invalid link", "An element cannot link to itself or form a loop."]
  ),
  ERR_FLOW_HAS_CYCLE: entry(
    400,
    ["O fluxo tem um ciclo", "Uma etapa leva a si mesma ou as ligações formam um ciclo. Remova uma ligação do ciclo."],
    ["The flow has a loop", "A step leads to itself or the links form a loop. Remove one link of the loop."]
  ),
  ERR_CHAT_FLOW_IN_USE: entry(
    409,
    [
      "Fluxo em uso",
      "O fluxo está ligado a uma conexão ou a atendimentos em andamento. Desvincule-o antes de excluir."
    ],
    ["Flow in use", "The flow is bound to a connection or to ongoing tickets. Unbind it before deleting."]
  ),
  ERR_NO_TYPEBOT_FOUND: entry(
    404,
    ["Typebot não encontrado", "A conexão com o Typebot não existe ou foi excluída."],
    ["Typebot not found", "The Typebot connection does not exist or has been deleted."]
  ),

  // AI prompts and templates
  ERR_NO_PROMPT_FOUND: entry(
    404,
    ["Prompt não encontrado", "O prompt não existe ou foi excluído."],
    ["Prompt not found", "The prompt does not exist or has been deleted."]
  ),
  ERR_DELETING_PROMPT: entry(
    422,
    ["Erro ao excluir prompt", "Não foi possível excluir o prompt."],
    ["Could not delete prompt", "The prompt could not be deleted."]
  ),
  ERR_NO_TEMPLATE_FOUND: entry(
    404,
    ["Template não encontrado", "O template não existe ou foi excluído."],
    ["Template not found", "The template does not exist or has been deleted."]
  ),
  ERR_DELETING_TEMPLATE: entry(
    422,
    ["Erro ao excluir template", "Não foi possível excluir o template."],
    ["Could not delete template", "The template could not be deleted."]
  ),
  ERR_TEMPLATE_VARIABLES_MISMATCH: entry(
    400,
    ["Variáveis inconsistentes", "A quantidade de variáveis e de exemplos do cabeçalho e do corpo não confere."],
    ["Variables mismatch", "The header and body variables do not match their examples."]
  )
} as const satisfies Record<string, ErrorEntry>
