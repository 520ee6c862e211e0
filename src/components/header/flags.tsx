import { useId, type ReactNode } from 'react'
import type { LocaleCode } from '@/i18n/config'

/**
 * The seven languages' flags, drawn in the page: an SVG file shown by `<img>` is a document of its
 * own that the browser parses and lays out on the main thread of a first view. `id` keeps a
 * drawing's clip path its own when the same flag is on the page twice (the button and the list).
 */
const drawings: Record<LocaleCode, { viewBox: string; draw: (id: string) => ReactNode }> = {
  en: {
    viewBox: '0 0 60 30',
    draw: (id) => (
      <>
        <clipPath id={id}>
          <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
        </clipPath>
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" clipPath={`url(#${id})`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </>
    ),
  },
  bn: {
    viewBox: '0 0 10 6',
    draw: () => (
      <>
        <rect width="10" height="6" fill="#006a4e" />
        <circle cx="4.5" cy="3" r="2" fill="#f42a41" />
      </>
    ),
  },
  es: {
    viewBox: '0 0 3 2',
    draw: () => (
      <>
        <rect width="3" height="2" fill="#c60b1e" />
        <rect y="0.5" width="3" height="1" fill="#ffc400" />
      </>
    ),
  },
  ar: {
    viewBox: '0 0 30 20',
    draw: () => (
      <>
        <rect width="30" height="20" fill="#006c35" />
        <path d="M8 7.5h14M9 9.5h12" stroke="#fff" strokeWidth="1.2" strokeLinecap="round" />
        <path d="M8 14h13l1.5-1" fill="none" stroke="#fff" strokeWidth="1.1" strokeLinecap="round" />
      </>
    ),
  },
  fr: {
    viewBox: '0 0 3 2',
    draw: () => (
      <>
        <rect width="3" height="2" fill="#ce1126" />
        <rect width="2" height="2" fill="#fff" />
        <rect width="1" height="2" fill="#002654" />
      </>
    ),
  },
  zh: {
    viewBox: '0 0 30 20',
    draw: () => (
      <>
        <rect width="30" height="20" fill="#ee1c25" />
        <path d="M5 2.2l1.76 5.41-4.6-3.35h5.69l-4.6 3.35z" fill="#ffff00" />
        <g fill="#ffff00">
          <circle cx="10" cy="2" r=".8" />
          <circle cx="12" cy="4" r=".8" />
          <circle cx="12" cy="7" r=".8" />
          <circle cx="10" cy="9" r=".8" />
        </g>
      </>
    ),
  },
  ja: {
    viewBox: '0 0 30 20',
    draw: () => (
      <>
        <rect width="30" height="20" fill="#fff" />
        <rect x=".25" y=".25" width="29.5" height="19.5" fill="none" stroke="#d4d4d4" strokeWidth=".5" />
        <circle cx="15" cy="10" r="6" fill="#bc002d" />
      </>
    ),
  },
}

/** A language's flag, 21 by 14 CSS px, filling its box as a photo would. Decorative: the language's name is always beside it. */
export function Flag({ locale }: { locale: LocaleCode }) {
  const id = useId()
  const { viewBox, draw } = drawings[locale]
  return (
    <svg
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid slice"
      width={21}
      height={14}
      aria-hidden="true"
      focusable="false"
      className="h-3.5 w-[21px] shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.15)]"
    >
      {draw(id)}
    </svg>
  )
}
