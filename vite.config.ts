import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { themeBootScript } from './src/shell/theme';

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * Writes what <head> needs before first paint: the theme boot script (so no flash of the wrong theme), and in a
 * build, a Content-Security-Policy that allows the site's own origin only, plus a preload of the Latin Montserrat
 * file so text does not reflow when the font arrives.
 */
function siteHead(): Plugin {
  return {
    name: 'site-head',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const tags: HtmlTagDescriptor[] = [];
        if (context.bundle) {
          const policy = [
            "default-src 'self'",
            `script-src 'self' ${sha256(themeBootScript)}`,
            // Radix injects <style> elements (scroll locking); inline styles carry no script.
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data:",
            "font-src 'self'",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'none'",
          ].join('; ');
          // Right after <meta charset>: a policy applies only to what comes after it.
          html = html.replace(
            /<meta charset="UTF-8" \/>/,
            (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
          );
          const font = Object.values(context.bundle).find((file) =>
            /montserrat-latin-wght-normal.*\.woff2$/.test(file.fileName),
          );
          if (!font) throw new Error('site-head: the Latin Montserrat font is missing from the build.');
          tags.push({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `./${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          });
        }
        tags.push({ tag: 'script', children: themeBootScript, injectTo: 'head' });
        return { html, tags };
      },
    },
  };
}

export default defineConfig({
  // Relative asset URLs: the built site works from any static host at any sub-path.
  base: './',
  plugins: [react(), siteHead()],
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
});
