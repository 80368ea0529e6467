/**
 * `tsx test/support/standinNode.ts`: one node as runtime/src/main.ts starts it, with the stand-in
 * connector (standinConnector.ts) registered beside the built-in ones, for the cluster tests
 * (`startCluster({ entry: "test/support/standinNode.ts" })`).
 */
import { builtinConnectors, connectorsOf } from "../../runtime/src/features/channels/index"
import { ConfigError, parseConfig } from "../../runtime/src/platform/config/Config"
import { startNode } from "../../runtime/src/server/node"
import { standinConnector } from "./standinConnector"

const main = async () => {
  const config = parseConfig(process.env)
  const connectors = connectorsOf([...builtinConnectors, standinConnector])
  const node = await startNode(config, { demo: true, connectors })
  console.log(`Atende ${config.mode} node ${config.nodeId} (with the stand-in connector) listening on ${node.url}`)
  const stop = () => node.close().then(() => process.exit(0))
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e)
  process.exit(1)
})
