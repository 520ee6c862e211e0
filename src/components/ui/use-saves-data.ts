'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * Whether the visitor asks to save data: their browser sent `Save-Data: on` for this page (the
 * server marks the page, scripts/lib/page-html.ts) or says so itself (`navigator.connection`).
 * False during the server render and hydration.
 */
const savingData = () =>
  document.documentElement.dataset.saveData === 'on' ||
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

export const useSavesData = () => useSyncExternalStore(noSubscription, savingData, () => false)
