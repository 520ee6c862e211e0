import { StartupError } from '../runtime'

/** An expected failure (no archive, a corrupt one, a refusal): the scripts print its message alone and exit 1. */
export class BackupError extends StartupError {}

/** One line for the log or the status file: the message without the stack. */
export const oneLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]
