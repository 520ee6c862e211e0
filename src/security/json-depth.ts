/**
 * Nothing the site stores is nested deeper than this; a deeper JSON body is refused before it
 * is parsed (a 50,000-deep array would otherwise overflow the stack of whatever walks it).
 */
export const maxJsonDepth = 100

/** Whether JSON text opens more than `max` arrays or objects inside each other (strings skipped). */
export function jsonTooDeep(text: string, max = maxJsonDepth): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) {
      inString = true
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth--
    }
  }
  return false
}
