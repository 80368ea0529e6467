/**
 * `GET /system/info` (administrators; runtime/api/systemInfo.md): the figures of the node that
 * answers, read now, and of every other live node from its heartbeat, then the tenant's space.
 */
import { LIVE_NODE_MS, NodeFigures, tenantSpace, type NodeInfo } from "@atende/core/contracts/systemInfo"
import { Effect } from "effect"
import { getTenant } from "../../tenants/index"
import { nowMillis } from "../../../platform/clock/index"
import { Config } from "../../../platform/config/Config"
import { authenticate, requireAdmin } from "../../../platform/http/edge"
import { figuresDir, nodeFigures } from "../nodeFigures"
import { liveNodes } from "../store/Nodes"
import { tenantFiles } from "../store/TenantFiles"

/** The `system` figures a heartbeat recorded, or null (a node of an older version, or junk). */
const recorded = (info: unknown) => {
  const figures = NodeFigures.safeParse((info as { system?: unknown } | null)?.system)
  return figures.success ? figures.data : null
}

export const systemInfo = Effect.gen(function* () {
  const claims = yield* requireAdmin(yield* authenticate)
  const config = yield* Config
  const now = yield* nowMillis
  const here: NodeInfo = {
    nodeId: config.nodeId,
    answering: true,
    heartbeatAt: null,
    figures: yield* nodeFigures(figuresDir(config), now)
  }
  const rows = yield* liveNodes(now - LIVE_NODE_MS)
  const others = rows
    .filter((r) => r.id !== config.nodeId)
    .map((r): NodeInfo => ({ nodeId: r.id, answering: false, heartbeatAt: r.heartbeatAt, figures: recorded(r.info) }))
  const own = rows.find((r) => r.id === config.nodeId)
  const files = yield* tenantFiles(claims.tenantId)
  const tenant = yield* getTenant(claims.tenantId)
  return {
    mode: config.mode,
    nodes: [{ ...here, heartbeatAt: own?.heartbeatAt ?? null }, ...others],
    tenant: tenantSpace(files.files, files.bytes, tenant?.storageQuotaMb ?? null)
  }
})
