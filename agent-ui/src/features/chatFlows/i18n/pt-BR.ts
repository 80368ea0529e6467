// The chatbot flows: the list (/configuracoes/chat-flow) and the builder (/configuracoes/chat-flow/builder).
// Source of these texts: en.ts, es.ts and ru.ts beside it have exactly the same keys (checked by
// their type, ChatFlowsTexts).
export const chatFlowsPtBR = {
  chatFlows: {
    title: "Fluxos de chatbot",
    intro: "Menus automáticos que recebem o cliente e o levam à fila ou ao atendente certo.",
    add: "Novo fluxo",
    loadFailed: "Não foi possível carregar os fluxos.",
    loading: "Carregando fluxos…",
    empty: "Nenhum fluxo cadastrado.",
    name: "Nome",
    status: "Situação",
    updated: "Alterado em",
    actions: "Ações",
    activeYes: "Ativo",
    activeNo: "Inativo",
    open: "Abrir",
    duplicate: "Duplicar",
    download: "Baixar JSON",
    delete: "Excluir",
    duplicated: "Cópia criada: {{name}}",
    created: "Fluxo criado.",
    deleted: "Fluxo excluído.",
    saved: "Fluxo salvo.",
    newTitle: "Novo fluxo",
    required: "Campo obrigatório.",
    active: "Ativo",
    create: "Criar e abrir",
    save: "Salvar",
    back: "Fluxos",
    description: "Descrição",
    testNumber: "Número de teste",
    testNumberHint: "Com um número, só os atendimentos desse contato passam pelo fluxo (para testar).",
    noFlowChosen: "Nenhum fluxo escolhido: abra um fluxo pela lista.",
    leaveUnsaved: "Há alterações não salvas. Sair mesmo assim?",
    dismiss: "Fechar aviso",
    panel: "Propriedades",
    cycleTitle: "O fluxo tem um ciclo",
    cycle: "{{title}}: {{path}}",
    import: {
      button: "Importar JSON",
      notJson: "O arquivo não é um JSON válido.",
      notFlow: "O arquivo não é um fluxo exportado (formato atende.chatflow).",
      done: "Fluxo importado: {{name}}"
    },
    remove: {
      title: "Excluir fluxo",
      text: "Excluir o fluxo “{{name}}”? Esta ação não pode ser desfeita.",
      confirm: "Excluir",
      item: "Remover"
    },
    node: {
      start: "Início",
      toQueue: "→ Fila: {{name}}",
      toUser: "→ Usuário: {{name}}",
      close: "→ Encerrar",
      more: "+{{count}} mensagem(ns)"
    },
    interaction: {
      text: "Texto",
      media: "Mídia",
      buttons: "Botões",
      list: "Lista",
      file: "Arquivo",
      upload: "Escolher arquivo",
      uploading: "Enviando…",
      uploadFailed: "Não foi possível enviar o arquivo: {{error}}",
      noFile: "Nenhum arquivo escolhido.",
      mediaHint: "Imagem, vídeo, áudio ou PDF de até 5 MB.",
      caption: "Legenda",
      buttonLabel: "Botão {{n}}",
      addButton: "+ Botão",
      choiceHint: "A escolha do cliente pode ser usada como palavra-chave de uma condição.",
      listButton: "Texto do botão da lista",
      rowTitle: "Opção {{n}}",
      rowDescription: "Descrição",
      addRow: "+ Opção"
    },
    condition: {
      title: "Condição {{n}}",
      type: "Tipo de condição",
      keywords: "Palavras-chave",
      anyAnswer: "Qualquer resposta",
      noKeywords: "(sem palavras-chave)",
      then: "Então",
      add: "+ Condição"
    },
    action: {
      close: "Encerrar atendimento",
      step: "Próximo passo",
      queue: "Fila",
      user: "Usuário"
    },
    step: {
      add: "Passo",
      name: "Nome do passo",
      newName: "Passo {{n}}",
      unnamed: "(sem nome)",
      interactions: "Mensagens",
      interactionsHint: "O que o bot envia neste passo, em ordem.",
      conditions: "Condições",
      conditionsHint:
        "Se a resposta do cliente corresponder, faz a ação. Ligue a alça da condição a um passo " +
        "no desenho, ou escolha uma fila, um usuário ou encerrar.",
      delete: "Excluir passo"
    },
    settings: {
      title: "Configurações do fluxo",
      messages: "Mensagens",
      welcomeMessage: "Mensagem de boas-vindas",
      closingMessage: "Mensagem de encerramento",
      absenceMessage: "Mensagem de ausência (fora do horário)",
      invalidMessage: "Mensagem de opção inválida",
      keywordsTitle: "Palavras-chave",
      keywords: "Palavras que iniciam o fluxo",
      keywordsHint: "Separadas por vírgula. Vazio: todo novo atendimento do canal inicia o fluxo.",
      offKeywords: "Palavras que desligam o bot",
      offKeywordsHint: "O atendimento sai do bot e espera um atendente.",
      restartKeywords: "Palavras que reiniciam o fluxo",
      restartKeywordsHint: "Voltam ao primeiro passo.",
      limits: "Limites",
      maxAttempts: "Tentativas máximas",
      waitMinutes: "Tempo de espera (minutos, 0 = sem limite)",
      limitAction: "Ao atingir o limite",
      autoDistribute: "Distribuição automática",
      distribute: {
        none: "Nenhuma",
        balance: "Balanceada",
        random: "Aleatória"
      },
      closeTicketOnTimeout: "Encerrar o atendimento quando o tempo de espera acabar"
    },
    refused: {
      self: "Ligação recusada: um passo não pode se ligar a si mesmo.",
      cycle: "Ligação recusada: formaria um ciclo ({{path}})."
    },
    layout: {
      label: "Layout",
      choose: "Organizar…",
      force: "Força dirigida",
      hubRadial: "Radial a partir do início",
      tree: "Árvore",
      level: "Níveis",
      circle: "Círculo",
      grid: "Grade"
    },
    zoom: {
      label: "Zoom",
      in: "Aproximar",
      out: "Afastar",
      fit: "Ajustar à tela",
      full: "Tela cheia",
      exitFull: "Sair da tela cheia"
    },
    fields: {
      name: "nome",
      text: "texto",
      label: "texto do botão",
      title: "título da opção",
      buttonText: "texto do botão da lista",
      keywords: "palavras-chave",
      url: "arquivo",
      testNumber: "número de teste (8 a 15 dígitos)",
      other: "campo inválido"
    },
    invalid: {
      step: "Verifique o passo “{{step}}”: {{field}}.",
      flow: "Verifique o fluxo: {{field}}.",
      graph: "O fluxo tem ligações inválidas."
    },
    help: {
      button: "Ajuda (F1)",
      title: "Ajuda do construtor",
      steps: {
        title: "Passos",
        text: "“+ Passo” cria um passo; clique nele para editar nome, mensagens e condições no painel ao lado."
      },
      connect: {
        title: "Ligações",
        text:
          "Arraste da alça à direita de uma condição (ou do Início) até a alça à esquerda de outro passo. " +
          "Selecione uma ligação e tecle Delete para removê-la."
      },
      conditions: {
        title: "Condições",
        text:
          "Palavras-chave são comparadas sem acentos nem maiúsculas com a resposta inteira, " +
          "o botão ou a opção da lista escolhida; a primeira condição que corresponder vale."
      },
      loops: {
        title: "Sem ciclos",
        text: "Um passo não pode se ligar a si mesmo, e nenhuma ligação pode voltar a um passo anterior."
      },
      layouts: {
        title: "Layouts",
        text: "“Organizar…” reposiciona os passos: força dirigida, radial, árvore, níveis, círculo ou grade."
      },
      keys: {
        title: "Teclas",
        text: "F1 abre e fecha esta ajuda; Delete remove o passo ou a ligação selecionada; a roda do mouse aproxima."
      },
      save: {
        title: "Salvar e exportar",
        text: "“Salvar” grava o fluxo; “Baixar JSON” baixa o que está na tela, para importar na lista de fluxos."
      }
    }
  }
}

export type ChatFlowsTexts = typeof chatFlowsPtBR
