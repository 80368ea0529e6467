// Textos da tela /configuracoes/typebotapi (conexões com o Typebot).
export const typebotPtBR = {
  typebot: {
    title: "Typebot",
    intro:
      "Conecte seus bots do Typebot. Escolha um bot no cadastro da conexão (canal): os novos " +
      "atendimentos conversam com ele até o fim do fluxo e então aguardam um atendente.",
    add: "Nova conexão Typebot",
    loading: "Carregando…",
    loadFailed: "Não foi possível carregar as conexões com o Typebot.",
    empty: "Nenhuma conexão com o Typebot ainda.",
    enabled: "Ativo",
    disabled: "Desativado",
    restartShown: "reinicia com “{{keyword}}”",
    edit: "Editar",
    delete: "Excluir",
    saved: "Conexão com o Typebot salva.",
    deleted: "Conexão com o Typebot excluída.",
    remove: {
      title: "Excluir conexão Typebot",
      text:
        "Excluir “{{name}}”? Os canais que a usam ficam sem Typebot e as conversas em andamento passam " +
        "para um atendente.",
      confirm: "Excluir"
    },
    form: {
      createTitle: "Nova conexão Typebot",
      editTitle: "Editar conexão Typebot",
      name: "Nome",
      baseUrl: "Endereço do Typebot",
      baseUrlHint: "O servidor do Typebot, por exemplo https://typebot.io (a API fica em /api/v1).",
      publicId: "ID público do bot",
      publicIdHint: "Em Compartilhar → API no editor do Typebot.",
      token: "Token da API (opcional)",
      tokenHint: "Só para bots privados. Fica guardado criptografado.",
      tokenKept: "Um token está guardado. Deixe em branco para mantê-lo.",
      restartKeyword: "Palavra para reiniciar",
      restartKeywordHint: "Quando o cliente envia esta palavra, a conversa com o bot recomeça.",
      invalidMessage: "Mensagem de opção inválida",
      invalidMessageHint: "Enviada quando a resposta não é o número nem o nome de uma opção.",
      enabled: "Ativo",
      save: "Salvar",
      required: "Preencha este campo.",
      tooLong: "No máximo {{max}} caracteres.",
      invalid: "Valor inválido.",
      notAllowed: "Este endereço aponta para a rede interna do servidor."
    }
  }
}

export type TypebotTexts = typeof typebotPtBR
