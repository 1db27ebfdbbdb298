import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from '../src/csp';

/*
 * Writes the site's Content-Security-Policy (src/csp.ts) into the built index.html, a <meta> right after
 * <meta charset>: a policy applies only to what comes after it. Each inline script the page holds is named by the
 * SHA-256 hash of its text as written, so the policy allows exactly the scripts served. It must be listed after
 * the plugins that write inline scripts (site-head): Vite runs `post` HTML hooks in the plugins' order. Not in the
 * dev server, whose own inline scripts the policy would refuse.
 */

const charset = /<meta charset="UTF-8" \/>/;

/** The text of every inline <script> (one without `src`), in page order. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

export function cspMeta(): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!charset.test(html)) throw new Error('csp-meta: index.html has no <meta charset="UTF-8" />.');
        const hashes = inlineScripts(html).map((text) => createHash('sha256').update(text).digest('base64'));
        const policy = contentSecurityPolicy(hashes);
        return html.replace(
          charset,
          (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}
