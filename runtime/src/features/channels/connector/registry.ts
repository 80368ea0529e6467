/**
 * The connectors by channel type. A channel of a type without one cannot be created
 * (ERR_CHANNEL_TYPE_UNSUPPORTED, store/Channels.ts `insertChannel`) and is never started. The
 * registry is a context reference: the built-in connectors unless a test (or a node built with
 * stand-ins) provides another, e.g. with a no-op connector for placement tests.
 */
import { Context } from "effect"
import { telegramConnector } from "../telegram/telegramConnector"
import { waba360Connector, wabaConnector } from "../waba/wabaConnector"
import { emailConnector } from "../email/emailConnector"
import { webchatConnector } from "../webchat/webchatConnector"
import { whatsappConnector } from "../whatsapp/whatsappConnector"
import type { Connector } from "./Connector"

export type Connectors = {
  readonly get: (type: string) => Connector | undefined
  readonly types: ReadonlyArray<string>
}

export const connectorsOf = (list: ReadonlyArray<Connector>): Connectors => {
  const byType = new Map(list.map((c) => [c.type, c]))
  return { get: (type) => byType.get(type), types: [...byType.keys()] }
}

export const builtinConnectors: ReadonlyArray<Connector> = [
  webchatConnector,
  whatsappConnector,
  telegramConnector,
  wabaConnector,
  waba360Connector,
  emailConnector
]

export class ConnectorRegistry extends Context.Reference<ConnectorRegistry>()("atende/ConnectorRegistry", {
  defaultValue: (): Connectors => connectorsOf(builtinConnectors)
}) {}
