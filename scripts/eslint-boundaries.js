// The boundaries of runtime/src and core/src, as an ESLint rule (scripts/eslint.config.js):
//  - runtime/src/features/<A>/… may use another feature only through its public module
//    runtime/src/features/<B>/index.ts; so may the rest of runtime/src (server/, main.ts);
//  - runtime/src/platform/… imports nothing from runtime/src/features or runtime/src/server;
//  - core/src/… stays pure: no node:* or other Node built-in, no @effect/platform* or @effect/sql*,
//    no pg, nats, ws or better-sqlite3, nothing of runtime/.
// Type-only imports count too. Option `root` (tests): the repository root.
import { builtinModules } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url))
const BUILTINS = new Set(builtinModules)
const CORE_BANNED = [/^@effect\/(platform|sql)/, /^(pg|nats|ws|better-sqlite3)(\/|$)/, /^@atende\/runtime(\/|$)/]

const posix = (p) => p.split(path.sep).join("/")

/** Repository-relative path of what a specifier names, or undefined for a package. */
const target = (root, fromFile, spec) => {
  if (spec.startsWith("@atende/runtime/")) return `runtime/src/${spec.slice("@atende/runtime/".length)}`
  if (spec.startsWith("@atende/core/")) return `core/src/${spec.slice("@atende/core/".length)}`
  if (spec.startsWith(".")) return posix(path.relative(root, path.resolve(path.dirname(fromFile), spec)))
  return undefined
}

const featureOf = (rel) => /^runtime\/src\/features\/([^/]+)(?:\/(.*))?$/.exec(rel ?? "")

const isPublicModule = (rest) => rest === undefined || rest === "" || /^index(\.(ts|js))?$/.test(rest)

const check = (root, file, spec) => {
  const from = posix(path.relative(root, file))
  const to = target(root, file, spec)
  if (from.startsWith("core/src/")) {
    const bare = spec.startsWith("node:") ? spec : spec.split("/")[0]
    if (spec.startsWith("node:") || BUILTINS.has(bare) || BUILTINS.has(spec))
      return `core stays free of I/O: no Node built-in ("${spec}")`
    if (CORE_BANNED.some((re) => re.test(spec))) return `core stays free of I/O: no "${spec}"`
    if (to?.startsWith("runtime/")) return `core does not import runtime/ ("${spec}")`
    return undefined
  }
  if (!from.startsWith("runtime/src/") || to === undefined) return undefined
  if (from.startsWith("runtime/src/platform/")) {
    if (to.startsWith("runtime/src/features/") || to === "runtime/src/features")
      return `the platform imports no feature ("${spec}")`
    if (to.startsWith("runtime/src/server/") || to === "runtime/src/server")
      return `the platform imports nothing of server/ ("${spec}")`
    return undefined
  }
  const into = featureOf(to)
  if (!into) return undefined
  const own = featureOf(from)
  if (own && own[1] === into[1]) return undefined
  if (isPublicModule(into[2])) return undefined
  return `use the public module of feature "${into[1]}" (runtime/src/features/${into[1]}/index.ts), not "${spec}"`
}

const boundaries = {
  meta: {
    type: "problem",
    docs: { description: "features meet through their index.ts; the platform knows no feature; core does no I/O" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }]
  },
  create(context) {
    const root = context.options[0]?.root ?? REPO_ROOT
    const file = context.filename ?? context.getFilename()
    const report = (node, source) => {
      if (!source || typeof source.value !== "string") return
      const message = check(root, file, source.value)
      if (message) context.report({ node: source, message })
    }
    return {
      ImportDeclaration: (node) => report(node, node.source),
      ExportNamedDeclaration: (node) => report(node, node.source),
      ExportAllDeclaration: (node) => report(node, node.source),
      ImportExpression: (node) => report(node, node.source.type === "Literal" ? node.source : undefined),
      TSImportType: (node) => report(node, node.argument?.literal ?? node.source)
    }
  }
}

export default { meta: { name: "atende-boundaries" }, rules: { boundaries } }
