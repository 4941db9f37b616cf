// Messages per locale: react-admin's own (ra-language-english; locales/ra/* for ja and ko) under
// ours (locales/<locale>.json). English is bundled; Japanese and Korean load on demand.
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import enApp from '../../locales/en_US.json';
import type { LocaleCode } from './locales';

type Tree = { [key: string]: string | Tree };

export function deepMerge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out;
}

export const englishAppMessages = deepMerge(
  englishMessages as unknown as Tree,
  enApp as Tree,
) as unknown as TranslationMessages;

export async function loadMessages(locale: LocaleCode): Promise<TranslationMessages> {
  switch (locale) {
    case 'ja_JP': {
      const [ra, app] = await Promise.all([
        import('../../locales/ra/ja_JP.json'),
        import('../../locales/ja_JP.json'),
      ]);
      return deepMerge(ra.default as Tree, app.default as Tree) as unknown as TranslationMessages;
    }
    case 'ko_KR': {
      const [ra, app] = await Promise.all([
        import('../../locales/ra/ko_KR.json'),
        import('../../locales/ko_KR.json'),
      ]);
      return deepMerge(ra.default as Tree, app.default as Tree) as unknown as TranslationMessages;
    }
    default:
      return englishAppMessages;
  }
}
