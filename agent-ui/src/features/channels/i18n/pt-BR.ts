// The channels screen (/configuracoes/canais): the list, the channel dialog, the QR code, the web
// chat's code, transfer and delete. Source of these texts: en.ts, es.ts and ru.ts beside it have
// exactly the same keys (checked by their type, ChannelsTexts).
export const channelsPtBR = {
  channels: {
    title: "Canais",
    intro: "As conexões da empresa por onde chegam os atendimentos: web chat, WhatsApp e outros canais.",
    add: "Novo canal",
    loading: "Carregando…",
    loadFailed: "Não foi possível carregar os canais.",
    empty: "Nenhum canal cadastrado ainda. Crie um web chat para atender pelo seu site.",
    count: "{{count}} canal(is)",
    default: "Padrão",
    defaultHint: "Canal padrão: usado quando nenhum outro é escolhido.",
    number: "Conectado como {{number}}",
    types: {
      whatsapp: "WhatsApp",
      waba: "WhatsApp API oficial",
      waba360: "WhatsApp 360dialog",
      telegram: "Telegram",
      instagram: "Instagram",
      email: "E-mail",
      webchat: "Web chat",
      hub: "Hub",
      hubFacebook: "Hub Facebook",
      hubInstagram: "Hub Instagram",
      hubEmail: "Hub e-mail"
    },
    status: {
      pairing: { label: "Pareando", hint: "O celular está sendo vinculado a esta conexão." },
      connecting: { label: "Conectando", hint: "A sessão está sendo iniciada." },
      qrcode: {
        label: "Aguardando leitura do QR code",
        hint: "Abra o WhatsApp no celular, em Aparelhos conectados, e leia o QR code."
      },
      connected: { label: "Conectado", hint: "A conexão está funcionando." },
      disconnected: { label: "Desconectado", hint: "A sessão foi encerrada: conecte para iniciá-la de novo." },
      timeout: {
        label: "Conexão perdida",
        hint: "O celular precisa estar online; ou desconecte para obter um novo QR code."
      },
      inactive: { label: "Inativo", hint: "A conexão está desligada: conecte para voltar a receber mensagens." },
      conflict: {
        label: "Em uso em outro lugar",
        hint: "O WhatsApp Web está aberto em outro lugar: feche-o lá ou conecte aqui de novo."
      }
    },
    actions: {
      more: "Mais ações",
      showQr: "Ver QR code",
      connect: "Conectar",
      disconnect: "Desconectar",
      qrcode: "Novo QR code",
      reset: "Reiniciar sessão",
      default: "Tornar padrão",
      transfer: "Transferir conversas",
      snippet: "Código do widget",
      edit: "Editar",
      delete: "Excluir"
    },
    done: {
      connect: "Conectando “{{name}}”…",
      disconnect: "“{{name}}” desconectado.",
      qrcode: "Novo QR code pedido para “{{name}}”.",
      reset: "Sessão de “{{name}}” reiniciada: leia o novo QR code.",
      default: "“{{name}}” agora é o canal padrão."
    },
    form: {
      createTitle: "Novo canal",
      editTitle: "Editar canal",
      name: "Nome",
      type: "Tipo",
      typeHint: "Só aparecem os tipos que este servidor já atende.",
      typeFixed: "O tipo não muda depois que o canal é criado.",
      greeting: "Mensagem de saudação",
      greetingHint: "Enviada quando um atendimento começa por este canal.",
      farewell: "Mensagem de despedida",
      farewellHint: "Enviada quando um atendimento deste canal é encerrado.",
      chatFlow: "Fluxo de chatbot",
      chatFlowNone: "Nenhum",
      chatFlowHint: "O bot deste fluxo recebe os novos atendimentos do canal (só fluxos ativos).",
      typebot: "Typebot",
      typebotNone: "Nenhum",
      typebotHint:
        "Os novos atendimentos do canal conversam com este bot do Typebot (configure em Configurações → Typebot).",
      save: "Salvar",
      saved: "Canal salvo.",
      problems: {
        required: "Campo obrigatório.",
        tooLong: "Use no máximo {{max}} caracteres.",
        invalid: "Valor inválido.",
        url: "Informe um endereço que comece com http:// ou https://.",
        color: "Informe uma cor como #0b6e4f.",
        dateOrder: "A data final é anterior à inicial."
      }
    },
    webchat: {
      section: "Aparência do web chat",
      title: "Título",
      titlePlaceholder: "Fale conosco",
      footerText: "Texto do rodapé",
      headerColor: "Cor do cabeçalho",
      iconUrl: "Endereço do ícone",
      urlHint: "Opcional: um endereço http(s).",
      autoOpen: "Abrir o chat sozinho quando a página carregar",
      offerHelp: "Oferecer ajuda ao visitante",
      helpMessage: "Mensagem de ajuda",
      helpPlaceholder: "Olá! Posso ajudar?",
      soundUrl: "Som de notificação",
      preview: "Prévia do cabeçalho",
      previewInput: "Escreva sua mensagem…"
    },
    settings: {
      section: "Dados do provedor",
      secretKept: "Já salvo. Deixe em branco para manter.",
      fields: {
        botToken: "Token do bot",
        phoneNumberId: "ID do número de telefone",
        businessAccountId: "ID da conta do WhatsApp Business",
        appId: "ID do aplicativo",
        accessToken: "Token de acesso",
        appSecret: "Chave secreta do aplicativo",
        verifyToken: "Token de verificação do webhook",
        apiVersion: "Versão da Graph API",
        apiKey: "Chave da API (360dialog)",
        webhookToken: "Token do webhook",
        user: "Usuário (login do e-mail)",
        password: "Senha",
        imapHost: "Servidor IMAP",
        imapPort: "Porta IMAP",
        imapSecure: "IMAP com TLS (SSL)",
        smtpHost: "Servidor SMTP",
        smtpPort: "Porta SMTP",
        smtpSecure: "SMTP com TLS (SSL)",
        fromAddress: "Endereço de envio"
      },
      hints: {
        botToken: "Crie o bot com o @BotFather no Telegram e cole aqui o token que ele enviar (123456789:AA…).",
        phoneNumberId: "Em Meta for Developers › WhatsApp › Configuração da API.",
        accessToken: "Token permanente de um usuário do sistema com a permissão whatsapp_business_messaging.",
        appSecret: "Configurações do app › Básico. Confere a assinatura (X-Hub-Signature-256) de cada webhook.",
        verifyToken:
          "Invente um texto e informe o mesmo na Meta ao configurar o webhook: " +
          "<endereço público>/webhooks/waba/<id da conexão>.",
        apiVersion: "Padrão v21.0.",
        apiKey: "A chave que o 360dialog gerou para o número.",
        webhookToken:
          "Pelo menos 16 caracteres. " +
          "Cadastre o webhook no 360dialog com o cabeçalho X-Atende-Webhook-Token com este valor.",
        user: "O login da conta de e-mail, normalmente o próprio endereço (suporte@empresa.com.br).",
        imapHost: "Onde as mensagens chegam, p. ex. imap.empresa.com.br (porta 993 com TLS).",
        smtpHost: "Por onde as respostas saem, p. ex. smtp.empresa.com.br (porta 465 com TLS, ou 587 sem).",
        fromAddress: "O endereço que o cliente vê. Em branco: o usuário, se for um endereço."
      }
    },
    import: {
      section: "Importação do WhatsApp",
      hint: "Salvar a importação encerra a conexão: será preciso ler um novo QR code.",
      messages: "Importar mensagens",
      groupMessages: "Importar mensagens de grupos",
      contacts: "Importar contatos",
      startDate: "A partir de",
      endDate: "Até",
      closeTickets: "Fechar os atendimentos após a importação"
    },
    qr: {
      title: "QR code de “{{name}}”",
      hint:
        "No celular, abra o WhatsApp, toque em Aparelhos conectados › Conectar um aparelho " +
        "e aponte a câmera para o código.",
      waiting: "Aguardando o QR code…",
      alt: "QR code para conectar “{{name}}”",
      failed: "Não foi possível desenhar o QR code.",
      connected: "“{{name}}” conectado."
    },
    webhook: {
      text:
        "Informe este endereço à Meta como URL de retorno do webhook (Callback URL), " +
        "com o token de verificação acima, e assine o campo messages.",
      text360:
        "Cadastre este endereço como webhook na 360dialog, com o cabeçalho " +
        "X-Atende-Webhook-Token igual ao token do webhook acima.",
      copy: "Copiar endereço",
      copied: "Endereço copiado.",
      copyFailed: "Não foi possível copiar: selecione o endereço e copie com Ctrl+C."
    },
    snippet: {
      title: "Código do web chat “{{name}}”",
      text: "Cole este código antes de </body> nas páginas do seu site para mostrar o chat:",
      copy: "Copiar código",
      copied: "Código copiado.",
      copyFailed: "Não foi possível copiar: selecione o código e copie com Ctrl+C."
    },
    transfer: {
      title: "Transferir conversas",
      text: "Mover as conversas abertas de “{{name}}” para outro canal.",
      to: "Canal de destino",
      choose: "Escolha um canal",
      confirm: "Transferir",
      done: "{{count}} conversa(s) de “{{name}}” transferida(s).",
      skipped: "{{count}} conversa(s) ficaram em “{{name}}”."
    },
    remove: {
      title: "Excluir canal",
      text: "Excluir o canal “{{name}}”? Esta ação não pode ser desfeita.",
      prompt: "Para confirmar, digite {{word}} ou o nome do canal.",
      word: "EXCLUIR",
      confirm: "Excluir canal",
      done: "Canal “{{name}}” excluído."
    }
  }
}

export type ChannelsTexts = typeof channelsPtBR
