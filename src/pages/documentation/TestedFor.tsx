import { Fragment } from 'react';
import type { TestedGroup } from './docTypes';
import { listed } from './pageContent';

/**
 * "Tested for": what the project's own tests check of a kit file or a block, by group, each check with its test
 * files and the engines it runs in. The list is read from the test files when the site is built
 * (`scripts/kit-tests.ts`), so a test renamed or removed changes it; nothing here is typed by hand.
 */
export function TestedFor({ name, groups }: { name: string; groups: readonly TestedGroup[] }) {
  const count = groups
    .filter((group) => group.id !== 'engines')
    .reduce((sum, group) => sum + group.checks.length, 0);
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <p className="text-pk-muted">
        {count === 0
          ? `No test of this project names ${name} yet.`
          : `${count === 1 ? 'One check' : `${count} checks`} that this project’s own tests make of ${name}, read from the test files when this page was built.`}{' '}
        These tests run on every change: CI runs them on every push, the browser tests in Chromium, and in
        Firefox and WebKit where a check says so; the unit tests in jsdom.
      </p>
      {groups.map((group) => (
        <div key={group.id}>
          <h3 className="text-lg font-bold">{group.title}</h3>
          <ul className="mt-3 flex flex-col gap-3 text-sm">
            {group.checks.map((check) => (
              <li key={check.title} className="[overflow-wrap:anywhere]">
                {check.title}
                <span className="mt-0.5 block text-pk-muted">
                  {check.files.map((file, index) => (
                    <Fragment key={file}>
                      {index > 0 && ', '}
                      <code className="font-mono text-xs">{file}</code>
                    </Fragment>
                  ))}
                  {' · '}
                  {check.engines.length > 0 ? `in ${listed(check.engines)}` : 'in jsdom'}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
