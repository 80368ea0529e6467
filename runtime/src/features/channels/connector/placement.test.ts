/**
 * The placement table: every node computes the same one from the same members; shares differ by at
 * most one partition; a node leaving moves its own partitions and only a few of the others', a node
 * joining takes about its share.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { assignPartitions, CONNECTOR_PARTITIONS, partitionOfChannel, shareOf } from "./placement"

const P = CONNECTOR_PARTITIONS
const nodeIds = (n: number) => fc.uniqueArray(fc.stringMatching(/^[a-z0-9-]{3,16}$/), { minLength: n, maxLength: n })

const moved = (a: ReadonlyArray<string>, b: ReadonlyArray<string>, except: string) =>
  a.filter((owner, p) => owner !== except && b[p] !== except && b[p] !== owner).length

describe("connector placement", () => {
  it("gives every partition one owner, the same whatever order the members come in", () => {
    fc.assert(
      fc.property(nodeIds(3), (nodes) => {
        const table = assignPartitions(P, nodes)
        expect(table).toHaveLength(P)
        expect(assignPartitions(P, [...nodes].reverse())).toEqual(table)
        const shares = nodes.map((n) => shareOf(n, nodes, P))
        expect(shares.flat().sort((a, b) => a - b)).toEqual([...Array(P).keys()])
      })
    )
  })

  it("keeps shares within one partition of even", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }).chain(nodeIds), (nodes) => {
        const sizes = nodes.map((n) => shareOf(n, nodes, P).length)
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
      })
    )
  })

  it("moves few partitions between the nodes that stay when one leaves or joins", () => {
    fc.assert(
      fc.property(nodeIds(4), (nodes) => {
        const three = nodes.slice(0, 3)
        const before = assignPartitions(P, three)
        // a node left: its own partitions move, and under 10 % of the others'
        expect(moved(before, assignPartitions(P, three.slice(0, 2)), three[2]!)).toBeLessThan(P / 10)
        // a node joined: it takes about its share, and under 10 % move between the others
        const after = assignPartitions(P, nodes)
        expect(after.filter((o) => o === nodes[3]).length).toBeGreaterThanOrEqual(Math.floor(P / 4))
        expect(moved(before, after, nodes[3]!)).toBeLessThan(P / 10)
      })
    )
  })

  it("puts sequential channel ids evenly into partitions", () => {
    const counts = new Array<number>(P).fill(0)
    for (let id = 1; id <= 20_000; id++) counts[partitionOfChannel(id, P)]!++
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
  })
})
