/*
 * The first screen comes from HTML: the build prerenders each route (src/prerender.tsx). Home's is inline in
 * index.html's #root; every other route's is a fragment, `p/<route>.html` or `p/documentation/<file>.html` (and
 * each one's right-to-left twin, `p/rtl/…`, home's included), which
 * the head script below fetches and puts in #root, so the browser paints it before any JavaScript arrives.
 * `main.tsx` then hydrates it, or renders from nothing where there is none.
 */

/** The attribute on <html> that says where #root stands: see `FirstScreenState`. */
const ATTRIBUTE = 'data-first-screen';

/** The attribute on <html> holding the address (`#/signup`) whose first screen #root holds. */
const FOR_ATTRIBUTE = 'data-first-screen-for';

/** Fired on `document` when the state leaves `pending`. */
export const FIRST_SCREEN_EVENT = 'pk-first-screen';

/**
 * `ready`: #root holds the first screen of the address in `data-first-screen-for`. `pending`: a first screen is on
 * its way, and #root is hidden meanwhile. `client`: there is none (an unknown path, a fetch that failed), so #root
 * stays hidden until React draws the page. `app`: React runs the page. `null`: no head script ran (the dev server).
 */
export type FirstScreenState = 'ready' | 'pending' | 'client' | 'app' | null;

export function firstScreenState(): FirstScreenState {
  const state = document.documentElement.getAttribute(ATTRIBUTE);
  return state === 'ready' || state === 'pending' || state === 'client' || state === 'app' ? state : null;
}

/** Whether #root holds the first screen of the page at the current address, ready to hydrate. */
export function firstScreenMatches(): boolean {
  const html = document.documentElement;
  return firstScreenState() === 'ready' && html.getAttribute(FOR_ATTRIBUTE) === location.hash;
}

/** From now on React runs the page, and #root shows whatever it draws. */
export function markAppStarted(): void {
  document.documentElement.setAttribute(ATTRIBUTE, 'app');
}

/** What the head script needs to know about the build. */
export interface FirstScreenBuild {
  /** The route paths (the page folders' names) that have a page of their own. */
  pages: readonly string[];
  /** The kit files whose page (`#/documentation?component=<file>`) is prerendered. */
  documented: readonly string[];
  /** The blocks whose page (`#/documentation?block=<block>`) is prerendered. */
  blocks: readonly string[];
  /** The entry's chunk file, and the chunks it imports, which the HTML would otherwise name itself. */
  entry: string;
  imports: readonly string[];
}

/**
 * The inline head script (plain ES5, written by scripts/site-head-plugin.ts and hashed into the
 * Content-Security-Policy). From the fragment's route alone it:
 * - turns the empty fragment into `#/home` (keeping a query), as the router's redirect would, so home's markup is
 *   the page's;
 * - sets `<html dir>` from the address (`dir=rtl`), and fetches the right-to-left first screen for it
 *   (`p/rtl/<key>.html`, home's too: the one inline in index.html reads left to right);
 * - marks <html> and, for any route but home, fetches that route's first screen into #root;
 * - once the browser reports the first contentful paint (at the latest after 3 s, at once in a hidden tab), loads
 *   the entry and the chunks it imports, so they never compete with the first screen; at once where there is no
 *   first screen to paint. The page's own chunks are not among them: React asks for them as it hydrates the shell,
 *   and hydrates the page when they arrive (main.tsx holds the clicks made on it meanwhile);
 * - until React starts, follows a new route in the fragment the same way, and leaves `#main` (the skip link,
 *   followed before React handles it) to the browser, keeping the route's address.
 * Paths match case-sensitively, like the route table. Anything it does not know is left to React (`client`).
 */
export function firstScreenScript(build: FirstScreenBuild): string {
  return `(function(){var m=${JSON.stringify(build.pages)},s=${JSON.stringify(build.documented)},b=${JSON.stringify(build.blocks)},
e=${JSON.stringify(build.entry)},i=${JSON.stringify(build.imports)},d=document,t=d.documentElement,
A='${ATTRIBUTE}',F='${FOR_ATTRIBUTE}',route='#/home',booted=0,n=0;
function set(v,h){t.setAttribute(A,v);if(h)t.setAttribute(F,h);if(v!=='pending')d.dispatchEvent(new Event('${FIRST_SCREEN_EVENT}'))}
function add(f,module){var l=d.createElement(module?'script':'link');if(module){l.type='module';l.src='./'+f}else{l.rel='modulepreload';l.href='./'+f}d.head.appendChild(l)}
function boot(){if(booted)return;booted=1;i.forEach(function(f){add(f)});add(e,1)}
function painted(){if(d.visibilityState==='hidden')return boot();setTimeout(boot,3000);
try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(boot,0)}}).observe({type:'paint',buffered:true})}catch(x){boot()}}
function go(later){var h=location.hash,z;
if(h===''||h==='#')h='#/';
if((z=/^#\\/(\\?.*)?$/.exec(h))){h='#/home'+(z[1]||'');history.replaceState(history.state,'',h)}
if(later&&h.charAt(1)!=='/'){history.replaceState(history.state,'',route);return}
route=h;var r=/^#\\/([^?\\/]*)\\/?(\\?.*)?$/.exec(h),p=r&&m.indexOf(r[1])>-1?r[1]:'',k=p,c,j=++n,
rtl=/[?&]dir=rtl(&|$)/.test(h);t.dir=rtl?'rtl':'ltr';
if(p==='documentation'&&(c=/[?&]component=([^&]*)/.exec(r[2]||'')))k=s.indexOf(c[1])>-1?p+'/'+c[1]:'';
else if(p==='documentation'&&(c=/[?&]block=([^&]*)/.exec(r[2]||'')))k=b.indexOf(c[1])>-1?p+'/block/'+c[1]:'';
if(p==='home'&&!rtl&&t.getAttribute(F)===null){set('ready',h);return painted()}
if(!k||p==='not-found'||(p==='home'&&!rtl)){set('client');return boot()}
set('pending');
fetch('./p/'+(rtl?'rtl/':'')+k+'.html').then(function(x){if(!x.ok)throw x.status;return x.text()}).then(function(html){
function put(){if(j!==n)return;var o=d.getElementById('root');if(!o)return d.addEventListener('DOMContentLoaded',put);o.innerHTML=html;set('ready',h);painted()}
put()}).catch(function(){if(j===n){set('client');boot()}})}
go();addEventListener('hashchange',function(){if(t.getAttribute(A)!=='app')go(1)})})();`.replace(/\n/g, '');
}
