import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

// The server (runtime) serves the built UI at "/" and the API on the same origin; in `vite dev`
// these paths are proxied to it.
const SERVER = "http://localhost:8080"
const API_PATHS = [
  "/auth",
  "/tickets",
  "/messages",
  "/messagesEdit",
  "/messagesReaction",
  "/forward-messages",
  "/scheduled-messages",
  "/fastreply",
  "/notes",
  "/users",
  "/queues",
  "/tags",
  "/contacts",
  "/channels",
  "/settings",
  "/tenant",
  "/media",
  "/push",
  "/load-config",
  "/health",
  "/admin",
  "/webchat",
  "/console",
  "/demo",
  "/chat-interno"
]

export default defineConfig({
  base: "/",
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rollupOptions: {
      // React and zod change less often than the app: their own chunks cache across deploys.
      output: { manualChunks: { react: ["react", "react-dom", "i18next", "react-i18next"], zod: ["zod"] } },
      // zod ships comments rollup cannot place; the notice is noise for every build.
      onwarn(warning, warn) {
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("node_modules")) return
        warn(warning)
      }
    }
  },
  server: {
    proxy: {
      ...Object.fromEntries(API_PATHS.map((path) => [path, { target: SERVER, changeOrigin: true }])),
      "/live": { target: SERVER.replace(/^http/, "ws"), ws: true }
    }
  }
})
