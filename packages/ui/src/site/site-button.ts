/*
 * The look of components/button's `buttonVariants` (primary, outline; sm, md, lg) for links and buttons
 * on the public site. Kept apart on purpose when button.tsx still merged classes with tailwind-merge
 * (about 8 KB gzip, a tenth of the home page's JavaScript budget; `cn` is plain clsx since decision 124);
 * plain lookups also spare cva's runtime.
 * See docs/decisions/041-public-site-without-tailwind-merge-and-lucide-runtime.md.
 */
const base =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0";

const variants = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
  outline: 'border border-input bg-background text-foreground hover:bg-muted',
};

const sizes = {
  sm: 'h-9 whitespace-nowrap px-3',
  md: 'min-h-10 px-4 py-2',
  lg: 'min-h-11 px-6 py-2 text-base',
};

export interface SiteButtonVariants {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/** Class names for a button-looking link or button: primary and medium unless told otherwise. */
export function siteButtonVariants({ variant = 'primary', size = 'md' }: SiteButtonVariants = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
