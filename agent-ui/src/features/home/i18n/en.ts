import type { HomeTexts } from "./pt-BR"

export const homeEn: HomeTexts = {
  home: {
    title: "Dashboard",
    agentIntro: "The dashboard with the attendance figures is for administrators and supervisors.",
    mass: {
      title: "Mass actions",
      transferTitle: "Transfer tickets",
      resolveTitle: "Resolve tickets",
      origin: "Origin",
      byUser: "From a user",
      byQueue: "From a queue",
      toUser: "To the user",
      toQueue: "To the queue",
      transferSubmit: "Transfer all",
      resolveSubmit: "Resolve all",
      transferred: "{{count}} ticket(s) transferred.",
      resolved: "{{count}} ticket(s) resolved.",
      skipped: "{{count}} ticket(s) could not be changed.",
      required: "Choose the origin and the destination.",
      confirmResolve: "Resolve every open and pending ticket of the chosen origin?"
    },
    goToWorkspace: "Go to tickets"
  },
  dashboard: {
    period: "Period",
    presets: {
      today: "Today",
      yesterday: "Yesterday",
      last7: "Last 7 days",
      thisMonth: "This month",
      lastMonth: "Last month",
      custom: "Custom"
    },
    from: "From",
    to: "To",
    user: "User",
    queue: "Queue",
    allUsers: "All users",
    allQueues: "All queues",
    range: {
      incomplete: "Enter both dates.",
      reversed: "The start date is after the end date.",
      tooLong: "Choose {{days}} days at most."
    },
    periodOf: "From {{from}} to {{to}} ({{zone}} time)",
    views: { label: "View", synthetic: "Summary", users: "By user", queues: "By queue" },
    indicators: {
      opened: "Opened",
      attended: "Attended",
      resolved: "Resolved",
      waiting: "Waiting",
      open: "In progress",
      firstResponse: "First response",
      resolution: "Resolution time"
    },
    hints: {
      waiting: "Of those opened in the period, pending now",
      open: "Of those opened in the period, in progress now",
      firstResponse: "Average of {{count}} first response(s)",
      resolution: "Average from opening to resolution",
      noTime: "No cases in the period"
    },
    sla: {
      title: "First response SLA",
      onTime: "On time",
      attention: "Attention",
      overdue: "Overdue",
      none: "No first response in the period."
    },
    chart: { title: "Tickets per day", label: "{{date}}: {{opened}} opened, {{resolved}} resolved" },
    table: {
      name: "Name",
      noUser: "No user",
      noQueue: "No queue",
      unknown: "Removed",
      empty: "No tickets in the period."
    },
    loading: "Loading the figures…",
    loadFailed: "The figures could not be loaded."
  }
}
