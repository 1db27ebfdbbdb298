// Run after every other registry test (the `network` project, the `apps` project's teardown), once the CLI, the npm
// it starts and `next` have done all they do.
import { readFileSync } from 'node:fs';
import { expect, readState, test } from './support';

test('the CLI, npm and next looked up no host but localhost and the npm registry', () => {
  const state = readState();
  const strangers = [...new Set(readFileSync(state.guardLog, 'utf8').split('\n').filter(Boolean))];
  expect(strangers, `host names looked up besides localhost and ${state.registryHost}`).toEqual([]);
});
