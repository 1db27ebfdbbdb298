import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { kitSource } from '../../scripts/kit-source-plugin';
import { BlockPreview, blockPreviews } from '../../src/pages/documentation/blockPreviews';
import { ComponentIndex } from '../../src/pages/documentation/ComponentIndex';
import type { BlockRecord, BlockSource, RecordModule } from '../../src/pages/documentation/docTypes';
import { DocumentationPage } from '../../src/pages/documentation/DocumentationPage';
import { blockEntries, kitEntries } from '../../src/pages/documentation/records';
import { mainExport, pascalCase } from '../../src/pages/documentation/registry';

// Every file of every block folder (listed, not loaded), each as the documentation's build step gives it, and
// the blocks' records.
const blockFiles = Object.keys(import.meta.glob('../../src/blocks/*/*'));
const blockSources = import.meta.glob<BlockSource>('../../src/blocks/*/*.{ts,tsx}', {
  query: '?block-source',
  import: 'default',
  eager: true,
});
const blockTexts = import.meta.glob<string>('../../src/blocks/*/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const records = import.meta.glob<RecordModule<BlockRecord>>(
  '../../src/pages/documentation/records/blocks/*.tsx',
  { eager: true },
);

const folders = [...new Set(blockFiles.map((file) => file.split('/').at(-2)))].sort();
const sourceOf = (block: string, file: string) => {
  const source = blockSources[`../../src/blocks/${block}/${file}`];
  if (!source) throw new Error(`no block source for src/blocks/${block}/${file}`);
  return source;
};

describe('the blocks’ records', () => {
  it('are one per folder of src/blocks/, and no other: the index lists them all', () => {
    expect(folders.length).toBeGreaterThan(0);
    const recorded = Object.keys(records)
      .map((file) => path.basename(file, '.tsx'))
      .sort();
    expect(recorded, 'src/pages/documentation/records/blocks/').toEqual(folders);
    expect(blockEntries.map((entry) => entry.slug)).toEqual(recorded);
  });

  it.each(blockEntries.map((entry) => entry.slug))(
    '%s has a preview, a record with its keys, and a main file named after it whose component has the notes',
    (slug) => {
      expect(blockPreviews[slug], `a preview for ${slug} in blockPreviews.tsx`).toBeDefined();
      const where = `src/pages/documentation/records/blocks/${slug}.tsx`;
      const record = records[`../../${where}`]?.record;
      expect(record, where).toBeDefined();
      expect(record?.keys?.length).toBeGreaterThan(0);
      // The notes live once, in the block component's @remarks: a record never carries its own.
      expect(Object.keys(record ?? {})).toEqual(['name', 'summary', 'usedOn', 'keys']);
      expect(blockFiles).toContain(`../../src/blocks/${slug}/${slug}.tsx`);
      const main = sourceOf(slug, `${slug}.tsx`);
      expect(mainExport(main.file, main.api)?.name).toBe(pascalCase(slug));
      expect(mainExport(main.file, main.api)?.remarks).toMatch(/\S/);
    },
  );

  it('names and summarises every block once, and says which page of the site uses it', () => {
    const names = blockEntries.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of blockEntries) {
      expect(entry.summary).toMatch(/^[A-Z].{20,}\.$/);
      expect(entry.usedOn.path).toMatch(/^\/[a-z-]+$/);
    }
  });
});

describe('the block-source build step', () => {
  it.each(Object.keys(blockSources))('%s gives the file exactly as it is on disk', (file) => {
    expect(blockSources[file]?.file).toBe(path.basename(file));
    expect(blockSources[file]?.text).toBe(blockTexts[file]);
  });

  it('counts ../../kit/ imports as kit files, all the way down, and the packages they all import', () => {
    const connections = sourceOf('profile-connections', 'profile-connections.tsx');
    expect(connections.kitFiles).toEqual(
      expect.arrayContaining(['avatar.tsx', 'button.tsx', 'card.tsx', 'choice.tsx', 'tabs.tsx', 'cn.ts']),
    );
    // Through tabs.tsx, which reads the reading direction.
    expect(connections.kitFiles).toContain('direction.tsx');
    expect(connections.packages.map((pkg) => pkg.name)).toContain('@radix-ui/react-tabs');
    expect(connections.blocks).toEqual([]);
    // Its own pictures are part of the block, not something it needs.
    expect(sourceOf('profile-connections', 'pictures.ts').kitFiles).toEqual([]);
  });

  it('counts ../<block>/ imports as other blocks, and follows them to what they need', () => {
    const register = sourceOf('register-card', 'register-card.tsx');
    expect(register.blocks).toEqual(['sign-up-card']);
    // The sign-up card's fields and icons come with it.
    expect(register.kitFiles).toContain('input.tsx');
    expect(register.packages.map((pkg) => pkg.name)).toContain('lucide-react');
    expect(sourceOf('sign-up-card', 'sign-up-card.tsx').blocks).toEqual([]);
  });

  it('reads the API of a block file, the component named after the block among it', () => {
    expect(sourceOf('team-cards', 'team-cards.tsx').api.map((part) => part.name)).toContain('TeamCards');
    expect(sourceOf('profile-header', 'profile-settings.tsx').kitFiles).toContain('popover.tsx');
  });

  it('fails the build, naming the file and the import, when a block imports from anywhere else', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'block-source-'));
    try {
      mkdirSync(path.join(root, 'src/blocks/bad'), { recursive: true });
      mkdirSync(path.join(root, 'src/kit'));
      writeFileSync(path.join(root, 'package.json'), '{ "dependencies": {} }');
      writeFileSync(path.join(root, 'src/shell.ts'), 'export const shell = 1;\n');
      const file = path.join(root, 'src/blocks/bad/bad.tsx');
      writeFileSync(file, "import { shell } from '../../shell';\nexport const bad = shell;\n");
      const plugin = kitSource();
      (plugin.configResolved as (config: { root: string }) => void)({ root });
      const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => unknown;
      expect(() => load.call({ addWatchFile() {} }, `${file}?block-source`)).toThrow(
        'block-source: src/blocks/bad/bad.tsx imports "../../shell", which is not a kit file, a file of its own folder or another block\'s file',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a block’s preview', () => {
  it('keeps its links on this page: following one is prevented and says, in one status, where it goes', async () => {
    const user = userEvent.setup();
    const { container } = render(<BlockPreview slug="feature-grid" />);
    const link = await screen.findByRole('link', { name: 'How we test' });
    expect(link).toHaveAttribute('href', '/accessibility');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    const prevented: boolean[] = [];
    const record = (event: MouseEvent) => prevented.push(event.defaultPrevented);
    document.addEventListener('click', record);
    try {
      await user.click(link);
      expect(prevented).toEqual([true]);
      expect(status).toHaveTextContent(/^In your app, this link goes to \/accessibility\.$/);
      // The same link again: the message is said again, as one new line rather than a second copy.
      const said = status.firstElementChild;
      await user.click(link);
      expect(prevented).toEqual([true, true]);
      expect(status).toHaveTextContent(/^In your app, this link goes to \/accessibility\.$/);
      expect(status.firstElementChild).not.toBe(said);
      await user.click(screen.getByRole('link', { name: 'Read the source' }));
      expect(status).toHaveTextContent(/^In your app, this link goes to \/source\.$/);
    } finally {
      document.removeEventListener('click', record);
    }
    expect(container.querySelectorAll('[role="status"]')).toHaveLength(1);
  });
});

describe('the documentation’s sidebar', () => {
  it('lists every block in a Blocks navigation, the current one marked, and counts them on the toggle', () => {
    render(
      <MemoryRouter>
        <ComponentIndex current={null} currentBlock="team-cards" />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('button', {
        name: `All ${kitEntries.length} kit files and ${blockEntries.length} blocks`,
      }),
    ).toHaveAttribute('aria-expanded', 'false');
    const blocks = screen.getByRole('navigation', { name: 'Blocks' });
    const links = within(within(blocks).getByRole('list', { name: 'Blocks' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      blockEntries.map((entry) => [entry.name, `/documentation?block=${entry.slug}`]),
    );
    expect(within(blocks).getByRole('link', { name: 'Team cards' })).toHaveAttribute('aria-current', 'page');
    expect(blocks.querySelectorAll('[aria-current]')).toHaveLength(1);
    // The kit files' navigation still holds the kit files only.
    const kit = screen.getByRole('navigation', { name: 'Kit files' });
    expect(within(kit).getAllByRole('link')).toHaveLength(kitEntries.length);
    expect(kit.querySelectorAll('[aria-current]')).toHaveLength(0);
  });
});

describe('a block’s page', () => {
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <DocumentationPage />
      </MemoryRouter>,
    );

  it('shows its name, where the site uses it, then its sections, preview, install command and files', async () => {
    const user = userEvent.setup();
    renderAt('/documentation?block=contact-form');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact form');
    expect(screen.getByRole('link', { name: 'the landing page' })).toHaveAttribute('href', '/landing');
    // The block's files come with what it costs, measured (or read from the cache) with the registry's reading of
    // every item: the first page of a run waits for it.
    const jumps = await screen.findByRole('navigation', { name: 'On this page' }, { timeout: 10_000 });
    expect(
      within(jumps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Preview',
      'Keyboard and screen reader',
      'Tested for',
      'Screen reader',
      'Props',
      'Cost',
      'Install',
      'Source',
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Write to the team' })).toBeInTheDocument();
    expect(screen.getByText('npx shadcn@latest add @paper-kit-a11y/contact-form')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'ContactForm props' })).toBeInTheDocument();
    // The notes under the keys are ContactForm's @remarks, read from its file, code in backticks shown as code.
    const notes = screen.getByRole('region', { name: 'Keyboard and screen reader' });
    expect(
      within(notes).getByText(
        (_text, element) =>
          element?.tagName === 'P' &&
          /^What onSend returns is written in a polite status/.test(element.textContent ?? ''),
      ),
    ).toBeInTheDocument();
    expect(within(notes).getByText('onSend', { selector: 'code' })).toBeInTheDocument();
    // The listing's path, in Source (Cost names the file too).
    const source = screen.getByRole('region', { name: 'Source' });
    expect(within(source).queryByText('src/blocks/contact-form/contact-form.tsx')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the source' }));
    expect(within(source).getByText('src/blocks/contact-form/contact-form.tsx')).toBeInTheDocument();
  }, 20_000);

  it('says so for a block there is not', () => {
    renderAt('/documentation?block=nope');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No such block');
    expect(screen.getByText('nope')).toBeInTheDocument();
  });
});
