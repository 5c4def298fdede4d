import type { OpenAPIV3 } from 'openapi-types';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A plain HTML page listing the document's operations, each with its request and answer schemas: rendered
 * here, so it needs no script or asset from anywhere (the API's CSP allows none).
 */
export function renderDocumentReader(doc: OpenAPIV3.Document): string {
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([, op]) => typeof op === 'object' && op !== null && 'responses' in op)
      .map(([method, op]) => {
        const details = JSON.stringify(op, null, 2);
        return `<details><summary><code>${method.toUpperCase()} ${escape(path)}</code></summary><pre>${escape(details)}</pre></details>`;
      }),
  );
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Casino API</title></head><body>',
    `<h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1>`,
    '<p>The whole document: <a href="/api/docs/json">/api/docs/json</a> (published as docs/openapi.json).</p>',
    ...operations,
    '</body></html>',
  ].join('\n');
}
