// The WhatsApp templates screen (/configuracoes/templates) and the composer's template offer when
// the 24-hour window is closed. Source of these texts: en.ts, es.ts and ru.ts beside it have
// exactly the same keys (checked by their type, TemplatesTexts). `{{variables}}` is the literal
// "{{1}}, {{2}}…", passed in so i18next does not read it as a placeholder.
export const templatesPtBR = {
  templates: {
    title: "Templates do WhatsApp",
    intro:
      "Mensagens aprovadas pela Meta, as únicas que chegam ao cliente depois de 24 horas sem ele escrever. " +
      "Um template novo fica em análise até a Meta responder; “Verificar status” busca a resposta.",
    channel: "Canal",
    noChannels: "Nenhum canal da API oficial do WhatsApp (Cloud API ou 360dialog). Crie um em Configurações › Canais.",
    add: "Novo template",
    sync: "Verificar status",
    synced: "Status atualizados com a Meta.",
    loading: "Carregando…",
    loadFailed: "Não foi possível carregar os templates.",
    empty: "Nenhum template neste canal ainda.",
    count: "{{count}} template(s)",
    delete: "Excluir",
    created: "Template enviado para aprovação.",
    deleted: "Template excluído.",
    reason: "Motivo: {{reason}}",
    buttonCount: "{{count}} botão(ões)",
    status: {
      APPROVED: "Aprovado",
      PENDING: "Em análise",
      REJECTED: "Rejeitado",
      PAUSED: "Pausado",
      DISABLED: "Desativado",
      IN_APPEAL: "Em recurso"
    },
    category: {
      MARKETING: "Marketing",
      UTILITY: "Utilidade",
      AUTHENTICATION: "Autenticação"
    },
    form: {
      title: "Novo template",
      name: "Nome",
      nameHint: "Letras minúsculas, números e _ (ex.: pedido_enviado).",
      category: "Categoria",
      choose: "Selecione…",
      language: "Idioma",
      languageHint: "Código do idioma, como pt_BR ou en_US.",
      headerFormat: "Cabeçalho",
      formats: {
        NONE: "Sem cabeçalho",
        TEXT: "Texto",
        IMAGE: "Imagem",
        VIDEO: "Vídeo",
        DOCUMENT: "Documento"
      },
      headerText: "Texto do cabeçalho",
      headerHint: "Até 60 caracteres, com no máximo uma variável.",
      body: "Corpo",
      bodyHint: "Use {{variables}} para as variáveis, numeradas em ordem.",
      headerExamples: "Exemplo da variável do cabeçalho",
      bodyExamples: "Exemplos das variáveis do corpo",
      exampleOf: "Exemplo de {{variable}}",
      examplesHint: "A Meta revisa o template com estes exemplos: um para cada variável.",
      footer: "Rodapé (opcional)",
      buttons: "Botões",
      noButtons: "Nenhum botão.",
      addButton: "Adicionar botão",
      removeButton: "Remover botão {{number}}",
      buttonType: "Tipo",
      buttonTypes: {
        QUICK_REPLY: "Resposta rápida",
        URL: "Link (URL)",
        PHONE_NUMBER: "Ligar (telefone)"
      },
      buttonText: "Texto do botão",
      buttonUrl: "Endereço (https://…)",
      buttonPhone: "Telefone com DDI",
      save: "Enviar para aprovação",
      cancel: "Cancelar",
      problems: {
        required: "Este campo é obrigatório.",
        tooLong: "Use no máximo {{max}} caracteres.",
        invalid: "Valor inválido.",
        name: "Use só letras minúsculas, números e _.",
        language: "Use um código como pt_BR ou en_US.",
        url: "Informe um endereço que comece com https://.",
        phone: "Informe o telefone com DDI, só números (ex.: +5511999999999).",
        refused: "Recusado: {{detail}}"
      }
    },
    remove: {
      title: "Excluir template",
      text: "Excluir o template “{{name}}” ({{language}}) na Meta e aqui? Esta ação não pode ser desfeita.",
      confirm: "Excluir",
      providerSaid: "A Meta respondeu: {{detail}}"
    },
    offer: {
      title: "Janela de 24 horas fechada",
      text: "O cliente não escreve desde {{date}}: o WhatsApp só entrega um template aprovado até ele responder.",
      neverWrote: "O cliente ainda não escreveu nesta conversa: o WhatsApp só entrega um template aprovado.",
      template: "Template",
      choose: "Escolha um template aprovado…",
      none: "Nenhum template aprovado neste canal. Um administrador cria templates em Configurações › Templates.",
      loadFailed: "Não foi possível carregar os templates.",
      headerVariable: "Cabeçalho {{variable}}",
      bodyVariable: "Corpo {{variable}}",
      preview: "Prévia",
      send: "Enviar template",
      sent: "Template enviado.",
      fillAll: "Preencha todas as variáveis."
    }
  }
}

export type TemplatesTexts = typeof templatesPtBR
