import { CopyButton } from '../shared/Copyable';
import { textLink } from '../shared/proseClasses';
import { siteFileUrl } from './registry';

/** Loads one of the site's own files, from the folder the site is served from, or fails with its address. */
async function siteFile(filePath: string): Promise<string> {
  const url = siteFileUrl(filePath);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * "Copy page": copies a documentation page as Markdown (`r/docs/<slug>.md`, or `llms.txt` for the front page),
 * which the build writes beside the site, for a reader to paste into an AI assistant. The file is fetched when the
 * button is pressed, from the folder the site is served from, so it works at any sub-path.
 */
export function CopyPageButton({
  path,
  label = 'the page as Markdown',
  description = 'Copies this page as Markdown, for an AI assistant.',
  className,
}: {
  /** The file, from the site's folder: `markdownPath(slug)` or `llmsTxtPath`. */
  path: string;
  /** What is copied, in the announcement and the notice. */
  label?: string;
  description?: string;
  className?: string;
}) {
  return (
    <CopyButton
      text={() => siteFile(path)}
      label={label}
      description={description}
      byHand={
        <>
          This browser does not allow copying here: open{' '}
          {/* Relative: the document's folder, whatever its host and sub-path (the fragment is the router's). */}
          <a href={path} className={textLink}>
            {label}
          </a>{' '}
          and copy it from there.
        </>
      }
      className={className}
    >
      Copy page
    </CopyButton>
  );
}
