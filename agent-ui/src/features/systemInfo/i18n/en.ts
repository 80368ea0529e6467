import type { SystemInfoTexts } from "./pt-BR"

export const systemInfoEn: SystemInfoTexts = {
  systemInfo: {
    title: "System information",
    intro: "The figures of every running server and the company's space. Refreshed every 10 seconds.",
    loading: "Loading…",
    loadFailed: "The system information could not be loaded.",
    updated: "Updated at {{time}}",
    modes: { embedded: "Embedded mode", production: "Production mode" },
    nodes: "Servers ({{count}})",
    answering: "This server",
    answeringHint: "The server that answered, read now; the others from their last heartbeat.",
    heartbeat: "Last heartbeat at {{time}}",
    noFigures: "This server has not reported its figures yet.",
    measuring: "measuring…",
    none: "—",
    fields: {
      hostname: "Hostname",
      addresses: "IP",
      os: "Operating system",
      serverModel: "Server model",
      cpuModel: "Processor",
      cpus: "CPU count",
      cpuUsage: "CPU usage",
      loadAverage: "Load average (1, 5, 15 min)",
      memoryTotal: "Total memory",
      memoryFree: "Free memory",
      memoryUsage: "Memory usage",
      processMemory: "Process memory",
      diskPath: "Disk of",
      diskTotal: "Total disk",
      diskFree: "Free disk",
      diskUsed: "Used disk",
      diskUsage: "Disk usage",
      uptime: "Uptime",
      processUptime: "Process uptime"
    },
    tenant: {
      title: "Company space",
      used: "Company folder size",
      files: "Files",
      quota: "Contracted space",
      free: "Free space",
      freePercent: "Free",
      usage: "Contracted space in use",
      unlimited: "Unlimited"
    },
    uptime: { days: "{{d}} d {{h}} h", hours: "{{h}} h {{m}} min", minutes: "{{m}} min" }
  }
}
