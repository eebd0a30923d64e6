/**
 * A static host for the built sites, as any serves them: gzip, `_headers`' Content-Security-Policy,
 * hashed assets cached for good, `/` from index.html and every other page from app.html. Counts the
 * bytes it sends (headers aside), for the scripts that measure what a visit transfers.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves `dir` on `port` (default: a free one). Resolves with the Node server; its `sent` lists each
 * response's path and body bytes as sent (gzipped where the browser asked for it), oldest first.
 */
export function serve(dir, port = 0) {
  const headers = existsSync(join(dir, '_headers')) ? readFileSync(join(dir, '_headers'), 'utf8') : '';
  const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1];
  const sent = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = join(dir, normalize(path));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) file = join(dir, existsSync(join(dir, 'app.html')) ? 'app.html' : 'index.html');
    const body = readFileSync(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    if (csp) res.setHeader('Content-Security-Policy', csp);
    res.setHeader('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    const gzip = /text|javascript|json|svg/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const out = gzip ? gzipSync(body) : body;
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    sent.push({ path, bytes: out.length });
    res.end(out);
  });
  server.sent = sent;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
