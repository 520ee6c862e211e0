'use client'

import { useId, type ReactNode } from 'react'

/** One part of the two-step screen: a fieldset-like box named by its heading, with a line on what it is for. */
export function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className="bo-fieldset" aria-labelledby={id}>
      <h2 id={id} className="ts-title">
        {title}
      </h2>
      <p className="bo-muted">{intro}</p>
      {children}
    </section>
  )
}
