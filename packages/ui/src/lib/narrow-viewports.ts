import { expect } from 'storybook/test';

/**
 * The phone widths every screen must fit from (issue 14): a story sets `parameters: narrowViewports` and
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
}
