import { useState, type ReactNode } from "react";
import { TextInput } from "../../components/inputs";
import { formatDollarsInput, parseDollars } from "../../lib/format";

/** A whole-dollar amount, shown with thousands separators; saved as a number (null when cleared). */
export function DollarsInput({
  label,
  hint,
  value,
  max,
  onSave,
  error,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: number | null | undefined;
  max: number;
  onSave: (value: number | null) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState(formatDollarsInput(value));
  return (
    <TextInput
      label={label}
      hint={hint}
      prefix="$"
      inputMode="numeric"
      maxLength={14}
      className="max-w-80"
      value={text}
      error={error}
      onValueChange={(raw) => {
        const amount = parseDollars(raw);
        const capped = amount === null ? null : Math.min(amount, max);
        setText(formatDollarsInput(capped));
        onSave(capped);
      }}
    />
  );
}
