// WhatsApp and other connections, hub, SMS, telephony and groups
// (spec part 1 §8; part 2 §4, §5, §8). Status policy: see catalogue.ts.
import { entry, type ErrorEntry } from "./entry"

export const channelErrors = {
  // WhatsApp
  ERR_WAPP_INVALID_CONTACT: entry(
    400,
    ["Contato inválido", "O número informado não é um contato válido do WhatsApp."],
    ["Invalid contact", "The number is not a valid WhatsApp contact."]
  ),
  ERR_WAPP_CHECK_CONTACT: entry(
    502,
    ["Falha ao verificar contato", "Não foi possível verificar o contato no WhatsApp. Tente novamente."],
    ["Contact check failed", "The contact could not be checked on WhatsApp. Please try again."]
  ),
  ERR_WAPP_CONTACT_NOT_ON_WHATSAPP: entry(
    404,
    ["Contato sem WhatsApp", "Este número não possui conta no WhatsApp."],
    ["Not on WhatsApp", "This number has no WhatsApp account."]
  ),
  ERR_SENDING_WAPP_MSG: entry(
    502,
    ["Erro ao enviar mensagem", "O WhatsApp não aceitou a mensagem. Tente novamente."],
    ["Sending failed", "WhatsApp did not accept the message. Please try again."]
  ),
  ERR_WAPP_NOT_INITIALIZED: entry(
    409,
    ["Sessão não iniciada", "A sessão do WhatsApp não foi iniciada. Conecte a conexão e tente novamente."],
    ["Session not started", "The WhatsApp session is not initialised. Connect it and try again."]
  ),
  ERR_NO_WAPP_FOUND: entry(
    404,
    ["Conexão não encontrada", "A conexão não existe ou não tem sessão ativa."],
    ["Connection not found", "The connection does not exist or has no active session."]
  ),
  ERR_NO_DEF_WAPP_FOUND: entry(
    404,
    ["Nenhuma conexão padrão", "Não há conexão padrão ativa. Defina uma conexão padrão em Canais."],
    ["No default connection", "There is no active default connection. Set one under Channels."]
  ),
  ERR_FETCH_WAPP_MSG: entry(
    502,
    ["Erro ao buscar mensagens", "Não foi possível buscar as mensagens antigas no WhatsApp."],
    ["Could not fetch messages", "Older messages could not be fetched from WhatsApp."]
  ),
  ERR_WAPP_DOWNLOAD_MEDIA: entry(
    502,
    ["Erro ao baixar mídia", "Não foi possível baixar a mídia da mensagem."],
    ["Media download failed", "The message media could not be downloaded."]
  ),

  // Connections
  ERR_CONNECTION_NAME_EXISTS: entry(
    409,
    ["Nome de conexão em uso", "Já existe uma conexão com este nome. Escolha outro nome."],
    ["Connection name taken", "A connection with this name already exists. Choose another name."]
  ),
  ERR_CHANNEL_TYPE_UNSUPPORTED: entry(
    400,
    ["Tipo de conexão indisponível", "Este tipo de conexão ainda não é suportado. Escolha outro tipo."],
    ["Connection type unavailable", "This connection type is not supported yet. Choose another type."]
  ),
  ERR_CHANNEL_CREDENTIALS_REFUSED: entry(
    400,
    ["Credenciais recusadas", "O provedor recusou o token ou as credenciais informadas. Confira-os. Nada foi salvo."],
    ["Credentials refused", "The provider refused the token or credentials given. Check them. Nothing was saved."]
  ),
  ERR_CHANNEL_PROVIDER_UNREACHABLE: entry(
    502,
    ["Provedor fora do ar", "Não foi possível falar com o provedor para conferir as credenciais. Tente novamente."],
    ["Provider unreachable", "The provider could not be reached to check the credentials. Please try again."]
  ),
  ERR_WABA_WINDOW_CLOSED: entry(
    409,
    [
      "Janela de 24 horas fechada",
      "O cliente não escreve há mais de 24 horas: o WhatsApp só aceita um modelo aprovado até ele responder."
    ],
    [
      "24-hour window closed",
      "The customer has not written for over 24 hours: WhatsApp only takes an approved template until they reply."
    ]
  ),
  ERR_WABA_WEBHOOK_SIGNATURE: entry(
    401,
    ["Assinatura inválida", "O webhook não veio assinado com o segredo do aplicativo. Nada foi guardado."],
    ["Invalid signature", "The webhook was not signed with the app secret. Nothing was stored."]
  ),
  ERR_WABA_VERIFY_TOKEN: entry(
    403,
    ["Token de verificação incorreto", "O token de verificação não confere com o da conexão."],
    ["Wrong verify token", "The verify token does not match the connection's."]
  ),
  ERR_CHANNEL_DELETE_CONFIRMATION: entry(
    400,
    ["Confirmação necessária", "Para excluir a conexão, digite EXCLUIR ou o nome da conexão. Nada foi excluído."],
    ["Confirmation needed", "To delete the connection, type DELETE or the connection's name. Nothing was deleted."]
  ),
  ERR_CHANNEL_HAS_OPEN_TICKETS: entry(
    409,
    [
      "Conexão com atendimentos abertos",
      "Transfira ou encerre os atendimentos abertos e pendentes desta conexão antes de excluí-la."
    ],
    ["Connection has open tickets", "Transfer or close this connection's open and pending tickets before deleting it."]
  ),
  ERR_CHANNEL_TYPE_MISMATCH: entry(
    400,
    ["Tipos de conexão diferentes", "Atendimentos só podem ser transferidos para uma conexão do mesmo tipo."],
    ["Different connection types", "Tickets can only be transferred to a connection of the same type."]
  ),
  ERR_WEBCHAT_OFFLINE: entry(
    409,
    ["Chat desconectado", "O chat deste site está desconectado no momento. Tente novamente mais tarde."],
    ["Chat disconnected", "This site's chat is disconnected at the moment. Please try again later."]
  ),
  // Outbound delivery (a message's deliveryError, and resending it)
  ERR_DELIVERY_REFUSED: entry(
    502,
    ["Mensagem recusada pelo canal", "O canal recusou esta mensagem. Confira o conteúdo e reenvie."],
    ["Message refused by the channel", "The channel refused this message. Check its content and resend it."]
  ),
  ERR_DELIVERY_GAVE_UP: entry(
    504,
    ["Mensagem não entregue", "O canal não respondeu após várias tentativas. Confira a conexão e reenvie."],
    ["Message not delivered", "The channel did not answer after several tries. Check the connection and resend it."]
  ),
  ERR_MESSAGE_NOT_FAILED: entry(
    409,
    ["Mensagem não falhou", "Só uma mensagem cujo envio falhou pode ser reenviada."],
    ["Message did not fail", "Only a message whose delivery failed can be resent."]
  ),
  ERR_CONNECTION_LIMIT_REACHED: entry(
    403,
    ["Limite de conexões atingido", "Sua empresa atingiu o limite de conexões contratadas."],
    ["Connection limit reached", "Your company has reached its contracted connection limit."]
  ),
  ERR_RESELLER_CONNECTION_LIMIT_REACHED: entry(
    403,
    ["Limite global de conexões", "O limite global de conexões da revenda foi atingido. Fale com a sua revenda."],
    ["Reseller connection limit", "The reseller's global connection limit was reached. Contact your reseller."]
  ),
  ERR_SAME_SOURCE_AND_DESTINATION: entry(
    400,
    ["Origem e destino iguais", "Escolha conexões de origem e destino diferentes."],
    ["Same source and destination", "Choose different source and destination connections."]
  ),
  ERR_INVALID_HUB_TOKEN: entry(
    400,
    ["Token do hub inválido", "O token informado está vazio ou não é válido."],
    ["Invalid hub token", "The token is empty or not valid."]
  ),
  ERR_WAVOIP_TOKEN_NOT_ACQUIRED: entry(
    502,
    ["Token Wavoip não obtido", "Não foi possível obter o token Wavoip desta conexão."],
    ["Wavoip token not acquired", "The Wavoip token for this connection could not be obtained."]
  ),

  // SMS
  ERR_SMS_INVALID_TOKEN: entry(
    400,
    ["Token SMS inválido", "O token de SMS é inválido. Fale com a sua revenda."],
    ["Invalid SMS token", "The SMS token is invalid. Please contact your reseller."]
  ),
  ERR_SMS_NO_CREDITS: entry(
    409,
    ["Sem créditos de SMS", "Você não tem créditos de SMS. Compre créditos para enviar."],
    ["No SMS credits", "You have no SMS credits. Buy credits to send."]
  ),
  ERR_SMS_INSUFFICIENT_CREDITS: entry(
    409,
    [
      "Créditos insuficientes",
      "Os créditos não cobrem todos os destinatários. Confirme para enviar apenas aos primeiros."
    ],
    ["Insufficient credits", "Your credits do not cover every recipient. Confirm to send to the first ones only."]
  ),
  ERR_SMS_INVALID_NUMBERS: entry(
    400,
    ["Números inválidos", "Há números duplicados ou inválidos na lista de destinatários."],
    ["Invalid numbers", "The recipient list has duplicated or invalid numbers."]
  ),

  // Telephony
  ERR_NO_CALL_PERMISSION: entry(
    403,
    ["Sem permissão para ligar", "Seu usuário não tem permissão para fazer ligações."],
    ["No call permission", "Your user is not allowed to make calls."]
  ),
  ERR_CALL_LINE_BUSY: entry(
    409,
    ["Linha ocupada", "Linha ocupada, tente mais tarde ou faça um upgrade."],
    ["Line busy", "Line busy, try again later or upgrade."]
  ),
  ERR_CALL_NUMBER_NOT_FOUND: entry(
    404,
    ["Número não existe", "O número chamado não existe."],
    ["Number does not exist", "The called number does not exist."]
  ),
  ERR_NO_SIP_CREDENTIAL_FOUND: entry(
    404,
    ["Credencial SIP não encontrada", "A credencial SIP não existe ou foi excluída."],
    ["SIP credential not found", "The SIP credential does not exist or has been deleted."]
  ),
  ERR_SIP_CREDENTIAL_INACTIVE: entry(
    409,
    ["Credencial SIP inativa", "Ative uma credencial SIP antes de conectar o telefone."],
    ["SIP credential inactive", "Activate a SIP credential before connecting the phone."]
  ),

  // Groups
  ERR_NO_GROUP_FOUND: entry(
    404,
    ["Grupo não encontrado", "O grupo não existe ou foi excluído."],
    ["Group not found", "The group does not exist or has been deleted."]
  ),
  ERR_GROUP_PARTICIPANTS_LIMIT: entry(
    400,
    ["Participantes demais", "Um grupo pode ter no máximo 1023 participantes."],
    ["Too many participants", "A group may have at most 1023 participants."]
  )
} as const satisfies Record<string, ErrorEntry>
