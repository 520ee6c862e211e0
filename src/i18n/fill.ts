/**
 * A message's `{{name}}` placeholders filled in, for text used outside i18next (e-mails, and
 * components that get their strings as props). A missing value leaves nothing.
 */
export const fillTemplate = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))
