/**
 * A kept page's chunk scripts start after its first frame (docs/decisions/019-paint-before-scripts.md).
 * Next writes them as `<script src async>`, which run as soon as they arrive: when they arrive before
 * the first frame (a fast network, a warm cache) the phone evaluates the whole framework before it
 * paints anything. Each becomes a preload, so the download still starts at once, and one small
 * script at the end of the body adds them after the first frame has been painted (at once in a
 * hidden tab, which paints no frames).
 */

const ASYNC_SCRIPT = /<script src="([^"]+)"((?: [A-Za-z-]+="[^"]*")*)><\/script>/g;

function loader(sources: string[], nonce: string): string {
  // \u003c: a source can never close the script element early.
  const list = JSON.stringify(sources).replaceAll('<', '\\u003c');
  return (
    `<script nonce="${nonce}">(function(s){var d=0;function go(){if(d)return;d=1;` +
    `s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;document.head.appendChild(e)})}` +
    `if(document.visibilityState!=='visible')go();` +
    `else{requestAnimationFrame(function(){setTimeout(go,0)});document.addEventListener('visibilitychange',go)}})(${list})</script>`
  );
}

/** The page with its async scripts started after the first frame; a page without any, or without a body, as it was. */
export function scriptsAfterPaint(html: string, nonce: string): string {
  const sources: string[] = [];
  const rewritten = html.replace(ASYNC_SCRIPT, (tag, src: string, attributes: string) => {
    if (!attributes.includes(' async=""')) return tag;
    sources.push(src);
    // Next already preloads some of its scripts; one preload per file is enough.
    if (new RegExp(`<link[^>]*href="${escapeRegExp(src)}"`).test(html)) return '';
    return `<link rel="preload" as="script" href="${src}"${attributes.replace(' async=""', '')}>`;
  });
  const end = rewritten.lastIndexOf('</body>');
  if (sources.length === 0 || end === -1) return html;
  return rewritten.slice(0, end) + loader(sources, nonce) + rewritten.slice(end);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
