import { Field as ChakraField } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** The control: a Chakra `Input`, `Textarea`, `PasswordInput`… (they pick up ids and aria from the field). */
  children: ReactNode;
  helpText?: ReactNode;
  /** When set, the field is invalid and the text is announced through aria-describedby. */
  errorText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
}

export function Field({
  label,
  children,
  helpText,
  errorText,
  required,
  disabled,
  readOnly,
  id,
}: FieldProps) {
  const invalid = Boolean(errorText);
  return (
    <ChakraField.Root
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      ids={id ? { control: id } : undefined}
    >
      <ChakraField.Label>
        {label}
        <ChakraField.RequiredIndicator />
      </ChakraField.Label>
      {children}
      {helpText && !invalid ? <ChakraField.HelperText>{helpText}</ChakraField.HelperText> : null}
      {invalid ? <ChakraField.ErrorText>{errorText}</ChakraField.ErrorText> : null}
    </ChakraField.Root>
  );
}
