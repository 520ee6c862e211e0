'use client'

import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'

/** What the chart draws: a point per day of the period, in order. */
export type ReachChartProps = {
  days: { key: string; visitors: number; views: number }[]
  /** The panel's language: its digits and month names. */
  locale: string
  /** Right to left (Arabic): time runs from the right, the scale stands on the right. */
  rtl: boolean
  labels: { visitors: string; views: string }
}

const axisText = { fill: 'var(--theme-elevation-800)', fontSize: 12 }
const utc = (day: string) => new Date(`${day}T00:00:00Z`)

/**
 * Visitors and page views per day (recharts), drawn in the panel's theme colours so that dark
 * mode follows. Page views are dashed as well as coloured apart, so the lines differ without
 * colour. Pointer users see each day's figures in a tooltip; everyone has them in the table the
 * screen puts under the chart (the chart itself is one labelled image to assistive technology).
 */
export default function ReachChart({ days, locale, rtl, labels }: ReachChartProps) {
  const number = new Intl.NumberFormat(locale)
  const tick = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const full = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' })
  return (
    <LineChart
      responsive
      data={days}
      accessibilityLayer={false}
      style={{ width: '100%', height: '18rem' }}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
    >
      <CartesianGrid stroke="var(--theme-elevation-150)" vertical={false} />
      <XAxis
        dataKey="key"
        reversed={rtl}
        tickFormatter={(day: string) => tick.format(utc(day))}
        tick={axisText}
        stroke="var(--theme-elevation-500)"
        minTickGap={24}
      />
      <YAxis
        orientation={rtl ? 'right' : 'left'}
        allowDecimals={false}
        width="auto"
        tickFormatter={(value: number) => number.format(value)}
        tick={axisText}
        stroke="var(--theme-elevation-500)"
      />
      <Tooltip
        labelFormatter={(day) => full.format(utc(String(day)))}
        formatter={(value) => number.format(Number(value))}
        contentStyle={{
          background: 'var(--theme-elevation-0)',
          border: '1px solid var(--theme-elevation-250)',
          color: 'var(--theme-text)',
          direction: rtl ? 'rtl' : 'ltr',
          textAlign: 'start',
        }}
        labelStyle={{ color: 'var(--theme-text)', fontWeight: 600 }}
        cursor={{ stroke: 'var(--theme-elevation-400)' }}
      />
      <Legend wrapperStyle={{ color: 'var(--theme-text)', direction: rtl ? 'rtl' : 'ltr' }} />
      <Line
        type="monotone"
        dataKey="visitors"
        name={labels.visitors}
        stroke="var(--theme-success-600)"
        strokeWidth={2}
        dot={false}
        legendType="plainline"
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="views"
        name={labels.views}
        stroke="var(--theme-warning-700)"
        strokeWidth={2}
        strokeDasharray="6 4"
        dot={false}
        legendType="plainline"
        isAnimationActive={false}
      />
    </LineChart>
  )
}
