import type { GtfsRow } from './source.ts';

/** Splits one CSV record (RFC 4180: quoted fields, doubled quotes) into fields. */
export function splitCsvRecord(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

function quoteCount(text: string): number {
  let n = 0;
  for (let i = text.indexOf('"'); i !== -1; i = text.indexOf('"', i + 1)) n++;
  return n;
}

/** Physical lines of a chunked text stream, without line terminators (CRLF or LF). */
export async function* textLines(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of chunks) {
    rest += chunk;
    let nl = rest.indexOf('\n');
    let from = 0;
    while (nl !== -1) {
      const end = nl > from && rest.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      yield rest.slice(from, end);
      from = nl + 1;
      nl = rest.indexOf('\n', from);
    }
    rest = rest.slice(from);
  }
  if (rest.length) yield rest.endsWith('\r') ? rest.slice(0, -1) : rest;
}

/**
 * GTFS CSV records as objects keyed by the header row (BOM and surrounding spaces of names removed). A quoted field
 * may span lines. Blank lines are skipped; missing trailing fields read as ''.
 */
export async function* csvRows(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<GtfsRow> {
  let header: string[] | undefined;
  let pending = '';
  for await (const line of textLines(chunks)) {
    const record = pending ? `${pending}\n${line}` : line;
    if (quoteCount(record) % 2 === 1) {
      pending = record;
      continue;
    }
    pending = '';
    if (!header) {
      header = splitCsvRecord(record.replace(/^\uFEFF/, '')).map((name) => name.trim());
      continue;
    }
    if (record.trim() === '') continue;
    const fields = splitCsvRecord(record);
    const row: GtfsRow = {};
    for (let i = 0; i < header.length; i++) row[header[i]] = fields[i] ?? '';
    yield row;
  }
}
