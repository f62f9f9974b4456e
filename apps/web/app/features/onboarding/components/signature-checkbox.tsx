import { Check } from "lucide-react";
import { Checkbox } from "react-aria-components";

/**
 * The signature of the Terms step: a checkbox whose label shows the signer's full name in a handwriting
 * style, so ticking it reads as signing.
 */
export function SignatureCheckbox({
  isSelected,
  onChange,
  prompt,
  name,
  isDisabled,
}: {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  prompt: string;
  name: string;
  isDisabled?: boolean;
}) {
  return (
    <Checkbox
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled ?? false}
      className="group flex min-h-16 cursor-pointer items-center gap-4 rounded-lg border-2 border-slate-300 bg-white px-4 py-3 outline-none data-[focus-visible]:ring-4 data-[focus-visible]:ring-brand-300 data-[selected]:border-brand-600 dark:border-slate-600 dark:bg-slate-900"
    >
      <span
        aria-hidden
        className="flex size-7 shrink-0 items-center justify-center rounded-md border-2 border-slate-500 group-data-[selected]:border-brand-600 group-data-[selected]:bg-brand-600"
      >
        <Check className="size-5 text-white opacity-0 group-data-[selected]:opacity-100" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm text-slate-600 dark:text-slate-300">{prompt}</span>
        <span
          className="border-b border-slate-400 pb-0.5 text-3xl break-words text-brand-800 dark:text-brand-200"
          style={{ fontFamily: '"Segoe Script", "Snell Roundhand", "Brush Script MT", "Lucida Handwriting", cursive', fontStyle: "italic" }}
        >
          {name}
        </span>
      </span>
    </Checkbox>
  );
}
