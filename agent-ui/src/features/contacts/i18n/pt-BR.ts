// The contacts screens: /contatos (table and notes views, the contact modal, import, export,
// duplicates) and the contact list in chat mode (/atendimento/contatos) with the contact picker.
// Source of these texts: en.ts, es.ts and ru.ts beside it have exactly the same keys (checked by
// their type, ContactsTexts). Error codes are not here: their texts come from core's catalogue.
export const contactsPtBR = {
  contacts: {
    title: "Contatos",
    intro: "As pessoas que falam com a sua empresa: dados, etiquetas, carteira e notas.",
    loading: "Carregando…",
    views: { label: "Modo de exibição", table: "Tabela", notes: "Notas" },
    toolbar: {
      label: "Ações dos contatos",
      new: "Novo contato",
      import: "Importar",
      export: "Exportar",
      sync: "Sincronizar",
      syncUnavailable: "Disponível quando houver uma conexão de WhatsApp.",
      duplicates: "Excluir duplicados"
    },
    export: {
      csv: "Planilha CSV",
      xlsx: "Planilha Excel (XLSX)",
      busy: "Exportando…",
      done: "Arquivo {{name}} baixado."
    },
    search: {
      label: "Buscar por nome, número ou e-mail",
      hint: "Digite ao menos duas letras para buscar."
    },
    order: { label: "Ordem", newest: "Mais recentes", name: "Nome" },
    list: {
      actions: "Ações",
      open: "Abrir o contato {{name}}",
      loadFailed: "Não foi possível carregar os contatos.",
      moreFailed: "Não foi possível carregar mais contatos.",
      empty: "Nenhum contato cadastrado ainda.",
      emptySearch: "Nenhum contato para esta busca.",
      loadMore: "Carregar mais",
      loadingMore: "Carregando mais…"
    },
    fields: {
      name: "Nome",
      firstName: "Primeiro nome",
      lastName: "Sobrenome",
      businessName: "Empresa",
      document: "CPF ou CNPJ",
      birthday: "Data de nascimento",
      gender: "Gênero",
      maritalStatus: "Estado civil",
      source: "Origem",
      number: "Número",
      email: "E-mail",
      instagram: "Instagram",
      telegramId: "ID do Telegram",
      website: "Site",
      category: "Categoria",
      tags: "Etiquetas",
      wallet: "Carteira",
      extraInfo: "Informações adicionais"
    },
    genders: { male: "Masculino", female: "Feminino", nonBinary: "Não binário" },
    maritalStatuses: {
      single: "Solteiro(a)",
      married: "Casado(a)",
      divorced: "Divorciado(a)",
      widowed: "Viúvo(a)",
      other: "Outro"
    },
    form: {
      createTitle: "Novo contato",
      editTitle: "Editar contato",
      save: "Salvar",
      created: "Contato criado.",
      saved: "Contato salvo.",
      notInformed: "Não informado",
      noTags: "Nenhuma etiqueta ativa. As etiquetas são criadas em Configurações.",
      noUsers: "Nenhum usuário encontrado.",
      noWallet: "Ninguém",
      noExtraInfo: "Nenhuma informação adicional.",
      extraDescription: "Descrição",
      extraInformation: "Informação",
      addExtra: "Adicionar informação",
      removeExtra: "Remover esta informação",
      sections: { person: "Dados pessoais", reach: "Contato", organize: "Organização" },
      hints: {
        number: "Com DDD, como (11) 98765-4321; de outro país, comece com + e o código do país.",
        document: "Somente CPF ou CNPJ válidos.",
        birthdayPlaceholder: "DD/MM/AAAA"
      },
      problems: {
        required: "Campo obrigatório.",
        numberOrEmail: "Informe um número ou um e-mail.",
        tooLong: "Use no máximo {{max}} caracteres.",
        invalid: "Valor inválido."
      }
    },
    live: {
      changed:
        "Outro usuário alterou este contato. Ao salvar, vão só as suas alterações; " +
        "os campos que você não mexeu ficam com a versão dele.",
      load: "Carregar a versão dele",
      deleted: "Outro usuário excluiu este contato; ele não pode mais ser salvo."
    },
    notes: {
      title: "Notas",
      noteTitle: "Título",
      description: "Descrição",
      add: "Adicionar nota",
      loadFailed: "Não foi possível carregar as notas.",
      empty: "Nenhuma nota sobre este contato.",
      by: "por {{name}}",
      unknownUser: "usuário removido",
      delete: "Excluir",
      confirmDelete: "Excluir esta nota?",
      openContact: "Abrir contato"
    },
    delete: {
      action: "Excluir",
      of: "Excluir o contato {{name}}",
      title: "Excluir contato",
      text: "Excluir o contato “{{name}}” com suas etiquetas, informações e notas? Esta ação não pode ser desfeita.",
      confirm: "Excluir",
      done: "Contato excluído."
    },
    picker: {
      label: "Buscar contato por nome, número ou e-mail",
      none: "Nenhum contato encontrado."
    },
    chat: {
      label: "Lista de contatos",
      title: "Contatos",
      back: "← Atendimentos",
      open: "Abrir o atendimento de {{name}}",
      choose: "Escolha um contato para abrir o atendimento dele.",
      existingTitle: "Atendimento em aberto",
      existingText: "{{name}} já tem um atendimento em aberto. Abrir esse atendimento?",
      openExisting: "Abrir atendimento"
    },
    duplicates: {
      title: "Excluir duplicados",
      intro:
        "Contatos com o mesmo número ou e-mail. Em cada grupo, escolha o contato que fica; os outros são " +
        "mesclados nele (atendimentos, etiquetas, notas e informações).",
      loadFailed: "Não foi possível procurar os duplicados.",
      none: "Nenhum contato duplicado.",
      count: "Grupos de duplicados: {{count}}",
      reason: { phone: "Mesmo número: {{value}}", email: "Mesmo e-mail: {{value}}" },
      created: "Criado em {{date}}",
      kept: "Fica",
      merge: "Mesclar",
      mergeAll: "Mesclar todos",
      merged: "Contatos mesclados: {{count}}.",
      undo: "Desfazer",
      recent: "Mesclagens recentes",
      recentFailed: "Não foi possível carregar as mesclagens recentes.",
      noRecent: "Nenhuma mesclagem recente.",
      mergedInto: "{{names}} mesclado(s) em {{name}}",
      by: "por {{name}}",
      undone: "Desfeita"
    },
    import: {
      title: "Importar contatos",
      stepsLabel: "Etapas da importação",
      steps: { file: "Arquivo", mapping: "Colunas", running: "Importação" },
      fileIntro:
        "Envie uma planilha CSV ou XLSX de até 20 MB. A primeira linha deve ter os nomes das colunas; um " +
        "contato que já existe (mesmo número ou e-mail) é atualizado.",
      file: "Arquivo",
      format: "Escolha um arquivo CSV ou XLSX.",
      empty: "O arquivo está vazio.",
      tooLarge: "O arquivo passa de 20 MB.",
      upload: "Enviar",
      uploading: "Enviando…",
      mappingIntro: "{{name}}: {{count}} linha(s). Diga o que cada coluna preenche.",
      column: "Coluna",
      field: "Campo do contato",
      sample: "Exemplos",
      sampleRows: "Primeiras linhas do arquivo ({{count}})",
      unnamed: "Coluna {{index}}",
      fieldOf: "Campo da coluna {{column}}",
      ignore: "Não importar",
      issues: {
        noName: "Escolha a coluna do nome.",
        noNumberOrEmail: "Escolha a coluna do número ou a do e-mail."
      },
      check: "Verificar",
      checkFirst: "Verifique antes de importar.",
      run: "Importar",
      checkCounts: {
        rows: "Linhas",
        valid: "Válidas",
        invalid: "Com erro",
        creates: "Novos contatos",
        updates: "Atualizações",
        unchanged: "Sem mudança"
      },
      errorsTitle: "Linhas que não serão importadas",
      rowColumn: "Linha {{row}}, coluna {{column}}:",
      row: "Linha {{row}}:",
      moreErrors: "E mais {{count}} linha(s) com erro.",
      progressLabel: "Progresso da importação",
      progress: "{{processed}} de {{total}} linhas ({{percent}}%)",
      starting: "Iniciando…",
      hide: "Fechar (a importação continua)",
      close: "Fechar",
      done: "Importação concluída.",
      failed: "A importação parou antes do fim.",
      summaryCounts: { created: "Criados", updated: "Atualizados", unchanged: "Sem mudança", invalid: "Com erro" }
    }
  }
}

export type ContactsTexts = typeof contactsPtBR
