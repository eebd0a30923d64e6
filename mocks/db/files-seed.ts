import type { Db, PhotoOwnerTable } from './tables';
import type { SeedContext } from './seed-context';
import { bytesToBase64, filePath } from './files';

/**
 * The seeded files: placeholder photos and small PDFs stored in db.files by the seeders. Apart from
 * the rules the handlers use (./files.ts), so the browser downloads it only when it seeds (./seeder.ts).
 */

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** A small deterministic SVG "photo": a coloured sky, a house outline and a caption. */
export function placeholderSvg(caption: string, hue: number): string {
  const sky = `hsl(${hue % 360},55%,78%)`;
  const ground = `hsl(${(hue + 90) % 360},35%,55%)`;
  const wall = `hsl(${(hue + 30) % 360},30%,92%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">` +
    `<rect width="640" height="480" fill="${sky}"/>` +
    `<rect y="340" width="640" height="140" fill="${ground}"/>` +
    `<rect x="200" y="200" width="240" height="160" fill="${wall}" stroke="#5d4037" stroke-width="4"/>` +
    `<polygon points="180,210 320,110 460,210" fill="#8d6e63" stroke="#5d4037" stroke-width="4"/>` +
    `<rect x="300" y="280" width="40" height="80" fill="#6d4c41"/>` +
    `<rect x="230" y="240" width="44" height="36" fill="#bbdefb"/><rect x="366" y="240" width="44" height="36" fill="#bbdefb"/>` +
    `<text x="320" y="440" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#263238">${escapeXml(caption)}</text>` +
    `</svg>`
  );
}

/**
 * Stores a seeded SVG photo for a record and returns its path. Other areas' seeders (maintenance
 * requests, work orders) may call it too, so their photos are served by GET /files/{fileKey}.
 */
export function seedPhoto(
  db: Db,
  owner: { table: PhotoOwnerTable; id: string },
  index: number,
  caption: string,
  hue: number,
  uploadedAt: string,
): string {
  const key = `seed-${owner.table}-${owner.id}-${index}.svg`;
  const svg = placeholderSvg(caption, hue);
  const bytes = new TextEncoder().encode(svg);
  db.files.insert({
    id: key,
    contentType: 'image/svg+xml',
    filename: `${
      caption
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'photo'
    }-${index}.svg`,
    size: bytes.length,
    data: bytesToBase64(bytes),
    uploadedAt,
    status: 'stored',
    owner,
    seeded: true,
  });
  return filePath(key);
}

function pdfBytes(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const content = `BT /F1 20 Tf 72 720 Td (${text}) Tj ET`;
  const pdf =
    '%PDF-1.4\n' +
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    `4 0 obj<</Length ${content.length}>>stream\n${content}\nendstream endobj\n` +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n';
  return new TextEncoder().encode(pdf);
}

/** Stores a small seeded PDF under `key` and returns its size; callers build the path they serve it under. */
export function seedPdf(db: Db, key: string, filename: string, title: string, uploadedAt: string): number {
  const bytes = pdfBytes(title);
  db.files.insert({
    id: key,
    contentType: 'application/pdf',
    filename,
    size: bytes.length,
    data: bytesToBase64(bytes),
    uploadedAt,
    status: 'stored',
    owner: null,
    seeded: true,
  });
  return bytes.length;
}

/** Seeded photos are stored by the property and unit seeders (`seedPhoto`); nothing else to seed. */
export function seedFiles(_ctx: SeedContext): void {}
