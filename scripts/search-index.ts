import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blockUsageTitle } from '../src/pages/documentation/pageContent';
import type { SearchDoc } from '../src/search/searchTypes';
import { readRecords } from './doc-records';
import { kitApiReader } from './kit-api';

/*
 * The documentation's search index, read at build time from the sources the pages and their Markdown read: the
 * records (names, summaries, keys), the API reader (every prop of every part), the site's routes and home's
 * sections. No list here is written by hand: a new kit file, prop, key or section is found on the next build.
 */

/** An excerpt's length at most: a line under the result's title, not the whole description. */
export const excerptLength = 140;

/** A text cut at a word to at most `excerptLength` characters, with an ellipsis when cut. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= excerptLength) return flat;
  const cut = flat.slice(0, excerptLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), excerptLength / 2))}…`;
}

/** `PageUp` as the keys table reads it: "Page Up"; `Shift+Tab` stays a chord. */
export function keyWords(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** The site's pages with their titles, from `src/routes.tsx` (`path: 'x'` then `title: 'y'`). */
function sitePages(root: string): { path: string; title: string }[] {
  const text = readFileSync(path.join(root, 'src/routes.tsx'), 'utf8');
  const pages = [...text.matchAll(/path: '([\w-]+)',[\s\S]*?title: '([^']+)'/g)].map((match) => ({
    path: `/${match[1]}`,
    title: match[2] ?? '',
  }));
  if (pages.length === 0) throw new Error('search-index: found no pages in src/routes.tsx.');
  return pages;
}

/** Home's sections: each `*Section.tsx` with an `id` and a `title` (ShowcaseSection's props). */
function homeSections(root: string): { id: string; title: string; description: string }[] {
  const folder = path.join(root, 'src/pages/home');
  return readdirSync(folder)
    .filter((file) => file.endsWith('Section.tsx'))
    .sort()
    .flatMap((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8');
      const match =
        /<ShowcaseSection\s[^>]*?id="([\w-]+)"[^>]*?title="([^"]+)"(?:[^>]*?description="([^"]+)")?/.exec(
          text,
        );
      return match ? [{ id: match[1] ?? '', title: match[2] ?? '', description: match[3] ?? '' }] : [];
    });
}

type ApiParts = ReturnType<ReturnType<typeof kitApiReader>['read']>;
type KeyRows = ReturnType<typeof readRecords>['kit'][number]['keys'];

/** A result for each prop of each part of a kit file or a block, leading to its API section. */
function propDocs(name: string, parts: ApiParts, where: string, section: string): SearchDoc[] {
  return parts.flatMap((part) =>
    part.rows.map((row) => ({
      group: 'Prop',
      title: row.name,
      excerpt: excerptOf(`${name} · ${part.name}: ${row.description || row.type}`),
      path: where,
      section,
      words: `${name} ${part.name}`,
    })),
  );
}

/** A result for each row of a kit file's or a block's keys table, leading to that table's section. */
function keyDocs(name: string, keys: KeyRows, where: string, section: string): SearchDoc[] {
  return (keys ?? []).map((row) => ({
    group: 'Key',
    title: row.keys.map(keyWords).join(', '),
    excerpt: excerptOf(`${name}: ${row.action}`),
    path: where,
    section,
    words: name,
  }));
}

/** Every searchable thing of the site, in the order the documentation lists them. */
export function searchIndex(root: string): SearchDoc[] {
  const { kit, blocks } = readRecords(root);
  const api = kitApiReader(root);
  const docs: SearchDoc[] = [];
  for (const record of kit) {
    const where = `/documentation?component=${record.slug}`;
    const group = record.group === 'component' ? 'Component' : 'Helper';
    docs.push({ group, title: record.name, excerpt: record.summary, path: where, words: record.slug });
    docs.push(...propDocs(record.name, api.read(path.join(root, 'src/kit', record.file)), where, 'API'));
    docs.push(...keyDocs(record.name, record.keys, where, 'Keyboard'));
  }
  for (const record of blocks) {
    const where = `/documentation?block=${record.slug}`;
    docs.push({
      group: 'Block',
      title: record.name,
      excerpt: record.summary,
      path: where,
      words: record.slug,
    });
    const file = path.join(root, 'src/blocks', record.slug, `${record.slug}.tsx`);
    docs.push(...propDocs(record.name, api.read(file), where, 'Props'));
    docs.push(...keyDocs(record.name, record.keys, where, blockUsageTitle));
  }
  for (const page of sitePages(root))
    docs.push({ group: 'Page', title: page.title, excerpt: `The ${page.title} page`, path: page.path });
  for (const section of homeSections(root))
    docs.push({
      group: 'Page',
      title: section.title,
      excerpt: `Components page · ${section.description || section.title}`,
      path: '/home',
      headingId: `${section.id}-title`,
    });
  return docs;
}
