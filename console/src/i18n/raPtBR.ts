import type { TranslationMessages } from "react-admin"

// react-admin's own messages in pt-BR (no maintained pt-BR pack exists for react-admin 5: ra-language-pt-br
// stops at 3.5.2). Merged over ra-language-english, so a key added by a later react-admin stays readable.
export const raPtBR: TranslationMessages = {
  ra: {
    action: {
      add_filter: "Adicionar filtro",
      add: "Adicionar",
      back: "Voltar",
      bulk_actions: "1 item selecionado |||| %{smart_count} itens selecionados",
      cancel: "Cancelar",
      clear_array_input: "Limpar a lista",
      clear_input_value: "Limpar valor",
      clone: "Duplicar",
      confirm: "Confirmar",
      create: "Novo",
      create_item: "Criar %{item}",
      delete: "Excluir",
      edit: "Editar",
      export: "Exportar",
      list: "Listar",
      refresh: "Atualizar",
      remove_filter: "Remover este filtro",
      remove_all_filters: "Remover todos os filtros",
      remove: "Remover",
      reset: "Redefinir",
      save: "Salvar",
      search: "Buscar",
      search_columns: "Buscar colunas",
      select_all: "Selecionar tudo",
      select_all_button: "Selecionar tudo",
      select_row: "Selecionar esta linha",
      show: "Exibir",
      sort: "Ordenar",
      undo: "Desfazer",
      unselect: "Desmarcar",
      expand: "Expandir",
      close: "Fechar",
      open_menu: "Abrir menu",
      close_menu: "Fechar menu",
      update: "Atualizar",
      move_up: "Mover para cima",
      move_down: "Mover para baixo",
      open: "Abrir",
      toggle_theme: "Alternar tema claro/escuro",
      select_columns: "Colunas",
      update_application: "Recarregar aplicação"
    },
    boolean: { true: "Sim", false: "Não", null: " " },
    page: {
      create: "Novo %{name}",
      dashboard: "Painel",
      edit: "%{name} %{recordRepresentation}",
      error: "Algo deu errado",
      list: "%{name}",
      loading: "Carregando",
      not_found: "Não encontrado",
      show: "%{name} %{recordRepresentation}",
      empty: "Nenhum registro em %{name}.",
      invite: "Deseja adicionar um?",
      access_denied: "Acesso negado",
      authentication_error: "Erro de autenticação"
    },
    input: {
      file: {
        upload_several: "Arraste arquivos para enviar, ou clique para selecionar.",
        upload_single: "Arraste um arquivo para enviar, ou clique para selecioná-lo."
      },
      image: {
        upload_several: "Arraste imagens para enviar, ou clique para selecionar.",
        upload_single: "Arraste uma imagem para enviar, ou clique para selecioná-la."
      },
      references: {
        all_missing: "Não foi possível encontrar os dados de referência.",
        many_missing: "Ao menos uma das referências associadas não está mais disponível.",
        single_missing: "A referência associada não está mais disponível."
      },
      password: { toggle_visible: "Ocultar senha", toggle_hidden: "Mostrar senha" }
    },
    message: {
      about: "Sobre",
      access_denied: "Você não tem permissão para acessar esta página",
      are_you_sure: "Tem certeza?",
      authentication_error:
        "O servidor de autenticação retornou um erro e suas credenciais não puderam ser verificadas.",
      auth_error: "Ocorreu um erro ao validar o token de autenticação.",
      bulk_delete_content:
        "Tem certeza de que deseja excluir este %{name}? |||| " +
        "Tem certeza de que deseja excluir estes %{smart_count} itens?",
      bulk_delete_title: "Excluir %{name} |||| Excluir %{smart_count} %{name}",
      bulk_update_content:
        "Tem certeza de que deseja atualizar %{name} %{recordRepresentation}? |||| " +
        "Tem certeza de que deseja atualizar estes %{smart_count} itens?",
      bulk_update_title: "Atualizar %{name} %{recordRepresentation} |||| Atualizar %{smart_count} %{name}",
      clear_array_input: "Tem certeza de que deseja limpar a lista inteira?",
      delete_content: "Tem certeza de que deseja excluir este %{name}?",
      delete_title: "Excluir %{name} %{recordRepresentation}",
      details: "Detalhes",
      error: "Ocorreu um erro e sua solicitação não pôde ser concluída.",
      invalid_form: "O formulário não é válido. Verifique os erros",
      loading: "Aguarde",
      no: "Não",
      not_found: "O endereço digitado está errado ou o link seguido é inválido.",
      select_all_limit_reached:
        "Há elementos demais para selecionar todos. Apenas os primeiros %{max} foram selecionados.",
      unsaved_changes: "Algumas alterações não foram salvas. Deseja descartá-las?",
      yes: "Sim",
      placeholder_data_warning: "Problema de rede: falha ao atualizar os dados."
    },
    navigation: {
      clear_filters: "Limpar filtros",
      no_filtered_results: "Nenhum resultado em %{name} com os filtros atuais.",
      no_results: "Nenhum resultado em %{name}",
      no_more_results: "A página %{page} está fora do intervalo. Tente a página anterior.",
      page_out_of_boundaries: "Página %{page} fora do intervalo",
      page_out_from_end: "Não há páginas depois da última",
      page_out_from_begin: "Não há páginas antes da página 1",
      page_range_info: "%{offsetBegin}-%{offsetEnd} de %{total}",
      partial_page_range_info: "%{offsetBegin}-%{offsetEnd} de mais de %{offsetEnd}",
      current_page: "Página %{page}",
      page: "Ir para a página %{page}",
      first: "Ir para a primeira página",
      last: "Ir para a última página",
      next: "Ir para a próxima página",
      previous: "Ir para a página anterior",
      page_rows_per_page: "Linhas por página:",
      skip_nav: "Pular para o conteúdo"
    },
    sort: { sort_by: "Ordenar por %{field_lower_first} %{order}", ASC: "crescente", DESC: "decrescente" },
    auth: {
      auth_check_error: "Faça login para continuar",
      user_menu: "Perfil",
      username: "Usuário",
      password: "Senha",
      email: "E-mail",
      sign_in: "Entrar",
      sign_in_error: "Falha na autenticação, tente novamente",
      logout: "Sair"
    },
    notification: {
      updated: "Registro atualizado |||| %{smart_count} registros atualizados",
      created: "Registro criado",
      deleted: "Registro excluído |||| %{smart_count} registros excluídos",
      bad_item: "Registro incorreto",
      item_doesnt_exist: "O registro não existe",
      http_error: "Erro de comunicação com o servidor",
      data_provider_error: "Erro no dataProvider. Veja o console para detalhes.",
      i18n_error: "Não foi possível carregar as traduções do idioma escolhido",
      canceled: "Ação cancelada",
      logged_out: "Sua sessão terminou, entre novamente.",
      not_authorized: "Você não tem autorização para acessar este recurso.",
      application_update_available: "Uma nova versão está disponível.",
      offline: "Sem conexão. Não foi possível buscar os dados."
    },
    validation: {
      required: "Obrigatório",
      minLength: "Deve ter ao menos %{min} caracteres",
      maxLength: "Deve ter no máximo %{max} caracteres",
      minValue: "Deve ser ao menos %{min}",
      maxValue: "Deve ser no máximo %{max}",
      number: "Deve ser um número",
      email: "Deve ser um e-mail válido",
      oneOf: "Deve ser um de: %{options}",
      regex: "Deve seguir o formato (regexp): %{pattern}",
      unique: "Deve ser único"
    },
    saved_queries: {
      label: "Consultas salvas",
      query_name: "Nome da consulta",
      new_label: "Salvar consulta atual...",
      new_dialog_title: "Salvar consulta atual como",
      remove_label: "Remover consulta salva",
      remove_label_with_name: 'Remover consulta "%{name}"',
      remove_dialog_title: "Remover consulta salva?",
      remove_message: "Tem certeza de que deseja remover este item da sua lista de consultas salvas?",
      help: "Filtre a lista e salve esta consulta para depois"
    },
    guesser: { empty: { title: "Sem dados para exibir", message: "Verifique seu provedor de dados" } },
    configurable: {
      customize: "Personalizar",
      configureMode: "Configurar esta página",
      inspector: {
        title: "Inspetor",
        content: "Passe o mouse sobre os elementos da interface para configurá-los",
        reset: "Redefinir configurações",
        hideAll: "Ocultar tudo",
        showAll: "Mostrar tudo"
      },
      Datagrid: { title: "Tabela", unlabeled: "Coluna sem rótulo #%{column}" },
      SimpleForm: { title: "Formulário", unlabeled: "Campo sem rótulo #%{input}" },
      SimpleList: {
        title: "Lista",
        primaryText: "Texto principal",
        secondaryText: "Texto secundário",
        tertiaryText: "Texto terciário"
      }
    }
  }
}
