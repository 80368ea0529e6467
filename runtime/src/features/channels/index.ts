/**
 * The public module of the channels feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { channelBehaviour, inboundEnvelope } from "./actor/ChannelActor"
export { startConnectorSupervisor } from "./ConnectorSupervisor"
export { channelByToken, insertChannel, listChannels } from "./store/Channels"
