/** The built UIs: agent UI at `/`, console at `/console/`. Hash routing means only files and index.html. */
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { existsSync, readFileSync, statSync } from "node:fs"
import { extname, join, normalize } from "node:path"
import { fileURLToPath } from "node:url"
import { AppError } from "./AppError"

/** The repository root: three levels up from this file, or two from the bundle (runtime/dist/main.mjs). */
const repoRoot =
  ["../../../../", "../../"]
    .map((up) => fileURLToPath(new URL(up, import.meta.url)))
    .find((dir) => existsSync(join(dir, "agent-ui"))) ?? process.cwd()
export const agentUiDist = join(repoRoot, "agent-ui", "dist")
export const consoleDist = join(repoRoot, "console", "dist")

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".mp3": "audio/mpeg"
}

const serveFrom = (root: string, rel: string) => {
  const clean = normalize(rel).replace(/^(\.\.[/\\])+/, "")
  const file = join(root, clean === "" || clean === "/" || clean === "." ? "index.html" : clean)
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) return undefined
  // index.html and the service worker must be revalidated; hashed assets are immutable
  const isIndex = file.endsWith("index.html") || file.endsWith("sw.js") || file.endsWith(".webmanifest")
  return HttpServerResponse.uint8Array(readFileSync(file), {
    contentType: TYPES[extname(file)] ?? "application/octet-stream",
    headers: { "Cache-Control": isIndex ? "no-cache" : "public, max-age=31536000, immutable" }
  })
}

const missingBuild = (what: string) =>
  HttpServerResponse.text(`${what} is not built yet: run \`npm run build\` (npm start does it for you).`, {
    status: 503
  })

const staticApp = Effect.gen(function* () {
  const req = yield* HttpServerRequest.HttpServerRequest
  const path = decodeURIComponent(new URL(req.url, "http://x").pathname)
  if (path === "/console") return HttpServerResponse.redirect("/console/", { status: 302 })
  if (path.startsWith("/console/"))
    return (
      serveFrom(consoleDist, path.slice("/console/".length)) ??
      (existsSync(consoleDist) ? undefined : missingBuild("The console"))
    )
  return serveFrom(agentUiDist, path.slice(1)) ?? (path === "/" ? missingBuild("The agent UI") : undefined)
}).pipe(Effect.flatMap((r) => (r ? Effect.succeed(r) : Effect.fail(new AppError({ code: "ERR_NOT_FOUND" })))))

export const staticRoutes = HttpRouter.empty.pipe(HttpRouter.get("*", staticApp))
