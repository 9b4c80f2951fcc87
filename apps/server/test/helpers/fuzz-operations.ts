import { z } from 'zod';

/**
 * The operations of the server's OpenAPI document, read as a fuzz needs them: the document, not a
 * list kept in a test, says which routes and fields exist, so a route added later is fuzzed too.
 */

const fieldSchema = z.looseObject({ enum: z.array(z.unknown()).optional(), default: z.unknown().optional() });
export type FieldSchema = z.infer<typeof fieldSchema>;
const operationSchema = z.looseObject({
  parameters: z
    .array(z.looseObject({ in: z.string(), name: z.string(), schema: fieldSchema.optional() }))
    .optional(),
  requestBody: z
    .looseObject({
      content: z.record(
        z.string(),
        z.looseObject({
          schema: z.looseObject({ properties: z.record(z.string(), fieldSchema).optional() }).optional(),
        }),
      ),
    })
    .optional(),
  security: z.array(z.record(z.string(), z.unknown())).optional(),
  responses: z.record(z.string(), z.unknown()).optional(),
});
const documentSchema = z.looseObject({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

export interface Field {
  name: string;
  schema: FieldSchema;
}

export interface Operation {
  method: Method;
  /** The OpenAPI path, `{name}` for a path parameter. */
  path: string;
  pathParams: Field[];
  query: Field[];
  headers: Field[];
  /** Fields of the JSON body; undefined when the operation takes no body. */
  body: Field[] | undefined;
  /** The credentials it takes: any one of these requirements (an empty one: none). */
  security: Record<string, unknown>[];
  /** A member's usertoken is required, not just accepted. */
  needsLogin: boolean;
  /** The HTTP statuses the document says the operation answers with. */
  statuses: Set<number>;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(documentSchema.parse(document).paths)) {
    for (const [key, raw] of Object.entries(byMethod)) {
      // the document lists `parameters` and the like beside the methods
      const method = METHODS.find((m) => m === key.toUpperCase());
      if (!method) continue;
      const op = operationSchema.parse(raw);
      const params = op.parameters ?? [];
      const fieldsIn = (where: string) =>
        params.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const security = op.security ?? [];
      operations.push({
        method,
        path,
        pathParams: fieldsIn('path'),
        query: fieldsIn('query'),
        headers: fieldsIn('header'),
        body: bodySchema
          ? Object.entries(bodySchema.properties ?? {}).map(([name, schema]) => ({ name, schema }))
          : undefined,
        security,
        needsLogin:
          security.some((requirement) => 'usertoken' in requirement) &&
          !security.some((requirement) => Object.keys(requirement).length === 0),
        statuses: new Set(Object.keys(op.responses ?? {}).map(Number)),
      });
    }
  }
  return operations;
}
