import { useId, type ComponentProps, type ReactNode } from "react";
import { checkboxClass, fieldControlClass, fieldErrorClass, fieldHintClass, fieldLabelClass } from "./field-styles";

/** What a field hands its control: its id, the ids of its hint and error, and whether it is invalid. */
export type TFieldControlProps = { id: string; "aria-describedby": string | undefined; "aria-invalid": true | undefined };

type FieldProps = {
  label: ReactNode;
  /** Said under the control and read with it. */
  hint?: ReactNode;
  /** Said under the control and read with it; marks the control invalid. */
  error?: string | null | undefined;
  /** The control's id; one is made when none is given. */
  id?: string;
  className?: string;
  /** The control, given the props that tie it to the label, hint and error. */
  children: (control: TFieldControlProps) => ReactNode;
};

/**
 * A labelled form field around a native control: `<label for>`, the hint and the error under it, both named by the
 * control's `aria-describedby`, and `aria-invalid` while there is an error. Works in plain GET forms before the
 * page's script runs. `<Field label="ZIP">{(control) => <Input {...control} name="zip" />}</Field>`
 */
export function Field({ label, hint, error, id, className = "", children }: FieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={controlId} className={fieldLabelClass}>
        {label}
      </label>
      {children({ id: controlId, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <p id={hintId} className={fieldHintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A native text input in the form kit's look. */
export function Input({ className = "", ...props }: ComponentProps<"input">) {
  return <input {...props} className={`${fieldControlClass} ${className}`} />;
}

/** A native select in the form kit's look. */
export function Select({ className = "", ...props }: ComponentProps<"select">) {
  return <select {...props} className={`${fieldControlClass} ${className}`} />;
}

/** A native text area in the form kit's look. */
export function TextArea({ className = "", ...props }: ComponentProps<"textarea">) {
  return <textarea {...props} className={`${fieldControlClass} py-2 ${className}`} />;
}

/** A native checkbox; with `children`, a whole row (at least 44 px high) that is its label. */
export function Checkbox({ className = "", children, ...props }: Omit<ComponentProps<"input">, "type">) {
  const box = <input {...props} type="checkbox" className={`${checkboxClass} ${children ? "" : className}`} />;
  if (!children) return box;
  return (
    <label className={`flex min-h-11 items-center gap-3 ${className}`}>
      {box}
      {children}
    </label>
  );
}
