import { operations } from './document'

/**
 * The methods each contract path answers, from the OpenAPI document (which a unit test keeps
 * equal to the route files). The site's server answers any other method with 405 and `Allow`
 * in the contract's error shape, where Next would send an empty 405.
 */
const table = (() => {
  const byPath = new Map<string, Set<string>>()
  for (const op of operations) {
    const methods = byPath.get(op.path) ?? new Set<string>()
    methods.add(op.method.toUpperCase())
    byPath.set(op.path, methods)
  }
  return [...byPath].map(([template, methods]) => {
    if (methods.has('GET')) methods.add('HEAD')
    methods.add('OPTIONS')
    const pattern = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}/?$`)
    return { pattern, allow: [...methods].sort() }
  })
})()

/** The methods `pathname` answers, or null when it is not a path of the contract. */
export function allowedMethods(pathname: string): string[] | null {
  return table.find((entry) => entry.pattern.test(pathname))?.allow ?? null
}
