import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every relative link of the README and docs/ leads somewhere: the file exists and, when the link
 * names a heading (`file.md#heading`), the file has that heading. A newcomer follows these links
 * first, and a moved section otherwise breaks them silently.
 */
const root = process.cwd();
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = !inFence && /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** The targets of `[text](target)` links outside code, that are neither absolute URLs nor mail. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/i.test(target));
}

describe('links of the README and docs/', () => {
  it.each(pages)('%s: every relative link resolves', (page) => {
    const broken: string[] = [];
    for (const target of relativeLinks(readFileSync(path.join(root, page), 'utf8'))) {
      const [file, anchor] = target.split('#');
      const resolved = file ? path.resolve(path.dirname(path.join(root, page)), file) : path.join(root, page);
      if (!existsSync(resolved)) {
        broken.push(`${target}: no such file`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor))
        broken.push(`${target}: no heading #${anchor}`);
    }
    expect(broken).toEqual([]);
  });

  it('reads a heading the way GitHub anchors it', () => {
    expect([...anchorsOf('## The day: `?mockToday=`\n### Persistence (browser)\n## A\n## A\n')]).toEqual([
      'the-day-mocktoday',
      'persistence-browser',
      'a',
      'a-1',
    ]);
  });
});
