/** A stylesheet imported with `?inline`: its compiled text (next.config.mjs, scripts/loaders/inline-css.cjs). */
declare module '*.css?inline' {
  const css: string
  export default css
}
