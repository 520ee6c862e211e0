// `npm run lint:deps` (part of `npm test`): imports flow one way and never in a circle.
//   app, scripts, instrumentation.ts, proxy.ts   entry points
//   src/admin, src/components                    what renders (the panel's screens, the site)
//   src/server                                   request-time code ('server-only')
//   payload.config.ts, collections, src/core     what Payload's config loads; also safe in scripts
//   src/schemas, src/i18n, src/content           the foundation every layer shares
// CONTRIBUTING.md draws the same picture.
const entry = '^(app|scripts|instrumentation\\.ts|proxy\\.ts)'
const ui = '^src/(admin|components)/'
const server = '^src/server/'
const config = '^(payload\\.config\\.ts|collections/|src/core/|src/seed/)'
const foundation = '^src/(schemas|i18n|content)/'

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
      to: { path: [config, server, ui, '^payload\\.config\\.ts$'] },
    },
    {
      name: 'client-code-stays-off-the-server',
      severity: 'error',
      comment: "Screens reach the database through src/server, never through Payload's config directly.",
      from: { path: ui },
      to: { path: '^payload\\.config\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|migrations/\\d)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
}
