/**
 * A kept page's own scripts start loading once its first frame is on screen.
 *
 * Next puts every chunk of a page in the head as an async script (and some as preloads). On a phone's
 * connection they share the bandwidth with the stylesheet and the font the first frame waits for, and
 * on a fast one the browser may run them before it paints. The page is whole without them (server
 * HTML, styles, links that work as links), so they are dropped from the HTML and one small script at
 * the end of the body adds them, in the same order and with the page's nonce, after the first frame.
 *
 * The page's data for hydration (Next's `self.__next_f.push([...])` scripts, tens of kilobytes of string
 * literal that the browser compiles as code, in one long task after the first paint) waits too: it travels
 * as inert JSON blocks that the loader hands to `self.__next_f` just before the chunks, which read it once
 * they run. JSON parses far faster than a script compiles.
 */

const CHUNK_SCRIPT = /<script\b(?=[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)")(?=[^>]*\basync\b)(?![^>]*\bnomodule\b)[^>]*><\/script>/gi;
const CHUNK_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")(?=[^>]*\bhref="\/_next\/static\/[^"]+\.js")[^>]*\/?>/gi;
const PAGE_DATA_SCRIPT = /<script\b[^>]*>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;
/** Marks a page-data block the loader hands to Next. */
const PAGE_DATA_ATTRIBUTE = 'data-page-data';

/**
 * The loader, at the end of the body: once the first contentful paint is reported and a frame has
 * been drawn since the loader ran (so the whole parsed page, not just its top, is on screen), or after
 * FALLBACK_MS in a tab that does not paint (opened in the background).
 */
const FALLBACK_MS = 3_000;
/** Marks the loader, so that a browser test can tell the page's scripts are still to come. */
export const LOADER_ATTRIBUTE = 'data-scripts-after-paint';
const loader = (sources: string[], nonce: string) =>
  `<script nonce="${nonce}" ${LOADER_ATTRIBUTE}>(function(){var painted=false,framed=false,done=false;function load(){if(done)return;done=true;` +
  `var d=document.querySelectorAll("script[${PAGE_DATA_ATTRIBUTE}]");for(var i=0;i<d.length;i++)(self.__next_f=self.__next_f||[]).push(JSON.parse(d[i].textContent));` +
  `${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;e.nonce="${nonce}";document.head.appendChild(e)})}` +
  `function ready(){if(painted&&framed)load()}` +
  `try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){painted=true;setTimeout(ready)}}).observe({type:"paint",buffered:true})}catch(e){painted=true}` +
  `requestAnimationFrame(function(){setTimeout(function(){framed=true;ready()})});` +
  `setTimeout(load,${FALLBACK_MS})})()</script>`;

/**
 * Next's page-data scripts as inert JSON blocks, in their order; the page unchanged when one of them is not a
 * JSON array (then all stay scripts: Next reads them in order). `<` is written as a JSON escape, so no block can
 * end early; the blocks carry the nonce like every script tag of the page, though the browser runs none of them.
 */
function deferPageData(html: string, nonce: string): string {
  let isJson = true;
  const deferred = html.replace(PAGE_DATA_SCRIPT, (_tag, args: string) => {
    try {
      JSON.parse(args);
    } catch {
      isJson = false;
    }
    return `<script type="application/json" nonce="${nonce}" ${PAGE_DATA_ATTRIBUTE}>${args.replaceAll('<', '\\u003c')}</script>`;
  });
  return isJson ? deferred : html;
}

/** The page with its chunk scripts and its data loaded after the first frame; unchanged when it has no chunks or no body end. */
export function loadScriptsAfterFirstPaint(html: string, nonce: string): string {
  const end = html.lastIndexOf('</body>');
  if (end === -1) return html;
  const sources: string[] = [];
  const stripped = html
    .slice(0, end)
    .replace(CHUNK_SCRIPT, (_tag, src: string) => {
      if (!sources.includes(src)) sources.push(src);
      return '';
    })
    .replace(CHUNK_PRELOAD, '');
  if (sources.length === 0) return html;
  return deferPageData(stripped, nonce) + loader(sources, nonce) + html.slice(end);
}
