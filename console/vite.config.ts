import { defineConfig } from "vite"
import react from "@vitejs/plugin-react"

// Served by the runtime at /console/, same origin as the API. `npm run dev` proxies the API to a
// local server on :8080 so the same absolute URLs work during development.
const api = "http://localhost:8080"

export default defineConfig({
  base: "/console/",
  plugins: [react()],
  // react-admin + MUI make one ~1 MB chunk (350 kB gzipped); that is expected for an admin console.
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { "/admin": api, "/auth": api, "/settings": api } }
})
