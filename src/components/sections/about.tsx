import type { SiteContent } from '@/content/site-content'
import { CardGrid, Lead } from './parts'

type About = SiteContent['about']

export function AboutDescription({ about }: { about: About }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
      {about.description.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </div>
  )
}

export function MissionVision({ about }: { about: About }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="vision-title" className="rounded-lg bg-brand-50 p-6 dark:bg-brand-800/40">
        <h3 id="vision-title" className="text-xl font-semibold">
          {about.vision.title}
        </h3>
        <p className="mt-3 text-lg leading-relaxed">{about.vision.text}</p>
      </section>
      <section aria-labelledby="mission-title">
        <h3 id="mission-title" className="text-xl font-semibold">
          {about.mission.title}
        </h3>
        <ul className="mt-3 space-y-3">
          {about.mission.points.map((point) => (
            <li key={point} className="border-s-4 border-brand-600 ps-4">
              {point}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

export function Partners({ about }: { about: About }) {
  return (
    <>
      <Lead>{about.partners.intro}</Lead>
      <CardGrid cards={about.partners.categories} />
    </>
  )
}
