import { describe, expect, it } from 'vitest';
import { siteButtonVariants } from './site-button';

describe('siteButtonVariants', () => {
  it('is a medium primary button by default', () => {
    const classes = siteButtonVariants().split(' ');
    expect(classes).toContain('bg-primary');
    expect(classes).toContain('min-h-10');
    expect(classes).not.toContain('border');
  });

  it('combines the variant and the size asked for', () => {
    const classes = siteButtonVariants({ variant: 'outline', size: 'lg' }).split(' ');
    expect(classes).toContain('border');
    expect(classes).toContain('min-h-11');
    expect(classes).not.toContain('bg-primary');
    expect(classes).not.toContain('min-h-10');
  });
});
