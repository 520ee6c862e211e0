/** The day (YYYY-MM-DD) an instant falls on in a time zone: the reach figures' days are the organisation's. */
export function dayFormatter(timeZone: string): (at: number) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  return (at) => format.format(at)
}
