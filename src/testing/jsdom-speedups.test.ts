import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { screen } from '@testing-library/react';
import { emotionRulesOnce, selectorMightMatch, selectorSurelyMatches } from './jsdom-speedups';

// src/testing/jsdom-speedups.ts (installed by setup.ts) answers a label's control from the document's
// id index: the answers every label query relies on must stay those of the HTML standard.
describe('a label’s control in the test document', () => {
  it('is the first element with the label’s `for` id, when it can be labelled', () => {
    document.body.innerHTML = `
      <label for="rent">Monthly Rent</label><input id="rent" />
      <label for="note">Note</label><div id="note"></div>
      <label for="twice">Twice</label><input id="twice" name="first" /><input id="twice" name="second" />
      <label for="">Empty</label>
      <label>Wrapped <input name="wrapped" /></label>`;
    const [rent, note, twice, empty, wrapped] = Array.from(document.querySelectorAll('label'));

    expect(rent.control).toBe(document.getElementById('rent'));
    expect(note.control).toBeNull();
    expect(twice.control).toBe(document.querySelector('input[name="first"]'));
    expect(empty.control).toBeNull();
    expect(wrapped.control).toBe(document.querySelector('input[name="wrapped"]'));
    expect(screen.getByLabelText('Monthly Rent')).toBe(document.getElementById('rent'));
  });

  it('follows the document: a field added, renamed or removed after the label', () => {
    document.body.innerHTML = '<label for="deposit">Deposit</label>';
    const label = document.querySelector('label')!;
    expect(label.control).toBeNull();

    const input = document.createElement('input');
    input.id = 'deposit';
    document.body.append(input);
    expect(label.control).toBe(input);

    input.id = 'other';
    expect(label.control).toBeNull();
    input.id = 'deposit';
    input.remove();
    expect(label.control).toBeNull();
  });
});

// getComputedStyle skips the rules an element cannot match (selectorMightMatch) and does not run the
// engine for a tag a list names on its own (selectorSurelyMatches): both must agree with jsdom's
// selector engine.
describe('the quick test before a style rule is matched', () => {
  const require = createRequire(import.meta.url);
  const csstree = require('css-tree') as {
    parse(text: string): unknown;
    walk(ast: unknown, visit: (node: { type: string; prelude?: unknown }) => void): void;
    generate(ast: unknown): string;
  };
  /** Every selector of jsdom's own style sheet, and selectors in the shapes Chakra's styles take. */
  const selectors = (() => {
    const sheet = readFileSync(require.resolve('jsdom/lib/jsdom/browser/default-stylesheet.css'), 'utf8');
    const found: string[] = [];
    csstree.walk(csstree.parse(sheet), (node) => {
      if (node.type === 'Rule') found.push(csstree.generate(node.prelude));
    });
    return [
      ...found,
      '.css-x :where(svg)',
      '.css-x:is(:focus-visible, [data-focus-visible])',
      '.css-x[aria-current=page]',
      '.css-x > :not(style, [hidden]) ~ :not(style, [hidden])',
      '#rent',
      '[data-state=open]',
      ':is(a, button):focus-visible',
      'section :where(h1, h2)',
      'input:is([type=checkbox i], [type=radio i])',
    ];
  })();

  function fixture() {
    document.body.innerHTML = `
      <main dir="ltr">
        <section><h1 id="RENT" class="css-x">Rent</h1><h2>Due</h2><p hidden>Hidden</p><p hidden="until-found">Later</p></section>
        <div class="css-x" data-state="open" aria-current="page"><svg><path d="M0 0"></path></svg><span dir="rtl">שלום</span><style></style></div>
        <ul><li><a href="/units">Units</a></li><li><a>No link</a></li></ul><ol><li><menu><li>Nested</li></menu></li></ol>
        <map name="m"><area href="/x" alt="x" /></map>
        <form><input id="rent" type="tel" dir="ltr" /><input type="checkbox" /><button type="button">Go</button>
          <select><option>One</option></select><textarea></textarea></form>
        <bdi>x</bdi><div popover>Pop</div><dialog open>Dialog</dialog>
        <details><summary>More</summary>Text</details>
        <table><tbody><tr><td>1</td></tr></tbody></table>
      </main>`;
    document.querySelector<HTMLButtonElement>('button')!.focus();
    return Array.from(document.querySelectorAll('*'));
  }

  it('skips a rule only when jsdom would not match it, and is sure only when jsdom matches', () => {
    const elements = fixture();
    let skipped = 0;
    let sure = 0;
    for (const selector of selectors) {
      for (const element of elements) {
        const mightMatch = selectorMightMatch(selector, element);
        const surelyMatches = selectorSurelyMatches(selector, element);
        if (mightMatch && !surelyMatches) continue;
        let matches = false;
        try {
          matches = element.matches(selector);
        } catch {
          // A selector the engine refuses matches nothing.
        }
        expect(matches, `${selector} on <${element.localName}>`).toBe(surelyMatches);
        if (surelyMatches) sure += 1;
        else skipped += 1;
      }
    }
    // The test is only worth something when the quick test decides.
    expect(skipped).toBeGreaterThan(elements.length * 10);
    expect(sure).toBeGreaterThan(elements.length);
  });

  it('skips what the element lacks: the attribute, the link, the focus, the tag in :where()', () => {
    fixture();
    const span = document.querySelector('span')!;
    const path = document.querySelector('path')!;
    const [link, plain] = Array.from(document.querySelectorAll('a'));
    const button = document.querySelector('button')!;
    expect(selectorMightMatch('[hidden]:not([hidden=until-found i]):not(embed)', span)).toBe(false);
    expect(selectorMightMatch('[dir]:dir(ltr), bdi:dir(ltr), input[type=tel i]:dir(ltr)', path)).toBe(false);
    expect(selectorMightMatch(':link, :visited', plain!)).toBe(false);
    expect(selectorMightMatch(':link, :visited', link!)).toBe(true);
    expect(selectorMightMatch(':focus-visible', span)).toBe(false);
    expect(selectorMightMatch(':focus-visible', button)).toBe(true);
    expect(selectorMightMatch('.css-x :where(svg)', span)).toBe(false);
    expect(selectorMightMatch('.css-x :where(svg)', document.querySelector('svg')!)).toBe(true);
  });

  it('is sure only of a tag the list names on its own', () => {
    fixture();
    const div = document.querySelector('div')!;
    expect(selectorSurelyMatches('address, div, [dir=ltr i]', div)).toBe(true);
    expect(selectorSurelyMatches('address, div:hover', div)).toBe(false);
    expect(selectorSurelyMatches('main div', div)).toBe(false);
    expect(selectorSurelyMatches('div, p::first-line', div)).toBe(false);
  });

  it('leaves computed styles as the rules say', () => {
    fixture();
    const style = document.querySelector('style')!;
    style.textContent = '.css-x :where(svg) { display: none } .css-x[data-state=open] { visibility: hidden }';
    const [link, plain] = Array.from(document.querySelectorAll('a'));
    expect(getComputedStyle(document.querySelector('p[hidden]:not([hidden=until-found])')!).display).toBe('none');
    expect(getComputedStyle(link!).cursor).toBe('pointer');
    expect(getComputedStyle(plain!).cursor).not.toBe('pointer');
    expect(getComputedStyle(document.querySelector('svg')!).display).toBe('none');
    expect(getComputedStyle(document.querySelector('span')!).display).not.toBe('none');
    expect(getComputedStyle(document.querySelector('div.css-x')!).visibility).toBe('hidden');
  });
});

describe('a style Emotion inserts again after the cache was emptied', () => {
  /** The rules of the document's sheets that `cache` wrote, in order. */
  const rulesOf = (key: string) =>
    Array.from(document.querySelectorAll(`style[data-emotion^="${key}"]`)).flatMap((style) =>
      Array.from((style as HTMLStyleElement).sheet?.cssRules ?? []).map((rule) => rule.cssText),
    );

  it('writes the same rules as the first time, without compiling them again', () => {
    let compiled = 0;
    const cache = createCache({ key: 'memo', stylisPlugins: [() => void (compiled += 1)] });
    emotionRulesOnce(cache);
    const style = serializeStyles([
      { color: 'red', '@media (min-width: 600px)': { color: 'blue' }, '&:hover': { color: 'green' } },
    ]);

    insertStyles(cache, style, false);
    const first = rulesOf('memo');
    const compiledFirst = compiled;
    expect(first).toHaveLength(3);
    expect(compiledFirst).toBeGreaterThan(0);

    // What the test setup does after every test.
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
    expect(rulesOf('memo')).toEqual([]);

    insertStyles(cache, style, false);
    expect(rulesOf('memo')).toEqual(first);
    expect(cache.inserted[style.name]).toBe(true);
    expect(compiled).toBe(compiledFirst);
    cache.sheet.flush();
  });
});

// Each patch of setup.ts replaces an internal of jsdom or Emotion. When an upgrade moves, renames or
// stops calling that internal, the patch would do nothing without a word (or answer from stale code):
// these fail instead, so the upgrade decides whether the patch stays.
describe('the patches reach the internals they replace', () => {
  const require = createRequire(import.meta.url);
  const { implForWrapper } = require('jsdom/lib/generated/idl/utils.js') as {
    implForWrapper(wrapper: object): Record<string, unknown>;
  };

  it("a label's control: jsdom's wrapper asks the implementation's `control`, which is the patched one", () => {
    const label = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js').implementation.prototype;
    expect(label.controlByIdIndex).toBe(true);
    expect(typeof require('jsdom/lib/jsdom/living/helpers/form-controls.js').isLabelable).toBe('function');
    const patched = Object.getOwnPropertyDescriptor(label, 'control')!;
    let asked = 0;
    Object.defineProperty(label, 'control', {
      configurable: true,
      get(this: unknown) {
        asked += 1;
        return patched.get!.call(this);
      },
    });
    try {
      document.body.innerHTML = '<label for="rent">Rent</label><input id="rent" />';
      expect(document.querySelector('label')!.control).toBe(document.getElementById('rent'));
      expect(screen.getByLabelText('Rent')).toBe(document.getElementById('rent'));
      expect(asked).toBeGreaterThan(1);
    } finally {
      Object.defineProperty(label, 'control', patched);
    }
  });

  it("computed styles: jsdom matches each rule through the document's selector engine, behind the quick test", () => {
    const documentImpl = require('jsdom/lib/jsdom/living/nodes/Document-impl.js').implementation.prototype;
    expect(documentImpl.quickRejectInstalled).toBe(true);
    const domSelector = (implForWrapper(document)._getDOMSelector as () => Record<string, unknown>).call(
      implForWrapper(document),
    );
    expect(domSelector.quickReject).toBe(true);
    type Check = (selector: string, node: unknown, options?: object) => Record<string, unknown>;
    const check = domSelector.check as Check;
    document.body.innerHTML = '<style>.due { color: rgb(255, 0, 0) }</style><p class="due">Due</p>';
    const paragraph = document.querySelector('p')!;
    // The shape the patch answers with, and reads a sure match's specificity from.
    expect(Object.keys(check('.due', implForWrapper(paragraph))).sort()).toEqual(['ast', 'match', 'pseudoElement']);
    let asked = 0;
    domSelector.check = ((...args: Parameters<Check>) => {
      asked += 1;
      return check(...args);
    }) as Check;
    try {
      expect(getComputedStyle(paragraph).color).toBe('rgb(255, 0, 0)');
      expect(asked).toBeGreaterThan(0);
    } finally {
      domSelector.check = check;
    }
  });

  it("Emotion's cache the components write through keeps the rules it compiled", () => {
    const harness = (globalThis as Record<symbol, { emotion?: object } | undefined>)[
      Symbol.for('rental-manager.test-harness')
    ];
    expect(harness?.emotion).toBeDefined();
    expect(Object.prototype.hasOwnProperty.call(harness!.emotion, 'rulesOnce')).toBe(true);
  });
});
