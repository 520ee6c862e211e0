// `npm run lint:deps` (part of `npm test`): imports flow one way and never in a circle.
//   app, scripts, instrumentation.ts, proxy.ts   entry points
//   src/admin, src/components                    what renders (the panel's screens, the site)
//   src/server                                   request-time code ('server-only')
//   payload.config.ts, collections, src/core     what Payload's config loads; also safe in scripts
//   src/schemas, src/i18n, src/content           the foundation every layer shares
//   src/core/config.ts                           the environment, read once: the foundation may read it too
// CONTRIBUTING.md draws the same picture.
const entry = '^(app|scripts|instrumentation\\.ts|proxy\\.ts)'
const ui = '^src/(admin|components)/'
const server = '^src/server/'
const config = '^(payload\\.config\\.ts|collections/|src/core/|src/seed/)'
const foundation = '^src/(schemas|i18n|content)/'
const configuration = '^src/core/config\\.ts$'

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports makes load order matter and each part impossible to change alone.',
      from: {},
      to: { circular: true },
    },
    { name: 'nothing-imports-entry-points', severity: 'error', from: { pathNot: entry }, to: { path: entry } },
    { name: 'server-stays-below-screens', severity: 'error', from: { path: server }, to: { path: ui } },
    {
      name: 'config-time-is-not-request-time',
      severity: 'error',
      comment: 'Payload config, collections and src/core are loaded by scripts too: no request-time code.',
      from: { path: config },
      to: { path: [server, ui] },
    },
    {
      name: 'foundation-stands-alone',
      severity: 'error',
      from: { path: foundation },
      to: { path: [config, server, ui, '^payload\\.config\\.ts$'], pathNot: configuration },
    },
    {
      name: 'site-basics-without-zod',
      severity: 'error',
      comment:
        "src/i18n and src/content are in every public page's scripts; zod (90 KB gzipped with its languages) " +
        "comes only with a form's schema, fetched when the form is used (issue #32).",
      from: { path: '^src/(i18n|content)/' },
      to: { path: ['^src/schemas/', '^node_modules/zod/'] },
    },
    {
      name: 'configuration-stands-alone',
      severity: 'error',
      comment: 'src/core/config.ts is read by every layer, the foundation included: it imports none of them.',
      from: { path: configuration },
      to: { path: [config, server, ui, foundation, '^payload\\.config\\.ts$'], pathNot: configuration },
    },
    {
      name: 'no-private-package-paths',
      severity: 'error',
      comment:
        "Next's internals (next/dist/...) change in any release: import what Next documents (next/cache, next/server ...). " +
        "'next' itself resolves into next/dist/server/next.js. eslint's no-restricted-imports refuses any package's dist/, src/ or lib/ by name.",
      from: {},
      to: { path: '^node_modules/next/dist/', pathNot: '^node_modules/next/dist/server/next\\.js$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|migrations/\\d)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
}
