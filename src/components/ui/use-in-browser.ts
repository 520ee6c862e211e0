'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False during the server render and hydration, true after: for parts that must only exist in
 * the browser (forms that would otherwise be sent natively before the script runs, or data
 * fetched with the browser's query cache).
 */
export const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
