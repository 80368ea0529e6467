/** The public face of the home feature: its screen (/home) and the duration format the panel shares. */
export { HomePage } from "./components/HomePage"
export { formatDuration } from "./state/duration"
