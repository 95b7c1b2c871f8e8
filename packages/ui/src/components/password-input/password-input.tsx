import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { esPasswordInput } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { Button } from '../button/button';
import { useFieldControl } from '../field/field';
import { Input } from '../input/input';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Controlled visibility: the login page hides the password again when its alert is closed. */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** The toggle's names, when the page has two password fields to tell apart. */
  showLabel?: string;
  hideLabel?: string;
};

/** A password input with a show/hide toggle. `className`, `ref` and the rest go to the <input>. */
function PasswordInput({
  className,
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  showLabel,
  hideLabel,
  ...props
}: PasswordInputProps) {
  const text = useStrings('passwordInput', esPasswordInput);
  const generatedId = useId();
  const controlProps = useFieldControl(props);
  const inputId = controlProps.id ?? generatedId;
  const [visible, setVisible] = useControllableState({
    value: visibleProp,
    defaultValue: defaultVisible,
    onChange: onVisibleChange,
  });

  return (
    <div data-slot="password-input" className="relative">
      <Input
        {...controlProps}
        id={inputId}
        type={visible ? 'text' : 'password'}
        className={cn('pr-11', className)}
      />
      <Button
        data-slot="password-input-toggle"
        type="button"
        variant={null}
        size="icon"
        className="absolute inset-y-0 right-0 h-full rounded-l-none text-muted-foreground hover:bg-muted hover:text-foreground"
        aria-label={visible ? (hideLabel ?? text.hide) : (showLabel ?? text.show)}
        aria-pressed={visible}
        aria-controls={inputId}
        disabled={controlProps.disabled}
        onClick={() => setVisible(!visible)}
      >
        {visible ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
      </Button>
    </div>
  );
}

export { PasswordInput, type PasswordInputProps };
