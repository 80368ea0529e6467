#!/usr/bin/env node
// `atende`: registers tsx (with the repo's tsconfig, so JSX compiles the same from any working
// directory) and runs the TypeScript entry point directly.
import { fileURLToPath } from "node:url"
import { register } from "tsx/esm/api"

register({ tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)) })
await import("../src/main.tsx")
