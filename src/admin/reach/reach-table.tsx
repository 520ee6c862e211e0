'use client'

import { Button } from '@payloadcms/ui'
import { useId, type ReactNode } from 'react'
import { downloadText } from '@/components/ui/download-text'
import { csvFile } from '@/core/csv'
import { isLocale } from '@/i18n/config'
import { formatDay } from '@/i18n/format'
import type { ReachRow } from '@/schemas/reach'
import { useAdminT } from '../ui/admin-i18n'
import { csvName, type ReachPeriod } from './reach-parts'

/** One column of a reach table: what its file holds, and what the screen shows when that differs. */
export type ReachColumn = {
  header: string
  /** The cell in the CSV file: a number stays a number there, for the spreadsheet to sum. */
  value: (row: ReachRow) => string | number | null
  /** The cell on screen; a number column shows its value in the panel's language. */
  show?: (row: ReachRow) => ReactNode
  numeric?: boolean
  /** In the file only: the code beside the name the table shows (a country's, a language's ...). */
  fileOnly?: boolean
}

/**
 * One breakdown of the period as a table: a caption naming it and its period, column and row
 * headers, numbers in the panel's language, a line when nothing was counted, and "Download CSV",
 * which saves these rows (every column, the codes too) as `reach-<name>-<from>-to-<to>.csv`.
 * A long table scrolls inside its box (focusable, so the keyboard scrolls it too).
 */
export function ReachTable({
  name,
  title,
  period,
  rows,
  columns,
}: {
  /** The file's name part: `pages`, `countries` ... */
  name: string
  title: string
  /** The report's own period: while another loads, the rows and their period stay together. */
  period: ReachPeriod
  rows: ReachRow[]
  columns: ReachColumn[]
}) {
  const { t, i18n } = useAdminT()
  const locale = isLocale(i18n.language) ? i18n.language : 'en'
  const captionId = useId()
  const number = new Intl.NumberFormat(locale)
  const shown = columns.filter((column) => !column.fileOnly)
  const caption = t('reach.caption', {
    table: title,
    from: formatDay(period.from, locale),
    to: formatDay(period.to, locale),
  })

  const download = () =>
    downloadText(
      csvName(name, period),
      csvFile(
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => column.value(row))),
      ),
      'text/csv',
    )

  if (rows.length === 0) return <p className="bo-muted">{t('reach.empty')}</p>
  return (
    <>
      <div className="rc-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="bo-table rc-table">
          <caption id={captionId} className="bo-sr-only">
            {caption}
          </caption>
          <thead>
            <tr>
              {shown.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? 'rc-number' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {shown.map((column, index) => {
                  const value = column.value(row)
                  const content = column.show
                    ? column.show(row)
                    : typeof value === 'number'
                      ? number.format(value)
                      : value
                  const className = column.numeric ? 'rc-number' : undefined
                  return index === 0 ? (
                    <th key={column.header} scope="row" className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.header} className={className}>
                      {content}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="bo-actions">
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          aria-label={t('reach.downloadCsvNamed', { table: title })}
          onClick={download}
        >
          {t('reach.downloadCsv')}
        </Button>
      </div>
    </>
  )
}
