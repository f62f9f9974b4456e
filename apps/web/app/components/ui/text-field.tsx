import type { Ref } from "react";
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components";

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
      <Label className="font-medium text-slate-800 dark:text-slate-100">{label}</Label>
      <Input
        ref={inputRef}
        placeholder={placeholder}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-200 data-[invalid]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      {description ? (
        <Text slot="description" className="text-sm text-slate-600 dark:text-slate-300">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-red-700 dark:text-red-400">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
