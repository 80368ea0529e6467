/**
 * Where connectors run: channels fall into a fixed number of partitions (`id % partitions`: ids
 * are sequential, so partitions hold the same number of channels to within one), and partitions
 * are shared out over the live nodes by rendezvous hashing with bounded loads. Every node computes
 * the same table from the same member list: partition by partition, the node ranking highest for
 * it that still has room takes it (each takes floor(partitions / nodes), some one more). So shares
 * differ by at most one partition, and a node joining or leaving moves its own share plus a few percent of the others'
 * (those whose first choice was full), instead of reshuffling everything.
 */

/** Partitions of the channels; a channel's connector moves with its partition. */
export const CONNECTOR_PARTITIONS = 256

export const partitionOfChannel = (channelId: number, partitions: number) => channelId % partitions

/** A well-mixed 32-bit score of (partition, node): FNV-1a, then murmur3's finaliser. */
const score = (partition: number, node: string) => {
  let h = 0x811c9dc5
  const key = `${node}#${partition}`
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** The owner of each partition (index = partition) among `members` (order does not matter). */
export const assignPartitions = (partitions: number, members: ReadonlyArray<string>): ReadonlyArray<string> => {
  const nodes = [...new Set(members)].sort()
  if (!nodes.length) return []
  // every node takes `base` partitions, and `extra` of them one more
  const base = Math.floor(partitions / nodes.length)
  let extra = partitions % nodes.length
  const load = new Map(nodes.map((n) => [n, 0]))
  const owners: Array<string> = []
  for (let p = 0; p < partitions; p++) {
    const ranked = nodes
      .map((n) => ({ n, s: score(p, n) }))
      .sort((a, b) => b.s - a.s || (a.n < b.n ? -1 : 1))
      .map((r) => r.n)
    const owner = ranked.find((n) => load.get(n)! < base || (load.get(n) === base && extra > 0))!
    if (load.get(owner) === base) extra--
    load.set(owner, load.get(owner)! + 1)
    owners.push(owner)
  }
  return owners
}

/** The partitions `node` should hold when `members` are the live nodes. */
export const shareOf = (node: string, members: ReadonlyArray<string>, partitions: number): ReadonlyArray<number> =>
  assignPartitions(partitions, [...members, node]).flatMap((owner, p) => (owner === node ? [p] : []))
