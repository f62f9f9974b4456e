import type { TConsentText } from "@planready/contracts/surveys/consent-text-shape";
import type { TSoaProduct } from "@planready/contracts/surveys/consent-records";
import { useId } from "react";
import { FieldError } from "../../components/inputs";

/**
 * The products of the Scope of Appointment as large checkbox cards. Each checkbox is named by the product alone;
 * the form's descriptions (six paragraphs for Medicare Advantage) are its description, read after the name rather
 * than as part of it every time the box takes the focus.
 */
export function SoaProducts({
  legend,
  hint,
  products,
  values,
  onToggle,
  error,
}: {
  legend: string;
  hint: string;
  products: TConsentText["products"];
  values: readonly TSoaProduct[];
  onToggle: (product: TSoaProduct, checked: boolean) => void;
  error: string | null;
}) {
  const id = useId();
  return (
    <fieldset
      className="mt-6"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      <p id={`${id}-hint`} className="mt-1 text-base text-slate-700">
        {hint}
      </p>
      <div className="mt-3 grid gap-3">
        {products.map((product) => {
          const checked = values.includes(product.id);
          return (
            <div
              key={product.id}
              className={`rounded-xl border-2 bg-white px-4 py-3 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-[var(--survey-outline)] ${
                checked ? "border-[var(--survey-outline)] bg-[var(--survey-light)]" : "border-slate-500"
              }`}
            >
              <label className="flex min-h-11 cursor-pointer items-center gap-4 text-lg font-semibold text-slate-900">
                <input
                  type="checkbox"
                  value={product.id}
                  checked={checked}
                  aria-describedby={`${id}-${product.id}`}
                  onChange={(event) => onToggle(product.id, event.target.checked)}
                  className="size-6 shrink-0 accent-[var(--survey-primary)] focus-visible:outline-none"
                />
                {product.label}
              </label>
              <div id={`${id}-${product.id}`} className="mt-2 flex flex-col gap-2 pl-10 text-base text-slate-700">
                {product.descriptions.map((description) => (
                  <p key={description}>{description}</p>
                ))}
              </div>
            </div>
          );
        })}
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
