import { kilobytes } from './sizes';

/**
 * A figure in kilobytes: "3.4 kB" to the eye, "3.4 kilobytes" in words to a screen reader, which may spell "kB"
 * out letter by letter. `after` adds words for the screen reader only ("gzip").
 */
export function Kilobytes({ bytes, after }: { bytes: number; after?: string }) {
  const figure = kilobytes(bytes);
  return (
    <>
      <span aria-hidden="true">{figure}&nbsp;kB</span>
      <span className="sr-only">
        {figure} kilobytes{after ? ` ${after}` : ''}
      </span>
    </>
  );
}
