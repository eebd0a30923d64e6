import { createRequire } from 'node:module';

/*
 * jsdom answers some questions by brute force that the tests ask thousands of times per file. Each
 * patch here gives the same answer from a cheaper path; src/testing/jsdom-speedups.test.ts holds each one to
 * the standard's answer (and to jsdom's own, where jsdom's is the reference).
 */

const require = createRequire(import.meta.url);

/**
 * jsdom finds a label's control by walking the whole document for the element with the label's `for`
 * id, and an element's `labels` asks every label of the document for its control. Testing Library's
 * *ByLabelText asks every element for its labels, and accessible names (*ByRole, axe) ask each
 * candidate: on a form-sized page a single query walks the document thousands of times. The same
 * answer, the first element with that id if it can be labelled, from the document's id index.
 */
export function labelControlByIdIndex(): void {
  type LabelImpl = {
    getAttributeNS(namespace: null, name: string): string | null;
    getRootNode(options: object): { nodeType: number; getElementById(id: string): unknown };
  };
  const label = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js').implementation.prototype;
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js');
  const walk = Object.getOwnPropertyDescriptor(label, 'control')?.get;
  if (!walk || label.controlByIdIndex) return;
  Object.defineProperty(label, 'controlByIdIndex', { value: true });
  Object.defineProperty(label, 'control', {
    configurable: true,
    get(this: LabelImpl) {
      const id = this.getAttributeNS(null, 'for');
      const root = this.getRootNode({});
      if (!id || root.nodeType !== Node.DOCUMENT_NODE) return walk.call(this);
      const target = root.getElementById(id);
      return target && isLabelable(target) ? target : null;
    },
  });
}

/** What the quick test reads of an element: the DOM's own members, on jsdom's wrappers and internals alike. */
interface ElementLike {
  localName: string;
  classList: { contains(name: string): boolean };
  getAttributeNS(namespace: null, name: string): string | null;
  hasAttribute(name: string): boolean;
  ownerDocument: { activeElement: unknown } | null;
}

type Requirement = (element: ElementLike) => boolean;

interface CssNode {
  type: string;
  name?: string | { name: string };
  children?: { toArray(): CssNode[] } | null;
}

/**
 * Pseudo-classes jsdom's selector engine never matches (it does not track visited links, open
 * popovers or autofill), so a selector that needs one matches nothing.
 */
const NEVER_MATCHED = new Set(['visited', 'popover-open', 'autofill', '-webkit-autofill']);

/** The tag names of a `:is()`/`:where()` argument made of bare type selectors only (else null). */
function bareTagList(list: CssNode | undefined): Set<string> | null {
  if (list?.type !== 'SelectorList' || !list.children) return null;
  const tags = new Set<string>();
  for (const selector of list.children.toArray()) {
    const [only, ...rest] = selector.children?.toArray() ?? [];
    if (rest.length || only?.type !== 'TypeSelector' || typeof only.name !== 'string') return null;
    if (only.name === '*' || /[|\\]/.test(only.name)) return null;
    tags.add(only.name.toLowerCase());
  }
  return tags;
}

/**
 * What an element must have to match one selector of a list: read from its last compound (the element
 * itself), the tag, id, classes and attributes it names, and the pseudo-classes whose needs are plain
 * (`:link` needs an `href`, `:focus-visible` the focus). Anything else adds no requirement.
 */
function requirementsOf(selector: CssNode): Requirement[] {
  const nodes = selector.children?.toArray() ?? [];
  const lastCombinator = nodes.findLastIndex((node) => node.type === 'Combinator');
  const requirements: Requirement[] = [];
  for (const node of nodes.slice(lastCombinator + 1)) {
    const name = typeof node.name === 'string' ? node.name : node.name?.name;
    if (name === undefined || /[|\\]/.test(name)) continue;
    switch (node.type) {
      case 'TypeSelector':
        if (name !== '*') requirements.push((element) => element.localName.toLowerCase() === name.toLowerCase());
        break;
      case 'IdSelector':
        requirements.push((element) => element.getAttributeNS(null, 'id')?.toLowerCase() === name.toLowerCase());
        break;
      case 'ClassSelector':
        requirements.push((element) => element.classList.contains(name));
        break;
      case 'AttributeSelector':
        requirements.push((element) => element.hasAttribute(name));
        break;
      case 'PseudoClassSelector': {
        const pseudo = name.toLowerCase();
        if (NEVER_MATCHED.has(pseudo)) requirements.push(() => false);
        else if (pseudo === 'link' || pseudo === 'any-link')
          requirements.push(
            (element) => (element.localName === 'a' || element.localName === 'area') && element.hasAttribute('href'),
          );
        else if (pseudo === 'focus-visible')
          requirements.push((element) => element.ownerDocument?.activeElement === element);
        else if (pseudo === 'is' || pseudo === 'where') {
          const tags = bareTagList(node.children?.toArray()[0]);
          if (tags) requirements.push((element) => tags.has(element.localName.toLowerCase()));
        }
        break;
      }
    }
  }
  return requirements;
}

interface QuickTest {
  /** False when no selector of the list can match the element; null when the engine must decide. */
  mightMatch: ((element: ElementLike) => boolean) | null;
  /** The tag names that match on their own (a bare type selector in the list), when no selector has a pseudo-element. */
  matchingTags: Set<string> | null;
}

const quickTests = new Map<string, QuickTest>();

function quickTestOf(selectorList: string): QuickTest {
  let quick = quickTests.get(selectorList);
  if (quick) return quick;
  quick = { mightMatch: null, matchingTags: null };
  try {
    const csstree = require('css-tree') as {
      parse(text: string, options: { context: string; positions: boolean }): CssNode;
    };
    const selectors = csstree.parse(selectorList, { context: 'selectorList', positions: false }).children?.toArray();
    if (selectors?.length) {
      const alternatives = selectors.map(requirementsOf);
      if (alternatives.every((requirements) => requirements.length))
        quick.mightMatch = (element) =>
          alternatives.some((requirements) => requirements.every((needs) => needs(element)));
      const parts = selectors.map((selector) => selector.children?.toArray() ?? []);
      if (!parts.flat().some((node) => node.type === 'PseudoElementSelector')) {
        const tags = parts
          .filter(([only, ...rest]) => !rest.length && only?.type === 'TypeSelector')
          .map(([only]) => only!.name as string)
          .filter((name) => name !== '*' && !/[|\\]/.test(name));
        if (tags.length) quick.matchingTags = new Set(tags);
      }
    }
  } catch {
    // A selector css-tree cannot read: the engine decides.
  }
  quickTests.set(selectorList, quick);
  return quick;
}

/**
 * False when `element` cannot match `selectorList` (a necessary condition of each of its selectors
 * fails); true when it might. Never false for an element that matches.
 */
export function selectorMightMatch(selectorList: string, element: ElementLike): boolean {
  return quickTestOf(selectorList).mightMatch?.(element) ?? true;
}

/**
 * True when `element` matches `selectorList` for certain: the list holds a bare type selector of the
 * element's own tag name (and no pseudo-element, which jsdom's styles leave out). False when unsure.
 */
export function selectorSurelyMatches(selectorList: string, element: ElementLike): boolean {
  return quickTestOf(selectorList).matchingTags?.has(element.localName) ?? false;
}

/**
 * jsdom's getComputedStyle runs every style rule that might apply to an element through its full
 * selector engine; its quick test knows only one id, class or tag per selector. Rules such as the
 * default style sheet's long `…, [dir=ltr i], [dir=rtl i]` list, `[hidden]`, `[popover]`, `:link`,
 * `:focus-visible` or Chakra's `.x :where(svg)` pass it and are matched in full against every
 * element: most of the cost of each visibility check (Testing Library's role queries, accessible
 * names, axe). The same answer with a fuller quick test first (`selectorMightMatch`), and without the
 * engine for an element whose tag the list names on its own (`selectorSurelyMatches`).
 */
export function computedStyleQuickReject(): void {
  type DomSelector = { check(selector: string, node: ElementLike, options?: object): unknown; quickReject?: true };
  const documentImpl = require('jsdom/lib/jsdom/living/nodes/Document-impl.js').implementation.prototype;
  const getDomSelector = documentImpl._getDOMSelector as (() => DomSelector) | undefined;
  if (!getDomSelector || documentImpl.quickRejectInstalled) return;
  Object.defineProperty(documentImpl, 'quickRejectInstalled', { value: true });
  const noMatch = { match: false, ast: null, pseudoElement: null };
  type CheckResult = { match: boolean; ast: unknown; pseudoElement: unknown };
  documentImpl._getDOMSelector = function domSelectorWithQuickReject(this: unknown) {
    const domSelector = getDomSelector.call(this);
    if (!domSelector.quickReject) {
      const check = domSelector.check as (selector: string, node: ElementLike, options?: object) => CheckResult;
      // The engine's answer for a list an element surely matches, kept per list: the same for every
      // element that matches it (jsdom reads the selectors' specificity from its `ast`).
      const sureMatches = new Map<string, CheckResult>();
      domSelector.check = (selector, node, options) => {
        if (!selectorMightMatch(selector, node)) return noMatch;
        if (!selectorSurelyMatches(selector, node)) return check(selector, node, options);
        const known = sureMatches.get(selector);
        if (known) return known;
        const result = check(selector, node, options);
        if (result.match && !result.pseudoElement) sureMatches.set(selector, result);
        return result;
      };
      domSelector.quickReject = true;
    }
    return domSelector;
  };
}

/** What `emotionRulesOnce` reads of Emotion's cache (`@emotion/cache`'s `EmotionCache`). */
interface EmotionCacheLike {
  inserted: Record<string, string | true | undefined>;
  insert(
    selector: string,
    serialized: { name: string; styles: string },
    sheet: SheetLike,
    shouldCache: boolean,
  ): unknown;
}
interface SheetLike {
  insert(rule: string): void;
}

/**
 * Emotion compiles a style with stylis (and its development checks) the first time the style is
 * inserted. The tests empty Emotion's cache and remove its `<style>` elements after every test
 * (setup.ts), so each test compiled again the styles the one before had compiled. The rules a style
 * compiled to are kept here, per selector and style name (Emotion's own identity for a style), and
 * inserted again as they are: the same rules, in the same order, into the same sheet.
 */
export function emotionRulesOnce(cache: EmotionCacheLike): void {
  if (Object.prototype.hasOwnProperty.call(cache, 'rulesOnce')) return;
  Object.defineProperty(cache, 'rulesOnce', { value: true });
  const compiled = new Map<string, string[]>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const key = `${selector}\u0000${serialized.name}`;
    const known = compiled.get(key);
    if (known) {
      for (const rule of known) sheet.insert(rule);
      if (shouldCache) cache.inserted[serialized.name] = true;
      return undefined;
    }
    const rules: string[] = [];
    const recording: SheetLike = {
      insert(rule) {
        rules.push(rule);
        sheet.insert(rule);
      },
    };
    // Emotion writes a compiled rule through the sheet's `insert` only.
    const result = insert(selector, serialized, recording, shouldCache);
    compiled.set(key, rules);
    return result;
  };
}
