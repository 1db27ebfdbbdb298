import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  api: [
    {
      name: 'cn',
      kind: 'function',
      signature: 'cn(...inputs: ClassValue[]): string',
      description: (
        <>
          Joins class names with clsx, then lets tailwind-merge drop an earlier Tailwind class that a later
          one overrides. Every kit component calls it with the caller&rsquo;s <code>className</code> last, so{' '}
          <code>cn(&apos;px-4 text-sm&apos;, &apos;px-2&apos;)</code> gives{' '}
          <code>&apos;text-sm px-2&apos;</code>.
        </>
      ),
      rows: [
        {
          name: 'inputs',
          type: 'ClassValue[]',
          description: (
            <>
              Strings, arrays, and objects such as <code>{'{ hidden: !open }'}</code> whose keys are kept when
              their value is true. <code>false</code>, <code>null</code>, <code>undefined</code> and empty
              strings are skipped.
            </>
          ),
        },
      ],
    },
  ],
};
