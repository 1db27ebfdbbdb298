// What the CLI and its MCP server tell a developer, asked in a copy of the Vite app that has the registry set up and
// nothing added yet; and the registry's source form validated.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  cli,
  dist,
  expect,
  guardedEnv,
  keepApps,
  namespace,
  readState,
  registryIndex,
  root,
  shadcn,
  stepMessage,
  test,
} from './support';

/** Asks `shadcn mcp` (over stdio, as an AI assistant does) one tool call, and gives the text it answers. */
async function askMcp(cwd: string, tool: string, args: Record<string, unknown>): Promise<string> {
  const server = spawn(process.execPath, [cli, 'mcp'], {
    cwd,
    env: guardedEnv(readState()),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  type Message = { id?: number; result?: { content?: { text?: string }[] }; error?: unknown };
  const waiting = new Map<number, (message: Message) => void>();
  let buffer = '';
  server.stdout.on('data', (chunk) => {
    buffer += String(chunk);
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (!line) continue;
      const message = JSON.parse(line) as Message;
      if (message.id !== undefined) waiting.get(message.id)?.(message);
    }
  });
  let next = 0;
  const request = (method: string, params: unknown) =>
    new Promise<Message>((answer, reject) => {
      next += 1;
      const timer = setTimeout(() => reject(new Error(`shadcn mcp did not answer ${method}`)), 60_000);
      waiting.set(next, (message) => {
        clearTimeout(timer);
        answer(message);
      });
      server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: next, method, params })}\n`);
    });
  try {
    await request('initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'paper-kit-registry-test', version: '1' },
    });
    server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    const answer = await request('tools/call', { name: tool, arguments: args });
    return answer.result?.content?.map((part) => part.text ?? '').join('\n') ?? JSON.stringify(answer);
  } finally {
    server.kill();
  }
}

/** The JSON the CLI printed, from its first `[` or `{` on. */
function printedJson<T>(output: string, start: '[' | '{'): T {
  return JSON.parse(output.slice(output.indexOf(start))) as T;
}

// The questions are independent: both workers may take them.
test.describe.configure({ mode: 'parallel' });

test.describe('cli', () => {
  let app = '';
  test.beforeAll(() => {
    const state = readState();
    if (!state.cliSetup.ok) {
      keepApps('cli: the Vite app copy was not set up');
      throw new Error(`the CLI's copy of the Vite app was not set up: ${stepMessage(state.cliSetup)}`);
    }
    app = state.cliApp;
  });

  const blocks = () =>
    registryIndex()
      .filter((item) => item.type === 'registry:block')
      .map((item) => item.name);

  test("shadcn registry validate accepts the registry's source form (dist/r/registry.json)", async () => {
    const source = join(dist, 'r/registry.json');
    const validated = await shadcn(['registry', 'validate', source, '--cwd', root], root);
    expect(validated.ok, validated.output).toBe(true);
    expect(validated.output, relative(root, source)).toMatch(/Registry is valid/);
  });

  test('shadcn view gives slider and slider-demo, each with its docs, the example with its code', async () => {
    const viewed = await shadcn(['view', `${namespace}/slider`, `${namespace}/slider-demo`], app);
    expect(viewed.ok, viewed.output).toBe(true);
    const [slider, demo] = printedJson<
      { name: string; type: string; docs?: string; files?: { content?: string }[] }[]
    >(viewed.output, '[');
    expect([slider?.name, slider?.type, demo?.name, demo?.type]).toEqual([
      'slider',
      'registry:ui',
      'slider-demo',
      'registry:example',
    ]);
    expect(slider?.docs).toMatch(/thumbLabels/);
    expect(demo?.docs).toMatch(/<SliderDemo \/>/);
    expect(demo?.files?.[0]?.content).toContain("from '@/components/ui/paper-kit/slider'");
  });

  /** The item names `shadcn search` lists, in its order. */
  const search = async (query: string) => {
    const found = await shadcn(['search', namespace, '--query', query, '--json'], app);
    expect(found.ok, found.output).toBe(true);
    return printedJson<{ items: { name: string }[] }>(found.output, '{').items.map((item) => item.name);
  };

  test('shadcn search "slider" lists slider, then slider-demo', async () => {
    expect((await search('slider')).slice(0, 2)).toEqual(['slider', 'slider-demo']);
  });

  test('shadcn search "slider example" lists slider-demo first', async () => {
    expect((await search('slider example'))[0]).toBe('slider-demo');
  });

  test('shadcn add --dry-run of slider-demo lists the example and the slider, and writes nothing', async () => {
    const dryRun = await shadcn(['add', `${namespace}/slider-demo`, '--dry-run'], app);
    expect(dryRun.ok, dryRun.output).toBe(true);
    for (const file of [
      'src/components/paper-kit/examples/slider-demo.tsx',
      'src/components/ui/paper-kit/slider.tsx',
    ]) {
      expect(dryRun.output).toContain(file);
      expect(existsSync(join(app, file)), `${file} written`).toBe(false);
    }
  });

  for (const query of ['slider-demo', 'slider example']) {
    test(`shadcn mcp's get_item_examples_from_registries for "${query}" gives slider-demo first, with its code`, async () => {
      const answer = await askMcp(app, 'get_item_examples_from_registries', { query });
      const examples = [...answer.matchAll(/^## Example: (\S+)/gm)].map((match) => match[1]);
      console.log(
        `shadcn mcp, "${query}": ${examples.length} examples, ${(answer.length / 1024).toFixed(1)} kB`,
      );
      expect(examples[0], answer.slice(0, 2000)).toBe('slider-demo');
      expect(answer).toContain('export function SliderDemo()');
    });
  }

  // `list` is `search` under another name.
  test(`shadcn search ${namespace} -t block lists exactly the blocks, each a registry:block`, async () => {
    const searched = await shadcn(['search', namespace, '-t', 'block', '--json'], app);
    expect(searched.ok, searched.output).toBe(true);
    const found = printedJson<{ items: { name: string; type: string }[] }>(searched.output, '{').items;
    expect(found.map((item) => item.name).sort()).toEqual(blocks().sort());
    expect(found.filter((item) => item.type !== 'registry:block')).toEqual([]);
  });

  test(`shadcn list ${namespace} lists the blocks, as (block), among the rest`, async () => {
    const listed = await shadcn(['list', namespace], app);
    expect(listed.ok, listed.output).toBe(true);
    const listedBlocks = [...listed.output.matchAll(/^- (\S+) \(block\)/gm)].map((match) =>
      (match[1] ?? '').replace(`${namespace}/`, ''),
    );
    expect(listedBlocks.sort()).toEqual(blocks().sort());
    expect(listed.output.split('\n').filter((line) => line.startsWith('- ')).length).toBeGreaterThan(
      listedBlocks.length,
    );
  });

  test(`shadcn view ${namespace}/sign-up-card gives a registry:block with its docs`, async () => {
    const viewed = await shadcn(['view', `${namespace}/sign-up-card`], app);
    expect(viewed.ok, viewed.output).toBe(true);
    const [item] = printedJson<{ name?: string; type?: string; docs?: string }[]>(viewed.output, '[');
    expect([item?.name, item?.type]).toEqual(['sign-up-card', 'registry:block']);
    expect(item?.docs).toMatch(/<SignUpCard \/>/);
  });

  test(`shadcn add ${namespace}/<block> --dry-run, one command per block, would write each block`, async () => {
    // The commands read only; they run side by side.
    const notAlone = await Promise.all(
      blocks().map(async (block) => {
        const alone = await shadcn(['add', `${namespace}/${block}`, '--dry-run'], app);
        const writes =
          alone.ok && alone.output.includes(`src/components/paper-kit/blocks/${block}/${block}.tsx`);
        return writes ? [] : [block];
      }),
    );
    expect(notAlone.flat(), 'blocks whose dry run would not write them').toEqual([]);
  });

  test(`shadcn add ${namespace}/register-card --dry-run lists the register card, the sign-up card it is built on and the kit's button, and writes nothing`, async () => {
    const dryRun = await shadcn(['add', `${namespace}/register-card`, '--dry-run'], app);
    expect(dryRun.ok, dryRun.output).toBe(true);
    for (const file of [
      'src/components/paper-kit/blocks/register-card/register-card.tsx',
      'src/components/paper-kit/blocks/sign-up-card/sign-up-card.tsx',
      'src/components/ui/paper-kit/button.tsx',
    ]) {
      expect(dryRun.output).toContain(file);
      expect(existsSync(join(app, file)), `${file} written`).toBe(false);
    }
  });
});
