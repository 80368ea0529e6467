/**
 * The public module of the system feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { systemRoutes } from "./routes"
export { figuresDir, nodeFigures } from "./nodeFigures"
export { recordHeartbeat, registerNode } from "./store/Nodes"
