import type { SystemInfoTexts } from "./pt-BR"

export const systemInfoEs: SystemInfoTexts = {
  systemInfo: {
    title: "Información del sistema",
    intro: "Las cifras de cada servidor en funcionamiento y el espacio de la empresa. Se actualizan cada 10 segundos.",
    loading: "Cargando…",
    loadFailed: "No se pudo cargar la información del sistema.",
    updated: "Actualizado a las {{time}}",
    modes: { embedded: "Modo integrado", production: "Modo producción" },
    nodes: "Servidores ({{count}})",
    answering: "Este servidor",
    answeringHint: "El servidor que respondió, leído ahora; los demás, por su última señal.",
    heartbeat: "Última señal a las {{time}}",
    noFigures: "Este servidor aún no envió sus cifras.",
    measuring: "midiendo…",
    none: "—",
    fields: {
      hostname: "Nombre del host",
      addresses: "IP",
      os: "Sistema operativo",
      serverModel: "Modelo del servidor",
      cpuModel: "Procesador",
      cpus: "Cantidad de CPU",
      cpuUsage: "Uso de CPU",
      loadAverage: "Carga media (1, 5, 15 min)",
      memoryTotal: "Memoria total",
      memoryFree: "Memoria libre",
      memoryUsage: "Uso de memoria",
      processMemory: "Memoria del proceso",
      diskPath: "Disco de",
      diskTotal: "Disco total",
      diskFree: "Disco libre",
      diskUsed: "Disco usado",
      diskUsage: "Uso de disco",
      uptime: "Tiempo encendido",
      processUptime: "Tiempo del proceso"
    },
    tenant: {
      title: "Espacio de la empresa",
      used: "Tamaño de la carpeta de la empresa",
      files: "Archivos",
      quota: "Espacio contratado",
      free: "Espacio libre",
      freePercent: "Libre",
      usage: "Uso del espacio contratado",
      unlimited: "Ilimitado"
    },
    uptime: { days: "{{d}} d {{h}} h", hours: "{{h}} h {{m}} min", minutes: "{{m}} min" }
  }
}
