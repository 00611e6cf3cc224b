import { Field as ChakraField } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

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
  /** The control's id (generated otherwise). */
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
  // Ark links an error only through aria-errormessage (weak screen reader support), so the error takes the
  // helper text's id while shown: the control is then described by it through aria-describedby.
  const describedById = `${useId()}-description`;
  return (
    <ChakraField.Root
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      id={id}
      ids={{ helperText: describedById }}
    >
      <ChakraField.Label>
        {label}
        <ChakraField.RequiredIndicator />
      </ChakraField.Label>
      {children}
      {helpText && !invalid ? <ChakraField.HelperText>{helpText}</ChakraField.HelperText> : null}
      {invalid ? <ChakraField.ErrorText id={describedById}>{errorText}</ChakraField.ErrorText> : null}
    </ChakraField.Root>
  );
}
