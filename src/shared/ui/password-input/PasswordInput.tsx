import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { forwardRef, useState } from 'react';

export type PasswordInputProps = Omit<InputProps, 'type'>;

/** A password input with a show/hide toggle; works inside `Field` (ids and aria come from the field). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { size, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ paddingInlineEnd: '1' }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          colorPalette="gray"
          // The name says what a press does; a pressed state besides it would contradict it ('Hide, pressed').
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((value) => !value)}
          disabled={props.disabled}
          // On a prerendered sign-in page the press loads the app, which repeats it.
        >
          {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </IconButton>
      }
    >
      <Input
        ref={ref}
        size={size}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        {...props}
      />
    </InputGroup>
  );
});
