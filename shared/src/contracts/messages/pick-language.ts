// The language of an API request: the first supported one of Accept-Language
// ('de-AT,de;q=0.9,en;q=0.8' → 'de'), English when none is.
import { MESSAGE_LANGUAGES, type MessageLanguage } from './catalogs';

interface Weighted {
  tag: string;
  q: number;
  order: number;
}

function readWeights(header: string): Weighted[] {
  return header.split(',').map((part, order) => {
    const [tag = '', ...options] = part.trim().split(';');
    const q = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return { tag: tag.trim(), q: Number.isFinite(weight) ? weight : 0, order };
  });
}

export function pickLanguage(header: string | string[] | null | undefined): MessageLanguage {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return 'en';
  const ranked = readWeights(text)
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const primary = tag.split(/[-_]/)[0]?.toLowerCase();
    const found = MESSAGE_LANGUAGES.find((code) => code === primary);
    if (found) return found;
  }
  return 'en';
}
