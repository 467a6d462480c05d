import { z, type ZodType } from 'zod';

/**
 * zod schemas → the Schema objects of an OpenAPI 3.1 document. zod converts each schema alone, putting what it
 * extracts (schemas named with `.meta({ id })`, and the parts that recurse) under the schema's own `$defs` and
 * referring to them as `#/$defs/…`, or to `#` when the schema recurses into itself. Inside an OpenAPI document those
 * references point at the wrong place (`#` is the whole document), so every extracted part is moved to the document's
 * `components/schemas` and the references are rewritten. This works for any schema an endpoint adds: a part named
 * with `.meta({ id })` keeps its id as component name; an unnamed recursive part is named after the operation.
 */

export type JsonSchema = Record<string, unknown>;
export type SchemaIo = 'input' | 'output';

const COMPONENTS_PREFIX = '#/components/schemas/';
const DEFS_PREFIX = '#/$defs/';
/** zod's own names for unnamed extracted parts. */
const GENERATED_DEF = /^__schema(\d+)$/;
/** What the OpenAPI specification allows as a component key. */
const componentKey = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

const decodePointer = (segment: string) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');

function mapRefs(value: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, rename));
  if (value === null || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const [key, item] of Object.entries(value))
    out[key] = key === '$ref' && typeof item === 'string' ? rename(item) : mapRefs(item, rename);
  return out;
}

function refersToRoot(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(refersToRoot);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => (key === '$ref' ? item === '#' : refersToRoot(item)));
}

/** The `components/schemas` of one document, filled while its operations are converted. */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /**
   * The Schema object of `schema` for this document. `context` names the place it is used (e.g.
   * `GetStoreCartResponse`); it names the schema's unnamed recursive parts.
   */
  convert(schema: ZodType, io: SchemaIo, context: string): JsonSchema {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = converted;
    const parts = new Map(Object.entries(($defs ?? {}) as Record<string, JsonSchema>));
    // A schema recursing into itself refers to `#`: it becomes a component too, and the answer a reference to it.
    const ROOT = '#';
    if (refersToRoot(root) || [...parts.values()].some(refersToRoot)) parts.set(ROOT, root);
    if (parts.size === 0) return root;

    const names = new Map<string, string>();
    const candidates = new Map<string, Iterator<string>>();
    for (const key of parts.keys()) {
      const generated = GENERATED_DEF.exec(key);
      const base = componentKey(key === ROOT ? context : generated ? `${context}Part${generated[1]}` : key);
      const iterator = alternativeNames(base, io);
      candidates.set(key, iterator);
      names.set(key, iterator.next().value as string);
    }
    const rename = (ref: string) => {
      if (ref === ROOT) return COMPONENTS_PREFIX + names.get(ROOT);
      if (!ref.startsWith(DEFS_PREFIX)) return ref;
      const name = names.get(decodePointer(ref.slice(DEFS_PREFIX.length)));
      return name ? COMPONENTS_PREFIX + name : ref;
    };
    // A name already holding a different schema (another operation's part, or the same id read as input rather than
    // output) moves this part to the next free name; renaming one part changes the parts referring to it, hence the loop.
    for (;;) {
      const bodies = new Map([...parts].map(([key, body]) => [key, mapRefs(body, rename) as JsonSchema]));
      const taken = new Map(Object.entries(this.schemas).map(([name, body]) => [name, JSON.stringify(body)]));
      const clash = [...bodies].find(([key, body]) => {
        const name = names.get(key)!;
        const text = JSON.stringify(body);
        if (taken.has(name) && taken.get(name) !== text) return true;
        taken.set(name, text);
        return false;
      });
      if (clash) {
        names.set(clash[0], candidates.get(clash[0])!.next().value as string);
        continue;
      }
      for (const [key, body] of bodies) this.schemas[names.get(key)!] = body;
      return parts.has(ROOT) ? { $ref: COMPONENTS_PREFIX + names.get(ROOT) } : (mapRefs(root, rename) as JsonSchema);
    }
  }
}

function* alternativeNames(base: string, io: SchemaIo): Generator<string> {
  yield base;
  const stem = io === 'input' ? `${base}Input` : base;
  if (io === 'input') yield stem;
  for (let n = 2; ; n++) yield `${stem}${n}`;
}
