import type { SeededRandom } from '../seeded-random';
import { badBodies, badQueries, BAD_HEADERS, FIELD_VALUES, randomFieldValues, URL_VALUES } from './bad-inputs';
import { urlOf, type Operation } from './openapi-operations';
import { fieldsOf, sampleOf, withField } from './schema-sample';

// The requests the fuzz tests send to one operation of an OpenAPI document: each breaks one part (a header, a
// path or query parameter, a body field, the whole body) and keeps the rest as a client would send it.

export type Probe = { label: string; url: string; payload?: string | Buffer; headers?: Record<string, string> };

/** Stands for the fuzzed field in a body's JSON text, replaced by the bad value's raw JSON. */
const HOLE = JSON.stringify('\u2063fuzzed\u2063');

/** Stands for a body field filled afresh for each request (a captcha accepted once, an e-mail that registers once). */
export const freshHole = (name: string) => JSON.stringify(`\u2063fresh:${name}\u2063`);

export const jsonBody = (body: unknown, payload = JSON.stringify(body)) =>
  body === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } };

/**
 * Builds the probes of operations; `freshNames` are the body fields left as holes for the sender to fill
 * (fillFreshFields), and `random` draws the random field values, so a seed reproduces a run.
 */
export function createProber(random: SeededRandom, freshNames: string[] = []) {
  /** Plausible path segments and body, the base each probe breaks one part of. */
  function baseOf(operation: Operation) {
    const segments = Object.fromEntries(
      operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, encodeURIComponent(String(sampleOf(p.schema, p.name)))]),
    );
    let body = operation.body?.contentType === 'application/json' ? sampleOf(operation.body.schema) : undefined;
    for (const name of freshNames) {
      if (body && typeof body === 'object' && name in body) body = withField(body, [name], JSON.parse(freshHole(name)));
    }
    return { segments, body, url: urlOf(operation, segments) };
  }

  /** Every probe of one operation, in a fixed order; whole bodies come last, as a valid one may end the session. */
  function probesOf(operation: Operation): Probe[] {
    const base = baseOf(operation);
    const probes: Probe[] = BAD_HEADERS.map(({ label, headers }) => {
      const body = jsonBody(base.body);
      return { label, url: base.url, ...body, headers: { ...body.headers, ...headers } };
    });
    for (const parameter of operation.parameters) {
      for (const value of URL_VALUES) {
        const url =
          parameter.in === 'path'
            ? urlOf(operation, { ...base.segments, [parameter.name]: value })
            : urlOf(operation, base.segments, `${parameter.name}=${value}`);
        probes.push({ label: `${parameter.in} ${parameter.name}=${value.slice(0, 40)}`, url, ...jsonBody(base.body) });
      }
    }
    const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    for (const query of badQueries(queryNames)) {
      probes.push({ label: `query ${query.slice(0, 40)}`, url: urlOf(operation, base.segments, query), ...jsonBody(base.body) });
    }
    if (base.body !== undefined) {
      for (const field of fieldsOf(operation.body!.schema)) {
        const template = JSON.stringify(withField(base.body, field.path, JSON.parse(HOLE)));
        for (const value of [...FIELD_VALUES, ...randomFieldValues(random)]) {
          const payload =
            value.json === undefined
              ? JSON.stringify(withField(base.body, field.path, undefined))
              : template.replace(HOLE, () => value.json!);
          probes.push({ label: `body ${field.path.join('.')}=${value.label}`, url: base.url, ...jsonBody(base.body, payload) });
        }
      }
    }
    if (operation.method !== 'GET') probes.push(...badBodies(base.body).map((body) => ({ ...body, url: base.url })));
    return probes;
  }

  return { baseOf, probesOf };
}
