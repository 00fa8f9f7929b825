import type { Lang } from './contract';

/**
 * The colon between a label and what it labels, as each language writes it: French puts a
 * non-breaking space before it ("Coup refusé : …"), English and German none. Code that glues
 * a label to a value uses this, never a bare ': '.
 */
export const colon = (lang: Lang): string => (lang === 'fr' ? '\u00a0: ' : ': ');
