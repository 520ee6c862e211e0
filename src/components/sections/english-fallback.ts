/**
 * The attributes of a text shown in English because the visitor's language has none of its own
 * (WCAG 3.1.2, language of parts): a screen reader reads it with an English voice, and on an
 * Arabic page it runs left to right.
 */
export const englishFallback = (shownInEnglish: boolean | undefined) =>
  shownInEnglish ? ({ lang: 'en', dir: 'ltr' } as const) : {}
