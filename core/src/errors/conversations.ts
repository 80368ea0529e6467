// Tickets, messages, contacts, files and quick replies (spec part 1 §4, §5, §8).
// Status policy: see catalogue.ts.
import { entry, type ErrorEntry } from "./entry"

export const conversationErrors = {
  // Tickets
  ERR_NO_TICKET_FOUND: entry(
    404,
    ["Ticket não encontrado", "O atendimento não existe ou foi excluído."],
    ["Ticket not found", "The ticket does not exist or has been deleted."]
  ),
  ERR_CREATING_TICKET: entry(
    422,
    ["Erro ao criar ticket", "Não foi possível criar o atendimento. Tente novamente."],
    ["Could not create ticket", "The ticket could not be created. Please try again."]
  ),
  ERR_OPENING_TICKET: entry(
    422,
    ["Erro ao abrir ticket", "Não foi possível abrir o atendimento. Tente novamente."],
    ["Could not open ticket", "The ticket could not be opened. Please try again."]
  ),
  ERR_OTHER_OPEN_TICKET: entry(
    409,
    ["Já existe um ticket aberto", "Este contato já tem um atendimento aberto. Abra o atendimento existente."],
    ["Another ticket is open", "This contact already has an open ticket. Open the existing one instead."]
  ),
  ERR_NO_STATUS_SELECTED: entry(
    400,
    ["Nenhum status selecionado", "Selecione ao menos um status para filtrar os atendimentos."],
    ["No status selected", "Select at least one status to filter tickets."]
  ),
  ERR_TICKET_ALREADY_OWNED: entry(
    409,
    ["Ticket já pertence ao destino", "Este atendimento já pertence ao usuário ou à fila selecionada."],
    ["Ticket already there", "This ticket already belongs to the selected user or queue."]
  ),
  ERR_TRANSFER_NO_SHARED_QUEUE: entry(
    409,
    ["Usuários sem fila em comum", "Para transferir, os usuários de origem e destino precisam compartilhar uma fila."],
    ["Users share no queue", "To transfer, the origin and destination users must share a queue."]
  ),

  // Messages
  ERR_CREATING_MESSAGE: entry(
    422,
    ["Erro ao criar mensagem", "Não foi possível criar a mensagem. Tente novamente."],
    ["Could not create message", "The message could not be created. Please try again."]
  ),
  ERR_NO_MESSAGE_FOUND: entry(
    404,
    ["Mensagem não encontrada", "A mensagem não existe ou foi excluída."],
    ["Message not found", "The message does not exist or has been deleted."]
  ),
  ERR_FORWARDING_MESSAGE: entry(
    429,
    ["Erro ao encaminhar", "Não foi possível encaminhar a mensagem. Tente novamente em alguns minutos."],
    ["Could not forward", "The message could not be forwarded. Please try again in a few minutes."]
  ),
  ERR_FORWARD_LIMIT: entry(
    400,
    ["Mensagens demais", "É possível encaminhar no máximo 10 mensagens de uma vez."],
    ["Too many messages", "You can forward at most 10 messages at once."]
  ),
  ERR_DELETING_MESSAGE: entry(
    422,
    ["Erro ao apagar mensagem", "Não foi possível apagar a mensagem. Tente novamente."],
    ["Could not delete message", "The message could not be deleted. Please try again."]
  ),
  ERR_MESSAGE_TOO_OLD_TO_DELETE: entry(
    409,
    ["Mensagem antiga demais", "Só é possível apagar suas mensagens até 5 minutos após o envio."],
    ["Message too old", "You can only delete your own messages up to 5 minutes after sending them."]
  ),

  ERR_MESSAGE_TOO_OLD_TO_EDIT: entry(
    409,
    ["Mensagem antiga demais", "Este canal só permite editar uma mensagem até 15 minutos após o envio."],
    ["Message too old", "This channel only lets you edit a message up to 15 minutes after sending it."]
  ),

  // Audio transcription (an OpenAI-compatible provider)
  ERR_TRANSCRIPTION_DISABLED: entry(
    409,
    ["Transcrição desativada", "A transcrição de áudio não está ativada nas configurações."],
    ["Transcription disabled", "Audio transcription is not enabled in the settings."]
  ),
  ERR_TRANSCRIPTION_FAILED: entry(
    502,
    ["Erro na transcrição", "O serviço de transcrição não respondeu. Tente novamente em instantes."],
    ["Transcription failed", "The transcription service did not answer. Please try again shortly."]
  ),

  // Contacts
  ERR_NO_CONTACT_FOUND: entry(
    404,
    ["Contato não encontrado", "O contato não existe ou foi excluído."],
    ["Contact not found", "The contact does not exist or has been deleted."]
  ),
  ERR_DUPLICATED_CONTACT: entry(
    409,
    ["Contato duplicado", "Já existe um contato com este número."],
    ["Duplicated contact", "A contact with this number already exists."]
  ),
  ERR_CONTACT_TICKETS_REGISTERED: entry(
    409,
    ["Contato com atendimentos", "Não é possível excluir um contato que possui atendimentos."],
    ["Contact has tickets", "A contact that has tickets cannot be deleted."]
  ),
  ERR_IMPORT_FILE_INVALID: entry(
    400,
    ["Arquivo de importação inválido", "O arquivo não pôde ser lido. Confira a linha e a coluna indicadas."],
    ["Invalid import file", "The file could not be read. Check the row and column shown."]
  ),
  ERR_NO_IMPORT_FOUND: entry(
    404,
    ["Importação não encontrada", "A importação não existe ou expirou. Envie o arquivo novamente."],
    ["Import not found", "The import does not exist or has expired. Upload the file again."]
  ),
  ERR_IMPORT_RUNNING: entry(
    409,
    ["Importação em andamento", "Esta importação já foi iniciada. Acompanhe o progresso."],
    ["Import in progress", "This import has already started. Follow its progress."]
  ),
  ERR_IMPORT_MAPPING: entry(
    400,
    ["Mapeamento de colunas inválido", "Associe uma coluna ao nome e outra ao número ou e-mail."],
    ["Invalid column mapping", "Map one column to the name and another to the number or e-mail."]
  ),
  ERR_NO_MERGE_FOUND: entry(
    404,
    ["Mesclagem não encontrada", "A mesclagem não existe ou já foi desfeita."],
    ["Merge not found", "The merge does not exist or has already been undone."]
  ),
  ERR_MERGE_NOT_UNDOABLE: entry(
    409,
    ["Mesclagem não pode ser desfeita", "Os contatos mesclados mudaram depois da mesclagem."],
    ["Merge cannot be undone", "The merged contacts changed after the merge."]
  ),
  ERR_INVALID_CONTACT_NUMBER: entry(
    400,
    ["Número inválido", "Informe o número com código do país, DDD e 9 dígitos."],
    ["Invalid number", "Enter the number with country code, area code and 9 digits."]
  ),
  ERR_SEARCH_TOO_SHORT: entry(
    400,
    ["Busca muito curta", "Digite ao menos duas letras para buscar."],
    ["Search too short", "Type at least two letters to search."]
  ),
  ERR_NO_CONTACT_NOTE_FOUND: entry(
    404,
    ["Anotação não encontrada", "A anotação do contato não existe ou foi excluída."],
    ["Note not found", "The contact's note does not exist or has been deleted."]
  ),
  ERR_INVALID_EMAIL: entry(
    400,
    ["E-mail inválido", "Informe um endereço de e-mail válido, como nome@empresa.com.br."],
    ["Invalid e-mail", "Enter a valid e-mail address, such as name@company.com."]
  ),
  ERR_INVALID_DATE: entry(
    400,
    ["Data inválida!", "Informe uma data existente no formato DD/MM/AAAA."],
    ["Invalid date!", "Enter a date that exists, in the format DD/MM/YYYY."]
  ),

  // Files
  ERR_NO_FILE_UPLOADED: entry(
    400,
    ["Nenhum arquivo selecionado", "Selecione um arquivo para enviar."],
    ["No file selected", "Select a file to upload."]
  ),
  ERR_FILE_TOO_LARGE: entry(
    413,
    ["Arquivo muito grande", "O arquivo excede o tamanho máximo permitido."],
    ["File too large", "The file exceeds the maximum allowed size."]
  ),
  ERR_FILES_TOTAL_TOO_LARGE: entry(
    413,
    ["Arquivos muito grandes", "O total dos arquivos não pode passar de 30 MB."],
    ["Files too large", "The files together may not exceed 30 MB."]
  ),
  ERR_INVALID_IMAGE_FORMAT: entry(
    415,
    ["Formato de imagem inválido", "Envie uma imagem em formato suportado (JPEG, PNG ou WebP)."],
    ["Invalid image format", "Upload an image in a supported format (JPEG, PNG or WebP)."]
  ),

  // Quick replies
  ERR_NO_FAST_REPLY_FOUND: entry(
    404,
    ["Mensagem rápida não encontrada", "A mensagem rápida não existe ou foi excluída."],
    ["Quick reply not found", "The quick reply does not exist or has been deleted."]
  ),
  ERR_FAST_REPLY_EXISTS: entry(
    409,
    ["Mensagem rápida já existe", "Já existe uma mensagem rápida com este atalho."],
    ["Quick reply exists", "A quick reply with this shortcut already exists."]
  )
} as const satisfies Record<string, ErrorEntry>
