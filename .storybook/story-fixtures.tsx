import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * The phone widths every screen must fit from: a story sets `parameters: narrowViewports` and
 * `globals: { viewport: { value: 'telefono320' } }`, and its play function calls `expectNoHorizontalOverflow`.
 * The story tests run at that viewport (addon-vitest applies the viewport global), so media queries apply.
 */
export const narrowViewports = {
  viewport: {
    options: {
      telefono320: { name: 'Teléfono 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
      telefono360: { name: 'Teléfono 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      telefono390: { name: 'Teléfono 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
    },
  },
} as const;

export const phone320 = { viewport: { value: 'telefono320', isRotated: false } };

/**
 * Nothing makes the page scroll sideways: the story's root and the document are no wider than the viewport.
 * (A table that scrolls inside its own box is fine: its box stays within the width.)
 */
export async function expectNoHorizontalOverflow(canvasElement: HTMLElement): Promise<void> {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(canvasElement.scrollWidth, 'the story root scrolls sideways').toBeLessThanOrEqual(
    canvasElement.clientWidth,
  );
  await expect(doc.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(doc.clientWidth);
  await expectTouchTargets(canvasElement);
}

/**
 * WCAG 2.2 target size (2.5.8): every control is at least 24 × 24 CSS px. Links inside a sentence are
 * exempt (the "inline" exception), so are visually hidden ones.
 */
export async function expectTouchTargets(root: HTMLElement): Promise<void> {
  const small: string[] = [];
  for (const control of root.querySelectorAll<HTMLElement>(
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [tabindex="0"]',
  )) {
    const { width, height } = control.getBoundingClientRect();
    const hidden = width === 0 || height === 0 || control.closest('.sr-only');
    const inline = getComputedStyle(control).display === 'inline';
    if (!hidden && !inline && (width < 24 || height < 24))
      small.push(`${control.outerHTML.slice(0, 80)}… ${Math.round(width)}×${Math.round(height)}`);
  }
  await expect(small, 'controls smaller than 24 × 24 px').toEqual([]);
}

/**
 * The story inside a column like the panels' (a grid item in a flex row), where a wide child stretches the
 * column instead of scrolling, as a table did in the teacher's panel at 390 px.
 */
export const inPanelColumn: Decorator = (Story) => (
  <div className="flex">
    <div className="grid flex-1 gap-4">
      <Story />
    </div>
  </div>
);
