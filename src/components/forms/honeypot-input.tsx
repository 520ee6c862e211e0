import { honeypotField } from '@/schemas/honeypot'

/** The field people never see or reach; bots that fill it are ignored by the server. */
export function HoneypotInput() {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
