/**
 * A kept page's own scripts start loading once its first frame is on screen.
 *
 * Next puts every chunk of a page in the head as an async script (and some as preloads). On a phone's
 * connection they share the bandwidth with the stylesheet and the font the first frame waits for, and
 * on a fast one the browser may run them before it paints. The page is whole without them (server
 * HTML, styles, links that work as links), so they are dropped from the HTML and one small script at
 * the end of the body adds them, in the same order and with the page's nonce, after the first frame.
 */

const CHUNK_SCRIPT = /<script\b(?=[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)")(?=[^>]*\basync\b)(?![^>]*\bnomodule\b)[^>]*><\/script>/gi;
const CHUNK_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")(?=[^>]*\bhref="\/_next\/static\/[^"]+\.js")[^>]*\/?>/gi;

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
  `${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;e.nonce="${nonce}";document.head.appendChild(e)})}` +
  `function ready(){if(painted&&framed)load()}` +
  `try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){painted=true;setTimeout(ready)}}).observe({type:"paint",buffered:true})}catch(e){painted=true}` +
  `requestAnimationFrame(function(){setTimeout(function(){framed=true;ready()})});` +
  `setTimeout(load,${FALLBACK_MS})})()</script>`;

/** The page with its chunk scripts loaded after the first frame; unchanged when it has none or no body end. */
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
  return stripped + loader(sources, nonce) + html.slice(end);
}
