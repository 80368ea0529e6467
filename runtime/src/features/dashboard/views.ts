/**
 * The answers of the dashboard's routes from what the store read (pure): the period's figures in
 * total, a day at a time (every day of the period) and by user and by queue, named; the panel's
 * cards by agent and by queue with their SLA colour at `now`.
 */
import {
  addSums,
  cardSla,
  emptySums,
  indicatorsOf,
  type DashboardAnswer,
  type IndicatorSums,
  type PanelAnswer,
  type PanelCard
} from "@atende/core/contracts/dashboard"
import type { SlaThresholds } from "@atende/core/rules/sla"
import { dateOfDay } from "./days"
import type { DaySums, GroupSums } from "./store/DailyCounts"
import type { ActiveGroup, PanelUser } from "./store/Panel"

/** A balance read before the back-fill ran may have gone below zero: never shown so. */
const shown = (s: IndicatorSums) => indicatorsOf({ ...s, waiting: Math.max(0, s.waiting), open: Math.max(0, s.open) })

const byName = <T extends { readonly name: string | null }>(a: T, b: T) =>
  a.name === null ? (b.name === null ? 0 : 1) : b.name === null ? -1 : a.name.localeCompare(b.name, "pt-BR")

const sumBy = (groups: ReadonlyArray<GroupSums>, key: (g: GroupSums) => number) => {
  const out = new Map<number, IndicatorSums>()
  for (const g of groups) out.set(key(g), addSums(out.get(key(g)) ?? emptySums(), g.sums))
  return out
}

export type DashboardInput = {
  readonly from: string
  readonly to: string
  readonly fromDay: number
  readonly toDay: number
  readonly today: string
  readonly timezone: string
  readonly groups: ReadonlyArray<GroupSums>
  readonly days: ReadonlyArray<DaySums>
}

export const dashboardView = (i: DashboardInput): DashboardAnswer => {
  const users = new Map(i.groups.map((g) => [g.userId, g.userName]))
  const queues = new Map(i.groups.map((g) => [g.queueId, g.queueName]))
  const total = emptySums()
  for (const g of i.groups) addSums(total, g.sums)
  const dayMap = new Map(i.days.map((d) => [d.day, d.sums]))
  const byDay = []
  for (let day = i.fromDay; day <= i.toDay; day++)
    byDay.push({ date: dateOfDay(day), ...shown(dayMap.get(day) ?? emptySums()) })
  const byUser = [...sumBy(i.groups, (g) => g.userId)]
    .map(([id, s]) => ({
      userId: id === 0 ? null : id,
      name: id === 0 ? null : (users.get(id) ?? null),
      ...shown(s)
    }))
    .sort(byName)
  const byQueue = [...sumBy(i.groups, (g) => g.queueId)]
    .map(([id, s]) => ({
      queueId: id === 0 ? null : id,
      name: id === 0 ? null : (queues.get(id) ?? null),
      ...shown(s)
    }))
    .sort(byName)
  return {
    from: i.from,
    to: i.to,
    today: i.today,
    timezone: i.timezone,
    totals: shown(total),
    byDay,
    byUser,
    byQueue
  }
}

type Tally = { open: number; waiting: number; oldest: number | null }

const tallyOf = (groups: ReadonlyArray<ActiveGroup>): Tally =>
  groups.reduce<Tally>(
    (t, g) => ({
      open: t.open + (g.status === "open" ? g.count : 0),
      waiting: t.waiting + (g.status === "pending" ? g.count : 0),
      oldest:
        g.oldestWaitingSince === null
          ? t.oldest
          : t.oldest === null
            ? g.oldestWaitingSince
            : Math.min(t.oldest, g.oldestWaitingSince)
    }),
    { open: 0, waiting: 0, oldest: null }
  )

const cardOf = (t: Tally, now: number, thresholds: SlaThresholds): PanelCard => {
  const oldestWaitingSince = t.oldest === null ? null : new Date(t.oldest).toISOString()
  return { open: t.open, waiting: t.waiting, oldestWaitingSince, sla: cardSla(oldestWaitingSince, now, thresholds) }
}

export type PanelInput = {
  readonly now: number
  readonly thresholds: SlaThresholds
  readonly groups: ReadonlyArray<ActiveGroup>
  readonly users: ReadonlyArray<PanelUser>
  readonly queues: ReadonlyArray<{ readonly id: number; readonly name: string }>
}

export const panelView = (i: PanelInput): PanelAnswer => {
  const thresholds = { slaGreen: i.thresholds.slaGreen, slaYellow: i.thresholds.slaYellow, slaRed: i.thresholds.slaRed }
  const card = (groups: ReadonlyArray<ActiveGroup>) => cardOf(tallyOf(groups), i.now, thresholds)
  const agents = i.users.map((u) => ({
    userId: u.id,
    name: u.name,
    profile: u.profile,
    online: u.online,
    ...card(i.groups.filter((g) => g.userId === u.id))
  }))
  const queues = i.queues.map((q) => ({
    queueId: q.id,
    name: q.name,
    ...card(i.groups.filter((g) => g.queueId === q.id))
  }))
  const noQueue = i.groups.filter((g) => g.queueId === null)
  return {
    now: new Date(i.now).toISOString(),
    thresholds,
    totals: { ...card(i.groups), online: i.users.filter((u) => u.online).length },
    agents,
    queues: noQueue.length ? [...queues, { queueId: null, name: null, ...card(noQueue) }] : queues
  }
}
