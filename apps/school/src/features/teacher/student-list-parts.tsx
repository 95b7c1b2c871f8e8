import { Button, cn, Input, Label } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { MessageSquareIcon, SearchIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';

/** The search box of both student lists (the panel's and the course page's). */
export function StudentSearch({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (query: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

/** A student's 'Mensaje' button, named with who it writes to. */
export function MessageStudentButton({
  fullName,
  ...props
}: { fullName: string } & Omit<ComponentProps<typeof Button>, 'children'>) {
  const { t } = useLingui();
  return (
    <Button type="button" size="sm" variant="outline" aria-label={t`Mensaje a ${fullName}`} {...props}>
      <MessageSquareIcon aria-hidden="true" />
      {t`Mensaje`}
    </Button>
  );
}
