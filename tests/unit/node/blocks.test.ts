// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, packageName } from '../../../scripts/source-highlight';

/*
 * A block is copied into someone else's app: it may import only kit files, its own files and other blocks, and
 * npm packages the kit itself uses, never the site's router, shell or content. The registry also refuses a block
 * that breaks the rule, at build time; this says which file and which import, sooner.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const blockFolder = path.join(root, 'src/blocks');
const kitFolder = path.join(root, 'src/kit');
const blocks = readdirSync(blockFolder).sort();
const blockFiles = blocks.flatMap((block) =>
  readdirSync(path.join(blockFolder, block))
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ block, file, text: readFileSync(path.join(blockFolder, block, file), 'utf8') })),
);
const kitSources = readdirSync(kitFolder).filter((file) => /\.tsx?$/.test(file));
const kitFiles = kitSources.map((file) => file.replace(/\.tsx?$/, ''));
const kitPackages = new Set(
  kitSources
    .flatMap((file) => importSpecifiers(readFileSync(path.join(kitFolder, file), 'utf8')))
    .filter((specifier) => !specifier.startsWith('.'))
    .map(packageName),
);

/** What is wrong with one import of a block file, or null. */
function badImport(block: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) {
    const name = packageName(specifier);
    return name === 'react' || kitPackages.has(name) ? null : `the package ${name}, which no kit file uses`;
  }
  const kit = /^\.\.\/\.\.\/kit\/([\w-]+)$/.exec(specifier)?.[1];
  if (kit) return kitFiles.includes(kit) ? null : `${specifier}, not a kit file`;
  const own = /^\.\/([\w-]+)$/.exec(specifier)?.[1];
  if (own)
    return readdirSync(path.join(blockFolder, block)).some((file) => file.startsWith(`${own}.`))
      ? null
      : `${specifier}, not a file of the block`;
  const other = /^\.\.\/([\w-]+)\/([\w-]+)$/.exec(specifier);
  if (other && blocks.includes(other[1] ?? '')) return null;
  return `${specifier}, outside the kit and the blocks`;
}

describe('the blocks', () => {
  it('are the eight sections of the example pages, each with a main file named after its folder', () => {
    expect(blocks).toEqual(
      [
        'contact-form',
        'feature-grid',
        'landing-hero',
        'profile-connections',
        'profile-header',
        'register-card',
        'sign-up-card',
        'team-cards',
      ].sort(),
    );
    for (const block of blocks) {
      const main = blockFiles.find((entry) => entry.block === block && entry.file === `${block}.tsx`);
      const component = block.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) =>
        letter.toUpperCase(),
      );
      expect(main?.text, block).toMatch(new RegExp(`export function ${component}\\(`));
    }
  });

  it.each(blockFiles.map(({ block, file, text }) => [`${block}/${file}`, block, text] as const))(
    '%s imports only kit files, its own files, other blocks and the kit’s packages',
    (_name, block, text) => {
      const problems = importSpecifiers(text)
        .map((specifier) => badImport(block, specifier))
        .filter((problem) => problem !== null);
      expect(problems).toEqual([]);
    },
  );

  it('finds what a block must not import', () => {
    expect(badImport('team-cards', 'react-router-dom')).toMatch(/react-router-dom, which no kit file uses/);
    expect(badImport('team-cards', '../../shell/SiteLink')).toMatch(/outside the kit and the blocks/);
    expect(badImport('team-cards', '../../content/team')).toMatch(/outside the kit and the blocks/);
    expect(badImport('team-cards', '../../kit/nope')).toMatch(/not a kit file/);
    expect(badImport('team-cards', './nope')).toMatch(/not a file of the block/);
    expect(badImport('register-card', '../sign-up-card/sign-up-card')).toBeNull();
    expect(badImport('team-cards', '../../kit/avatar')).toBeNull();
    expect(badImport('team-cards', 'lucide-react')).toBeNull();
  });
});
