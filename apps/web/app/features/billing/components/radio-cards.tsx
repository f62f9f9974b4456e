import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Label, Radio, RadioGroup, Text } from "react-aria-components";

export type RadioCardOption<T extends string> = { value: T; label: ReactNode; detail?: ReactNode; isDisabled?: boolean };

type RadioCardsProps<T extends string> = {
  label: string;
  value: T | null;
  onChange: (value: T) => void;
  options: readonly RadioCardOption<T>[];
  description?: string;
  name: string;
  columns?: string;
};

/** A choice among a few options, each a large card (radio semantics, arrow keys move between them). */
export function RadioCards<T extends string>({
  label,
  value,
  onChange,
  options,
  description,
  name,
  columns = "sm:grid-cols-2",
}: RadioCardsProps<T>) {
  return (
    <RadioGroup value={value} onChange={(next) => onChange(next as T)} name={name} className="flex flex-col gap-3">
      <Label className="text-lg font-semibold text-slate-900 dark:text-white">{label}</Label>
      {description ? (
        <Text slot="description" className="-mt-2 text-slate-600 dark:text-slate-300">
          {description}
        </Text>
      ) : null}
      <div className={`grid gap-3 ${columns}`}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled ?? false}
            className="group relative flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-200 bg-white p-4 transition-colors outline-none hover:border-brand-300 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[focus-visible]:ring-4 data-[focus-visible]:ring-brand-300 data-[selected]:border-brand-600 data-[selected]:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:data-[selected]:border-brand-400 dark:data-[selected]:bg-brand-950"
          >
            <span
              aria-hidden
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-400 group-data-[selected]:border-brand-600 group-data-[selected]:bg-brand-600 dark:group-data-[selected]:border-brand-400"
            >
              <span className="size-2 rounded-full bg-white opacity-0 group-data-[selected]:opacity-100" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900 dark:text-white">{option.label}</span>
              {option.detail ? <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">{option.detail}</span> : null}
            </span>
            <CircleCheck aria-hidden className="hidden size-5 shrink-0 text-brand-700 group-data-[selected]:block dark:text-brand-300" />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
