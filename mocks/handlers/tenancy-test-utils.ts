/**
 * Test helper: a multipart/form-data body built by hand. In the jsdom test environment the global
 * FormData and File are jsdom's, which Node's fetch cannot serialise.
 */
export function multipart(
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; type: string; content: string | Uint8Array }>,
): { body: BodyInit; headers: Record<string, string> } {
  const boundary = '----spec2-documents-boundary';
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    parts.push(typeof f.content === 'string' ? encoder.encode(f.content) : f.content, encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    body.set(p, at);
    at += p.length;
  }
  return {
    body: body as unknown as BodyInit,
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  };
}
