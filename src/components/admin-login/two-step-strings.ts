/** The texts of the steps after the password (forms.json `twoStep`), in the page's language. */
export type TwoStepStrings = {
  title: string
  intro: string
  code: string
  codeHint: string
  codeRequired: string
  submit: string
  submitting: string
  invalid: string
  expired: string
  usePasskey: string
  passkeyWaiting: string
  passkeyFailed: string
  passkeyLogin: string
  or: string
  startAgain: string
  enrolTitle: string
  enrolIntro: string
  enrolApp: string
  scan: string
  qrAlt: string
  key: string
  confirmCode: string
  confirm: string
  mismatch: string
  enrolPasskey: string
  passkeyName: string
  passkeyNameHint: string
  addPasskey: string
  recoveryTitle: string
  recoveryIntro: string
  copy: string
  copied: string
  download: string
  recoveryDone: string
}

/** What every step says of a failure: the login form's own texts. */
export type FailureStrings = { failureTitle: string; failure: string; tooMany: string }
