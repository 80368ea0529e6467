/**
 * The public module of the webchat feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { webchatRoutes } from "./routes"
export { startWebchatGateway } from "./WebchatGateway"
