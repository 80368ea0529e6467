// The auto-reply screen (/auto-resposta). Source of these texts: en.ts, es.ts and ru.ts beside it
// have exactly the same keys (checked by their type, AutoReplyTexts).
export const autoReplyPtBR = {
  autoReply: {
    title: "Auto resposta",
    intro:
      "Fluxos que respondem o cliente sozinhos: cada etapa envia uma mensagem e cada ação leva a resposta do " +
      "cliente a outra etapa, a uma fila ou a um usuário.",
    add: "Nova auto resposta",
    loading: "Carregando…",
    loadFailed: "Não foi possível carregar as auto respostas.",
    empty: "Nenhuma auto resposta cadastrada ainda.",
    readOnly: "Somente administradores alteram as auto respostas.",
    active: "Ativa",
    inactive: "Inativa",
    testNumber: "Número de teste: {{number}}",
    stepCount: "{{count}} etapa(s)",
    edit: "Editar",
    delete: "Excluir",
    saved: "Auto resposta salva.",
    deleted: "Auto resposta excluída.",
    form: {
      createTitle: "Nova auto resposta",
      editTitle: "Editar auto resposta",
      description: "Descrição",
      active: "Ativa",
      testNumber: "Número de teste",
      testNumberHint: "Opcional: com DDI e DDD, só este número recebe a auto resposta enquanto você testa.",
      save: "Salvar",
      close: "Fechar",
      required: "Este campo é obrigatório.",
      tooLong: "Use no máximo {{max}} caracteres.",
      invalid: "Valor inválido."
    },
    steps: {
      title: "Etapas",
      empty: "Nenhuma etapa ainda. Adicione a etapa inicial.",
      initial: "Etapa inicial",
      message: "Mensagem",
      initialStep: "Etapa inicial",
      add: "Adicionar etapa",
      save: "Salvar etapa",
      edit: "Editar etapa",
      delete: "Excluir etapa",
      cancel: "Cancelar",
      saved: "Etapa salva.",
      deleted: "Etapa excluída."
    },
    actions: {
      title: "Ações",
      empty: "Nenhuma ação nesta etapa.",
      key: "Chave (resposta do cliente)",
      destination: "Destino",
      none: "Nenhum",
      step: "Próxima etapa",
      queue: "Fila",
      user: "Usuário",
      target: "Escolha",
      choose: "Selecione…",
      replyMessage: "Mensagem de retorno",
      add: "Adicionar ação",
      save: "Salvar ação",
      edit: "Editar",
      delete: "Excluir",
      cancel: "Cancelar",
      toStep: "Etapa: {{name}}",
      toQueue: "Fila: {{name}}",
      toUser: "Usuário: {{name}}",
      toNone: "Sem destino",
      saved: "Ação salva.",
      deleted: "Ação excluída."
    },
    remove: {
      title: "Excluir auto resposta",
      text: "Excluir a auto resposta “{{name}}” com as suas etapas e ações? Esta ação não pode ser desfeita.",
      confirm: "Excluir"
    },
    removeStep: {
      title: "Excluir etapa",
      text: "Excluir a etapa “{{name}}” e as suas ações?",
      confirm: "Excluir"
    }
  }
}

export type AutoReplyTexts = typeof autoReplyPtBR
