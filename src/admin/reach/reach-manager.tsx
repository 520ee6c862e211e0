'use client'

import { Button } from '@payloadcms/ui'
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useId, useState, type ReactNode } from 'react'
import { directionOf, isLocale, locales, type LocaleCode } from '@/i18n/config'
import { formatDay } from '@/i18n/format'
import {
  maxReachDays,
  reachDevices,
  reachOther,
  type ReachBreakdown,
  type ReachReport,
  type ReachRow,
} from '@/schemas/reach'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'
import { LoadFailure } from '../ui/form-parts'
import { useLoadFailure } from '../ui/use-load-failure'
import {
  addDays,
  customPeriodProblem,
  presetPeriod,
  reachKey,
  reachPresets,
  readReach,
  type ReachPeriod,
  type ReachPreset,
} from './reach-parts'
import { ReachTable, type ReachColumn } from './reach-table'
import './reach.css'

// recharts is large and draws in the browser only: loaded with the screen's figures.
const ReachChart = dynamic(() => import('./reach-chart'), { ssr: false, loading: () => <div className="rc-chart" /> })

/**
 * One report of the period. The last period's figures stay on screen (with their own period)
 * until the new ones come, so the tables keep their place (and the day table stays open).
 */
const useReport = (by: ReachBreakdown, period: ReachPeriod) =>
  useQuery({ queryKey: reachKey(by, period), queryFn: () => readReach(by, period), placeholderData: keepPreviousData })

/**
 * The site's reach over a period (the last 30 days first): headline figures, visitors and page
 * views per day as a chart and a table, and a table per breakdown, each downloadable as CSV.
 */
export function ReachManager({ today }: { today: string }) {
  // One client for the screen: a period's reports are kept while the administrator goes back to it.
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false } },
      }),
  )
  return (
    <QueryClientProvider client={client}>
      <Reach today={today} />
    </QueryClientProvider>
  )
}

function Reach({ today }: { today: string }) {
  const { t, i18n } = useAdminT()
  const locale: LocaleCode = isLocale(i18n.language) ? i18n.language : 'en'
  const ids = useId()
  const [period, setPeriod] = useState<ReachPeriod>(() => presetPeriod('last30', today))
  // The days (with the period's totals), then each breakdown: a change of period asks for every one.
  const report = {
    day: useReport('day', period),
    page: useReport('page', period),
    publication: useReport('publication', period),
    country: useReport('country', period),
    language: useReport('language', period),
    referrer: useReport('referrer', period),
    device: useReport('device', period),
    search: useReport('search', period),
  } satisfies Record<ReachBreakdown, unknown>
  const reports = Object.values(report)
  const failed = reports.some((query) => query.isError)
  const loading = reports.some((query) => query.isFetching)
  useLoadFailure(failed, t('reach.loadFailed'))

  const number = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const names = useNames(locale)
  const day = (value: string) => formatDay(value, locale)

  const totals = report.day.data?.totals
  const share = (value: number | null | undefined) =>
    value === null || value === undefined ? (
      <>
        <span aria-hidden="true">—</span>
        <span className="bo-sr-only">{t('reach.noShare')}</span>
      </>
    ) : (
      percent.format(value)
    )

  const count = (header: string, metric: 'views' | 'visitors' | 'downloads' | 'misses'): ReachColumn => ({
    header,
    value: (row) => row[metric],
    numeric: true,
  })
  const code = (header: string): ReachColumn => ({ header, value: (row) => row.key, fileOnly: true })
  const ltr = (row: ReachRow) => <span dir="ltr">{row.key}</span>
  /** A capped breakdown's values past a day's cap, counted together (`reachOther`): "Other", in the panel's language. */
  const other = (row: ReachRow) => row.key === reachOther
  const keyOrOther = (show: (row: ReachRow) => ReactNode) => ({
    value: (row: ReachRow) => (other(row) ? t('reach.other') : row.key),
    show: (row: ReachRow) => (other(row) ? <em>{t('reach.other')}</em> : show(row)),
  })

  /** Each breakdown's table: its report, the rows it shows (largest first) and its columns. */
  const tables: {
    by: Exclude<ReachBreakdown, 'day'>
    name: string
    title: string
    hint?: string
    rows?: (rows: ReachRow[]) => ReachRow[]
    columns: ReachColumn[]
  }[] = [
    {
      by: 'page',
      name: 'pages',
      title: t('reach.pages'),
      columns: [
        { header: t('reach.page'), ...keyOrOther(ltr) },
        count(t('reach.views'), 'views'),
        count(t('reach.visitors'), 'visitors'),
      ],
    },
    {
      by: 'publication',
      name: 'publications',
      title: t('reach.publications'),
      rows: (rows) => rows.filter((row) => row.downloads > 0),
      columns: [
        code(t('reach.id')),
        {
          header: t('reach.publication'),
          value: (row) => row.label ?? `#${row.key}`,
          // The contract names a publication by its English title.
          show: (row) => (row.label ? <span lang="en">{row.label}</span> : `#${row.key}`),
        },
        count(t('reach.downloads'), 'downloads'),
      ],
    },
    {
      by: 'country',
      name: 'countries',
      title: t('reach.countries'),
      columns: [
        code(t('reach.code')),
        { header: t('reach.country'), value: (row) => names.country(row.key) },
        count(t('reach.views'), 'views'),
        count(t('reach.downloads'), 'downloads'),
        {
          header: t('reach.lowOrMiddleIncome'),
          value: (row) =>
            row.lowOrMiddleIncome === null
              ? t('reach.notKnown')
              : row.lowOrMiddleIncome
                ? t('reach.yes')
                : t('reach.no'),
        },
      ],
    },
    {
      by: 'language',
      name: 'languages',
      title: t('reach.languages'),
      columns: [
        code(t('reach.code')),
        { header: t('reach.language'), value: (row) => names.language(row.key) },
        count(t('reach.views'), 'views'),
        count(t('reach.visitors'), 'visitors'),
      ],
    },
    {
      by: 'referrer',
      name: 'referrers',
      title: t('reach.referrers'),
      hint: t('reach.referrersHint'),
      columns: [
        { header: t('reach.referrer'), ...keyOrOther(ltr) },
        count(t('reach.views'), 'views'),
        count(t('reach.visitors'), 'visitors'),
      ],
    },
    {
      by: 'device',
      name: 'devices',
      title: t('reach.devices'),
      columns: [
        code(t('reach.code')),
        {
          header: t('reach.device'),
          value: (row) => ((reachDevices as readonly string[]).includes(row.key) ? t(`reach.${row.key}`) : row.key),
        },
        count(t('reach.views'), 'views'),
        count(t('reach.visitors'), 'visitors'),
      ],
    },
    {
      by: 'search',
      name: 'missed-searches',
      title: t('reach.missedSearches'),
      hint: t('reach.missedHint'),
      rows: (rows) => rows.filter((row) => row.misses > 0),
      columns: [
        // Visitors' own words, in whichever script they typed.
        { header: t('reach.wording'), ...keyOrOther((row) => <bdi>{row.key}</bdi>) },
        count(t('reach.times'), 'misses'),
      ],
    },
  ]

  const days = report.day.data
  return (
    <div className="bo-page rc-page">
      <h1>{t('reach.title')}</h1>
      <p className="bo-muted">{t('reach.intro')}</p>
      <PeriodChooser today={today} onChange={setPeriod} />
      <p role="status" className="rc-status">
        {loading ? t('reach.loading') : t('reach.showing', { from: day(period.from), to: day(period.to) })}
      </p>
      {failed && (
        <div className="bo-actions rc-failed">
          <LoadFailure message={t('reach.loadFailed')} />
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            onClick={() => reports.filter((query) => query.isError).forEach((query) => void query.refetch())}
          >
            {t('reach.retry')}
          </Button>
        </div>
      )}

      <Section id={`${ids}-summary`} title={t('reach.summary')} busy={report.day.isFetching}>
        {totals && (
          <dl className="rc-figures">
            <Figure label={t('reach.visitors')}>{number.format(totals.visitors)}</Figure>
            <Figure label={t('reach.views')}>{number.format(totals.views)}</Figure>
            <Figure label={t('reach.downloads')}>{number.format(totals.downloads)}</Figure>
            <Figure label={t('reach.searches')}>{number.format(totals.searches)}</Figure>
            <Figure label={t('reach.misses')}>{number.format(totals.misses)}</Figure>
            <Figure label={t('reach.shareViews')}>{share(totals.lowOrMiddleIncomeShare.views)}</Figure>
            <Figure label={t('reach.shareDownloads')}>{share(totals.lowOrMiddleIncomeShare.downloads)}</Figure>
          </dl>
        )}
        <p className="bo-muted">{t('reach.shareHint')}</p>
      </Section>

      <Section id={`${ids}-days`} title={t('reach.perDay')} busy={report.day.isFetching}>
        {days && (
          <>
            <div
              role="img"
              aria-label={t('reach.chartLabel', { from: day(days.from), to: day(days.to) })}
              className="rc-chart"
            >
              <ReachChart
                days={days.rows}
                locale={locale}
                rtl={directionOf(locale) === 'rtl'}
                labels={{ visitors: t('reach.visitors'), views: t('reach.views') }}
              />
            </div>
            <details className="rc-details">
              <summary>{t('reach.showTable')}</summary>
              <ReachTable
                name="days"
                title={t('reach.perDay')}
                period={days}
                rows={days.rows}
                columns={[
                  { header: t('reach.day'), value: (row) => row.key, show: (row) => day(row.key) },
                  count(t('reach.visitors'), 'visitors'),
                  count(t('reach.views'), 'views'),
                ]}
              />
            </details>
          </>
        )}
      </Section>

      <div className="rc-grid">
        {tables.map((table) => {
          const query = report[table.by]
          const data: ReachReport | undefined = query.data
          return (
            <Section
              key={table.by}
              id={`${ids}-${table.by}`}
              title={table.title}
              hint={table.hint}
              busy={query.isFetching}
            >
              {data && (
                <ReachTable
                  name={table.name}
                  title={table.title}
                  period={data}
                  rows={table.rows ? table.rows(data.rows) : data.rows}
                  columns={table.columns}
                />
              )}
            </Section>
          )
        })}
      </div>
    </div>
  )
}

/** A part of the screen, named by its heading; `busy` while its figures load. */
function Section({
  id,
  title,
  hint,
  busy,
  children,
}: {
  id: string
  title: string
  hint?: string
  busy: boolean
  children: ReactNode
}) {
  return (
    <section className="bo-fieldset rc-section" aria-labelledby={id} aria-busy={busy || undefined}>
      <h2 id={id} className="rc-title">
        {title}
      </h2>
      {hint && <p className="bo-muted">{hint}</p>}
      {children}
    </section>
  )
}

/** One headline figure: what it counts, and how many. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rc-figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Countries and languages named in the panel's language (`unknown`: no country known for the address). */
function useNames(locale: LocaleCode) {
  const { t } = useAdminT()
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  const languages = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' })
  return {
    country: (code: string) => {
      if (code === 'unknown') return t('reach.unknownCountry')
      try {
        return regions.of(code.toUpperCase()) ?? code
      } catch {
        return code
      }
    },
    language: (code: string) => {
      try {
        return languages.of(code) ?? code
      } catch {
        return locales.find((l) => l.code === code)?.name ?? code
      }
    },
  }
}

/**
 * The period: the last 7 or 30 days or 12 months at once, or two dates ("Show" checks them:
 * both given, in order, none after today, at most the longest period the contract answers).
 */
function PeriodChooser({ today, onChange }: { today: string; onChange: (period: ReachPeriod) => void }) {
  const { t } = useAdminT()
  const ids = useId()
  const [choice, setChoice] = useState<ReachPreset | 'custom'>('last30')
  const [from, setFrom] = useState(() => presetPeriod('last30', today).from)
  const [to, setTo] = useState(today)
  const [problem, setProblem] = useState<ReturnType<typeof customPeriodProblem>>(null)

  const pick = (option: ReachPreset | 'custom') => {
    setChoice(option)
    setProblem(null)
    if (option !== 'custom') onChange(presetPeriod(option, today))
  }
  const show = (event: React.FormEvent) => {
    event.preventDefault()
    const found = customPeriodProblem(from, to, today)
    setProblem(found)
    if (!found) onChange({ from, to })
  }
  const error = (field: 'from' | 'to') =>
    problem?.field === field ? t(`reach.${problem.key}`, { days: maxReachDays }) : undefined

  return (
    <form className="bo-fieldset rc-period" noValidate onSubmit={show}>
      <fieldset className="rc-choices">
        <legend>{t('reach.period')}</legend>
        {[...reachPresets, 'custom' as const].map((option) => (
          <label key={option} className="rc-choice">
            <input
              type="radio"
              name={`${ids}-period`}
              value={option}
              checked={choice === option}
              onChange={() => pick(option)}
            />
            {t(`reach.${option}`)}
          </label>
        ))}
      </fieldset>
      {choice === 'custom' && (
        <div className="bo-row rc-custom">
          <AdminField label={t('reach.from')} error={error('from')}>
            {(c) => (
              <input
                {...c}
                type="date"
                value={from}
                min={addDays(today, -(maxReachDays - 1))}
                max={today}
                onChange={(event) => setFrom(event.target.value)}
              />
            )}
          </AdminField>
          <AdminField label={t('reach.to')} error={error('to')}>
            {(c) => <input {...c} type="date" value={to} max={today} onChange={(event) => setTo(event.target.value)} />}
          </AdminField>
          <Button type="submit" margin={false}>
            {t('reach.show')}
          </Button>
        </div>
      )}
    </form>
  )
}
