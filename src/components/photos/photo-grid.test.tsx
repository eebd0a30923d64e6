import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { PhotoGallery } from './photo-gallery';
import { THUMBNAIL_SIZES } from './photo-thumbnail';

const photos = ['/api/files/a.png', '/api/files/b.png'];

/** The widths the page's style sheets give `element` inside `@media` rules, keyed by the media condition. */
function mediaWidths(element: Element): Record<string, string> {
  const out: Record<string, string> = {};
  const classes = Array.from(element.classList);
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule)) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && classes.some((c) => inner.selectorText === `.${c}`) && inner.style.width) {
          out[rule.conditionText || rule.media.mediaText] = inner.style.width;
        }
      }
    }
  }
  return out;
}

describe('photo thumbnail sizes (spec 1 §2: 64, 128 and 256 px)', () => {
  it('the choices: 64 in the lightbox strip and the units table, 128 on phones and 256 from sm up in the grid', () => {
    expect(THUMBNAIL_SIZES).toEqual({ strip: 64, tableRow: 64, grid: { base: 128, sm: 256 } });
  });

  it('grid thumbnails are 128 px, 256 px from the sm breakpoint (600 px), never wider than their column', async () => {
    renderWithProviders(<PhotoGallery photos={photos} label="Maple" />);
    const thumb = await screen.findByRole('button', { name: 'Maple photo 1' });
    const style = getComputedStyle(thumb);
    expect(style.width).toBe('128px');
    expect(style.maxWidth).toBe('100%');
    expect(style.aspectRatio).toBe('1 / 1');
    // sm is 600 px = 37.5rem.
    expect(mediaWidths(thumb)).toEqual({ 'screen and (min-width: 37.5rem)': '256px' });
  });

  it('lightbox strip thumbnails are 64 px at every breakpoint', async () => {
    const { user } = renderWithProviders(<PhotoGallery photos={photos} label="Maple" />);
    await user.click(await screen.findByRole('button', { name: 'Maple photo 1' }));
    const strip = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Show Maple photo 2' });
    expect(getComputedStyle(strip).width).toBe('64px');
    expect(mediaWidths(strip)).toEqual({});
  });
});
