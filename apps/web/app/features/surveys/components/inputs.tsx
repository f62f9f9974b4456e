import { useId, type InputHTMLAttributes, type ReactNode } from "react";

/**
 * Native form controls for the survey, styled large: clients are often older people on phones. Every control
 * has a visible label, its hint and error are tied to it with aria-describedby, and an error marks it invalid
 * (the screen focuses the first invalid control when Next is refused, so the error is read out with it).
 * Native inputs keep the page light (no widget library on the survey path).
 */

const focusRing =
  "focus-visible:border-[var(--survey-outline)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--survey-outline)]";
const inputClass = `block w-full min-h-14 min-w-0 rounded-xl border-2 border-slate-500 bg-white px-4 text-lg text-slate-900 placeholder:text-slate-600 aria-[invalid=true]:border-red-700 ${focusRing}`;

function describedBy(...ids: unknown[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === "string" && id !== "").join(" ");
  return list || undefined;
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 flex items-start gap-2 text-lg font-medium text-red-700">
      <span aria-hidden="true">⚠</span>
      <span>{children}</span>
    </p>
  );
}

type TTextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "className"> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Words before the box, e.g. "$". */
  prefix?: string;
  className?: string;
};

export function TextInput({ label, value, onValueChange, hint, error, prefix, className = "", id, ...rest }: TTextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={`mt-6 ${className}`}>
      <label htmlFor={inputId} className="block text-lg font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-lg text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 flex items-center gap-2">
        {prefix ? (
          <span aria-hidden="true" className="text-xl font-semibold text-slate-700">
            {prefix}
          </span>
        ) : null}
        <input
          id={inputId}
          className={inputClass}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && hintId, error && errorId)}
          {...rest}
        />
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function TextArea({
  label,
  value,
  onValueChange,
  hint,
  maxLength,
  name,
}: {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  maxLength?: number;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="mt-6">
      <label htmlFor={id} className="block text-lg font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-lg text-slate-700">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={5}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`mt-2 block w-full rounded-xl border-2 border-slate-500 bg-white p-4 text-lg text-slate-900 ${focusRing}`}
      />
    </div>
  );
}

export type TOption = { value: string; label: ReactNode; description?: ReactNode };

export function SelectInput({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  hint,
  id,
  ...rest
}: {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  id?: string;
  name?: string;
  autoComplete?: string;
  required?: boolean;
}) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className="mt-6">
      <label htmlFor={selectId} className="block text-lg font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${selectId}-hint`} className="mt-1 text-lg text-slate-700">
          {hint}
        </p>
      ) : null}
      <select
        id={selectId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${selectId}-hint`, error && `${selectId}-error`)}
        className={`${inputClass} mt-2`}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <FieldError id={`${selectId}-error`}>{error}</FieldError> : null}
    </div>
  );
}

const cardClass =
  "flex min-h-14 cursor-pointer items-center gap-4 rounded-xl border-2 border-slate-500 bg-white px-4 py-3 text-lg text-slate-900 hover:border-[var(--survey-outline)] has-checked:border-[var(--survey-outline)] has-checked:bg-[var(--survey-light)] has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-[var(--survey-outline)]";
/** The native box inside a card: the card draws the focus ring, the box takes the theme colour. */
const boxClass = "size-6 shrink-0 accent-[var(--survey-primary)] focus-visible:outline-none";

/** One choice among several, as large cards (radio buttons in a fieldset with a legend). */
export function ChoiceCards({
  legend,
  hint,
  name,
  options,
  value,
  onValueChange,
  error,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  name: string;
  options: readonly TOption[];
  value: string | null | undefined;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      className="mt-6"
      aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-lg text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3">
        {options.map((option) => (
          <label key={option.value} className={cardClass}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className={boxClass}
            />
            <span>
              <span className="block">{option.label}</span>
              {option.description ? <span className="block text-base text-slate-700">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** Any number of choices, as large cards (checkboxes in a fieldset with a legend). */
export function CheckboxCards({
  legend,
  legendHidden,
  hint,
  options,
  values,
  onToggle,
  error,
  children,
}: {
  legend: ReactNode;
  /** When the screen's heading already asks the question: the legend is for screen readers only. */
  legendHidden?: boolean;
  hint?: ReactNode;
  options: readonly TOption[];
  values: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  error?: string | null | undefined;
  /** Shown under an option while it is ticked (a follow-up question). */
  children?: (value: string) => ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className="mt-6"
      aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={legendHidden ? "sr-only" : "text-lg font-semibold text-slate-900"}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-lg text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3">
        {options.map((option) => {
          const checked = values.includes(option.value);
          const followUp = checked ? children?.(option.value) : null;
          return (
            <div key={option.value}>
              <label className={cardClass}>
                <input
                  type="checkbox"
                  value={option.value}
                  checked={checked}
                  onChange={(event) => onToggle(option.value, event.target.checked)}
                  className={boxClass}
                />
                <span>
                  <span className="block">{option.label}</span>
                  {option.description ? <span className="block text-base text-slate-700">{option.description}</span> : null}
                </span>
              </label>
              {followUp ? <div className="mt-3 ml-4 border-l-4 border-slate-200 pl-4">{followUp}</div> : null}
            </div>
          );
        })}
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** A single yes-style checkbox (e.g. consent to be contacted). */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
}: {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <label className={cardClass}>
      <input type="checkbox" checked={checked} onChange={(event) => onCheckedChange(event.target.checked)} className={boxClass} />
      <span>{label}</span>
    </label>
  );
}
