// Types for scripts/eslint-boundaries.js (imported by its test).
import type { ESLint } from "eslint"

declare const plugin: ESLint.Plugin
export default plugin
