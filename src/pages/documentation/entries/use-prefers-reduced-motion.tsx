import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <p>
      The hook renders nothing. Components use it where CSS alone cannot stop motion: while it returns{' '}
      <code>true</code>, the carousel neither rotates by itself nor glides between slides, and the slider does
      not animate its jumps. Motion written in classes uses Tailwind&rsquo;s <code>motion-safe:</code> and{' '}
      <code>motion-reduce:</code> variants instead.
    </p>
  ),
};
