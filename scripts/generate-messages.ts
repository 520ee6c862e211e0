// npm run generate:messages - writes src/schemas/english-messages.generated.ts from the English message files.
import fs from 'node:fs'
import { englishMessagesFile, renderEnglishMessages } from './lib/english-messages'

fs.writeFileSync(englishMessagesFile, renderEnglishMessages())
console.log(`wrote ${englishMessagesFile}`)
