/**
 * The World Bank's high-income economies (classification for its fiscal year 2026, July 2025),
 * by ISO 3166-1 alpha-2 code. Every other country is low- or middle-income, except those the
 * Bank leaves unclassified: the figure funders ask for is the share of a period's page views
 * and downloads from low- and middle-income countries. Revise once a year (each July).
 */
const highIncome = new Set(
  (
    'AD AE AG AT AU AW BB BE BG BH BM BN BS CA CH CL CR CW CY CZ DE DK EE ES FI FO FR GB GG GI GL GR GU HK HR HU ' +
    'IE IL IM IS IT JE JP KN KR KW KY LI LT LU LV MC MF MO MP MT NC NL NO NR NZ OM PA PF PL PR PT PW QA RO RU SA ' +
    'SC SE SG SI SK SM SX TC TT TW US UY VG VI'
  ).split(' '),
)

/** Countries and territories the World Bank does not classify by income (or has no figures for). */
const unclassified = new Set(['VE', 'AQ', 'EU', 'AP', 'ZZ'])

/** Whether a country (alpha-2) is low- or middle-income; null when unknown or unclassified. */
export function isLowOrMiddleIncome(country: string): boolean | null {
  if (!/^[A-Z]{2}$/.test(country) || unclassified.has(country)) return null
  return !highIncome.has(country)
}
