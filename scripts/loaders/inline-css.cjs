// A Turbopack loader (next.config.mjs, `?inline` CSS imports): the stylesheet compiled by the
// project's PostCSS plugins (Tailwind), minified, as a module that exports its text. The public
// pages put that text in a <style> (docs/decisions/022-inline-site-css.md). In the browser's
// bundle the rule gives `browser: true` and the module exports an empty string: the text is
// only written into the server's HTML.
const postcss = require('postcss')
const tailwind = require('@tailwindcss/postcss')

module.exports = function inlineCss(source) {
  const done = this.async()
  const { browser = false } = this.getOptions() ?? {}
  if (browser) return done(null, 'export default ""')
  postcss([tailwind({ optimize: { minify: true } })])
    .process(source, { from: this.resourcePath })
    .then((result) => {
      // Tailwind scans the project for class names: a change to any of them changes the CSS.
      for (const message of result.messages) {
        if (message.type === 'dependency') this.addDependency(message.file)
        else if (message.type === 'dir-dependency') this.addContextDependency(message.dir)
      }
      done(null, `export default ${JSON.stringify(result.css)}`)
    }, done)
}
