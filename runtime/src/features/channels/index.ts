/**
 * The public module of the channels feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { channelBehaviour } from "./actor/ChannelActor"
export { channelLease, startConnectorSupervisor, type SupervisorOptions } from "./ConnectorSupervisor"
export {
  ConnectorError,
  DeliveryError,
  type Connector,
  type ConnectorContext,
  type Delivery,
  type DeliveryOp,
  type RunningConnector,
  type Sent
} from "./connector/Connector"
export { inboundEnvelope } from "./connector/inbound"
export { CONNECTOR_PARTITIONS, partitionOfChannel } from "./connector/placement"
export { builtinConnectors, ConnectorRegistry, connectorsOf, type Connectors } from "./connector/registry"
export { webchatConnector, webchatProviderId } from "./webchat/webchatConnector"
export { channelRoutes } from "./http/channels"
export { wabaRoutes } from "./waba/http"
export { templateRoutes } from "./waba/templates"
export { channelEventPresenter } from "./live"
export { channelOf, channelSessionAction } from "./manage"
export { migrations } from "./migrations/migrations"
export { channelBots, channelByToken, insertChannel, listChannels, type ChannelRow } from "./store/Channels"
export { channelView, viewFor } from "./views"
export { deliveryCounts, enqueueChange, enqueueDeliveries, requeueDelivery, type Outgoing } from "./store/Deliveries"
export { getTemplate } from "./waba/store/Templates"
