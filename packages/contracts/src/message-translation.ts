// Words a message in another language by its English: an exact wording from the `messages` catalogue, or a template's
// wording with its values taken out of the English and put into the other language's template.

type Catalogue = Record<string, unknown>;

function leaves(catalogue: Catalogue, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') leaves(value as Catalogue, path, out);
  }
  return out;
}

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A translator from the English `messages` catalogue to another language's: null when the English is not one of the
 * catalogue's wordings (a message the contracts do not define), so the caller keeps it as it is.
 */
export function messageTranslator(english: Catalogue, target: Catalogue): (text: string) => string | null {
  const words = leaves(target);
  const exact = new Map<string, string>();
  const templates: { pattern: RegExp; names: string[]; key: string }[] = [];
  for (const [key, text] of leaves(english)) {
    const names = [...text.matchAll(VARIABLE)].map((m) => m[1]!);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const source = text
      .split(VARIABLE)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, key });
  }
  return (text) => {
    const key = exact.get(text);
    if (key) return words.get(key) ?? null;
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const wording = words.get(template.key);
      if (!wording) return null;
      const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1] ?? '']));
      return wording.replace(VARIABLE, (_, name: string) => values[name] ?? '');
    }
    return null;
  };
}
