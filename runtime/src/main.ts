/** `tsx runtime/src/main.ts`: one node from the environment (embedded unless DATABASE_URL is set). */
import { ConfigError, parseConfig } from "./platform/config/Config"
import { startNode } from "./server/node"

const main = async () => {
  const config = parseConfig(process.env)
  const node = await startNode(config, { demo: true })
  console.log(`Atende ${config.mode} node ${config.nodeId} listening on ${node.url}`)
  const stop = () => node.close().then(() => process.exit(0))
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e)
  process.exit(1)
})
