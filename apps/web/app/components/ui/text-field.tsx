import type { Ref } from "react";
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components";
import { fieldControlClass, fieldErrorClass, fieldHintClass, fieldLabelClass } from "./field-styles";

export type TextFieldProps = Omit<AriaTextFieldProps, "className"> & {
  label: string;
  description?: string;
  /** A message shown under the field and announced; also marks the field invalid. */
  errorMessage?: string | null;
  placeholder?: string;
  className?: string;
  /** The input element, e.g. to move focus to it. */
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled text input with description and error, accessible by construction. */
export function TextField({ label, description, errorMessage, placeholder, className = "", inputRef, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={!!errorMessage || props.isInvalid} className={`flex flex-col gap-1.5 ${className}`}>
      <Label className={fieldLabelClass}>{label}</Label>
      <Input ref={inputRef} placeholder={placeholder} className={fieldControlClass} />
      {description ? (
        <Text slot="description" className={fieldHintClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldErrorClass}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
