import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { esDialog } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { buttonVariants } from '../button/button-variants';
import { startsWithOwnSymbol } from './own-symbol';

const alertVariants = cva(
  'relative flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-foreground text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-info/50 bg-info/10 [&>svg]:text-info',
        success: 'border-success/50 bg-success/10 [&>svg]:text-success',
        warning: 'border-warning/50 bg-warning/10 [&>svg]:text-warning',
        danger: 'border-danger/50 bg-danger/10 [&>svg]:text-danger',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons = {
  info: InfoIcon,
  success: CircleCheckIcon,
  warning: TriangleAlertIcon,
  danger: CircleAlertIcon,
} as const;

type AlertProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    /** Optional heading line above the message. */
    title?: ReactNode;
    /** When given, a close button is shown; the parent removes the alert (or hides it) in this callback. */
    onDismiss?: () => void;
  };

/**
 * A message box. Danger and warning interrupt a screen reader (role="alert"); info and success wait their
 * turn (role="status"). Pass `role` to override. `className` is appended without resolving conflicting
 * utilities: no `cn`/tailwind-merge, which would cost every alert (and the test runner) about 8 KB gzip.
 * A text message that starts with its own symbol ('⚠️ …') is shown without the variant's icon.
 */
function Alert({ className, variant, title, onDismiss, role, children, ...props }: AlertProps) {
  const { close } = useStrings('dialog', esDialog);
  const tone = variant ?? 'info';
  const Icon = icons[tone];
  return (
    <div
      data-slot="alert"
      data-variant={tone}
      role={role ?? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status')}
      className={clsx(alertVariants({ variant: tone }), className)}
      {...props}
    >
      {startsWithOwnSymbol(children) ? null : <Icon aria-hidden="true" />}
      <div data-slot="alert-body" className="grid min-w-0 flex-1 gap-1">
        {title && (
          <p data-slot="alert-title" className="font-semibold leading-snug">
            {title}
          </p>
        )}
        <div data-slot="alert-description" className="leading-relaxed [&_p]:leading-relaxed">
          {children}
        </div>
      </div>
      {onDismiss && (
        <button
          data-slot="alert-dismiss"
          type="button"
          // The ghost icon button without its size-10, which size-8 replaces.
          className={clsx(buttonVariants({ variant: 'ghost', size: null }), '-my-1.5 -mr-2 size-8 text-sm')}
          aria-label={close}
          onClick={onDismiss}
        >
          <XIcon aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

export { Alert, type AlertProps, alertVariants };
