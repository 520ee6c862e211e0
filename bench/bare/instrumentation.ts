// The bare app starts nothing with its server. Without this file Next would take the site's
// instrumentation.ts from the project's root (the mail worker and the hourly tasks), which
// fail here, and would load the bare server with work the comparison must not include.
export function register() {}
