/** A file part of a multipart body: the form field it travels in, its file name, type and bytes. */
export interface MultipartFile {
  field: string;
  name: string;
  type: string;
  content: string | Uint8Array;
}

const BOUNDARY = '----mock-api-test-boundary';

/**
 * A multipart/form-data body with `fields` (text parts) and `files`, and the Content-Type header that
 * names its boundary. Built by hand: in the jsdom test environment the global FormData and File are
 * jsdom's, which Node's fetch cannot serialise.
 */
export function multipart(
  fields: Record<string, string>,
  files: MultipartFile[],
): { body: BodyInit; headers: Record<string, string> } {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      encoder.encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      typeof f.content === 'string' ? encoder.encode(f.content) : f.content,
      encoder.encode('\r\n'),
    );
  }
  parts.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    body.set(p, at);
    at += p.length;
  }
  return {
    body: body as unknown as BodyInit,
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
