/** The form's button: disabled and relabelled ("Sending...") while the form is sent. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean
  label: string
  sendingLabel: string
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {sending && (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
      )}
      {sending ? sendingLabel : label}
    </button>
  )
}
