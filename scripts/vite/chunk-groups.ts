/**
 * Which modules a build puts together (scripts/vite/chunk-plan.ts), read off the chunks a first build
 * made with the bundler's own splitting. That splitting gives every set of pages that share a module a
 * chunk of its own, most of them small, and on a phone's network each file costs a round trip whatever
 * its size. Three groups replace most of them:
 *
 * - `startup`: every module the app's start loads (src/app/app.tsx and src/app/start-app.tsx with their
 *   static imports), which every page runs before its own: one file, the same bytes.
 * - `pages`: modules that at least `minPages` pages' first paints share (a list's frame, the table, the
 *   pager, the query layer, Chakra's parts behind them), once per visit instead of a file each.
 * - `forms`: of those, the ones that bring Formik or Yup (the edit dialogs and pickers some pages load
 *   with their first paint), so a page without a form does not download them.
 *
 * A page's own modules, the landing page's, and everything loaded on intent (dialogs, tabs, exports)
 * keep the bundler's splitting. Each group only imports itself, the groups before it and the entry, so
 * no two chunks import each other (a cycle between chunks can run a module before what it imports).
 */

/** What the planner reads of a chunk (Rolldown's `OutputChunk`). */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

export interface ChunkGroupRules {
  /** Facade modules of the app's start (their chunks and static imports form `startup`). */
  startup: RegExp;
  /** The landing page's route: its modules stay out of `pages` (its first load has a budget). */
  landing: RegExp;
  /** Facade modules of the pages (lazy routes and their first queries). */
  page: RegExp;
  /** Modules whose chunks, and every shared chunk that imports one, go to `forms`. */
  forms: RegExp;
  /** How many pages must share a chunk for it to join `pages` or `forms`. */
  minPages: number;
}

/** Module ids per group, in the order the groups are declared to the bundler. */
export interface ChunkGroups {
  startup: string[];
  pages: string[];
  forms: string[];
}

export function planChunkGroups(chunks: PlannedChunk[], rules: ChunkGroupRules): ChunkGroups {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: PlannedChunk[]) => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName) || !byFile.has(fileName)) return;
      seen.add(fileName);
      for (const imported of byFile.get(fileName)!.imports) visit(imported);
    };
    roots.forEach((chunk) => visit(chunk.fileName));
    return seen;
  };
  const facadeMatches = (pattern: RegExp) =>
    chunks.filter((chunk) => chunk.facadeModuleId !== null && pattern.test(chunk.facadeModuleId));

  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const startup = closure(facadeMatches(rules.startup));
  for (const entry of entries) startup.delete(entry);
  const landing = closure(facadeMatches(rules.landing));
  const pages = facadeMatches(rules.page).filter(
    (chunk) => !startup.has(chunk.fileName) && !landing.has(chunk.fileName),
  );

  const sharedBy = new Map<string, number>();
  for (const page of pages) {
    for (const fileName of closure([page])) {
      if (fileName === page.fileName || startup.has(fileName) || entries.has(fileName) || landing.has(fileName))
        continue;
      sharedBy.set(fileName, (sharedBy.get(fileName) ?? 0) + 1);
    }
  }
  const shared = new Set([...sharedBy].filter(([, count]) => count >= rules.minPages).map(([fileName]) => fileName));

  const formRoots = chunks.filter((chunk) => chunk.moduleIds.some((id) => rules.forms.test(id)));
  const reachesForms = (fileName: string) => {
    const reached = closure([byFile.get(fileName)!]);
    return formRoots.some((root) => reached.has(root.fileName));
  };
  const forms = new Set([...shared].filter(reachesForms));
  const common = new Set([...shared].filter((fileName) => !forms.has(fileName)));

  // A group may import only itself, the groups before it and the entry: drop what would import a
  // chunk outside them (and so, through it, perhaps the group again), until nothing changes.
  const keepClosed = (group: Set<string>, below: Set<string>[]) => {
    for (let changed = true; changed;) {
      changed = false;
      for (const fileName of group) {
        const allowed = (imported: string) =>
          group.has(imported) || entries.has(imported) || below.some((set) => set.has(imported));
        if (!byFile.get(fileName)!.imports.every(allowed)) {
          group.delete(fileName);
          changed = true;
        }
      }
    }
  };
  keepClosed(common, [startup]);
  keepClosed(forms, [startup, common]);

  const modulesOf = (group: Set<string>) => [...group].flatMap((fileName) => byFile.get(fileName)!.moduleIds);
  return { startup: modulesOf(startup), pages: modulesOf(common), forms: modulesOf(forms) };
}

/** Static imports that go round in a circle (chunk file names), or none: a built bundle must have none. */
export function chunkImportCycle(chunks: Pick<PlannedChunk, 'fileName' | 'imports'>[]): string[] | null {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (fileName: string): string[] | null => {
    if (state.get(fileName) === 'done' || !byFile.has(fileName)) return null;
    if (state.get(fileName) === 'open') return [...path.slice(path.indexOf(fileName)), fileName];
    state.set(fileName, 'open');
    path.push(fileName);
    for (const imported of byFile.get(fileName)!.imports) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(fileName, 'done');
    return null;
  };
  for (const chunk of chunks) {
    const cycle = visit(chunk.fileName);
    if (cycle) return cycle;
  }
  return null;
}
