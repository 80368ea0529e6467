export const systemInfoPtBR = {
  systemInfo: {
    title: "Informações do sistema",
    intro: "Os números de cada servidor em funcionamento e o espaço da empresa. Atualizados a cada 10 segundos.",
    loading: "Carregando…",
    loadFailed: "As informações do sistema não puderam ser carregadas.",
    updated: "Atualizado às {{time}}",
    modes: { embedded: "Modo embarcado", production: "Modo produção" },
    nodes: "Servidores ({{count}})",
    answering: "Este servidor",
    answeringHint: "O servidor que respondeu, lido agora; os outros, pelo último sinal.",
    heartbeat: "Último sinal às {{time}}",
    noFigures: "Este servidor ainda não enviou seus números.",
    measuring: "medindo…",
    none: "—",
    fields: {
      hostname: "Nome do host",
      addresses: "IP",
      os: "Sistema operacional",
      serverModel: "Modelo do servidor",
      cpuModel: "Processador",
      cpus: "Quantidade de CPUs",
      cpuUsage: "Uso de CPU",
      loadAverage: "Carga média (1, 5, 15 min)",
      memoryTotal: "Memória total",
      memoryFree: "Memória livre",
      memoryUsage: "Uso de memória",
      processMemory: "Memória do processo",
      diskPath: "Disco de",
      diskTotal: "Disco total",
      diskFree: "Disco livre",
      diskUsed: "Disco usado",
      diskUsage: "Uso de disco",
      uptime: "Tempo ligado",
      processUptime: "Tempo do processo"
    },
    tenant: {
      title: "Espaço da empresa",
      used: "Tamanho da pasta da empresa",
      files: "Arquivos",
      quota: "Espaço contratado",
      free: "Espaço livre",
      freePercent: "Livre",
      usage: "Uso do espaço contratado",
      unlimited: "Ilimitado"
    },
    uptime: { days: "{{d}} d {{h}} h", hours: "{{h}} h {{m}} min", minutes: "{{m}} min" }
  }
}

export type SystemInfoTexts = typeof systemInfoPtBR
