// Writes packages/contracts/src/locales/en/messages.json from the contracts' message tables (message-catalogue.ts) and
// lists the keys the Hindi catalogue lacks or no longer needs. Run after changing a message: npx tsx scripts/make-message-catalogue.mts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { englishMessages } from '../packages/contracts/src/message-catalogue.ts';

const dir = new URL('../packages/contracts/src/locales/', import.meta.url);
const english = englishMessages();
writeFileSync(new URL('en/messages.json', dir), `${JSON.stringify(english, null, 2)}\n`);

const keys = (catalogue: Record<string, Record<string, string>>) =>
  new Set(Object.entries(catalogue).flatMap(([group, entries]) => Object.keys(entries).map((key) => `${group}.${key}`)));
const hindiFile = new URL('hi/messages.json', dir);
const hindi = existsSync(hindiFile) ? keys(JSON.parse(readFileSync(hindiFile, 'utf8'))) : new Set<string>();
const wanted = keys(english);
const missing = [...wanted].filter((k) => !hindi.has(k));
const extra = [...hindi].filter((k) => !wanted.has(k));
console.log(`en/messages.json: ${wanted.size} messages`);
if (missing.length) console.log(`Hindi lacks:\n  ${missing.join('\n  ')}`);
if (extra.length) console.log(`Hindi no longer needs:\n  ${extra.join('\n  ')}`);
