import type { OpenAPIV3 } from 'openapi-types';

export type JsonSchema = OpenAPIV3.SchemaObject;
export type Parameter = { name: string; in: 'path' | 'query'; schema: JsonSchema };

/** One operation of the document, with what a request to it is made of. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The document's path template: /profile/favoriteGame/{id}. */
  path: string;
  parameters: Parameter[];
  /** The body's media type and schema, when the operation declares one. */
  body?: { contentType: string; schema: JsonSchema };
  tags: string[];
};

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Every operation of an OpenAPI 3 document, in document order (the app emits plain schemas, no $ref). */
export function listOperations(doc: OpenAPIV3.Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = ((operation.parameters ?? []) as OpenAPIV3.ParameterObject[])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({ name: p.name, in: p.in as Parameter['in'], schema: (p.schema ?? {}) as JsonSchema }));
      const content = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      const body = contentType ? { contentType, schema: (media?.schema ?? {}) as JsonSchema } : undefined;
      const tags = operation.tags ?? [];
      operations.push({ method: method.toUpperCase() as Operation['method'], path, parameters, body, tags });
    }
  }
  return operations;
}

/** The URL of `operation` with each path parameter replaced by its (already URL-encoded) segment. */
export function urlOf(operation: Operation, segments: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => segments[name] ?? 'x');
  return query ? `${path}?${query}` : path;
}
