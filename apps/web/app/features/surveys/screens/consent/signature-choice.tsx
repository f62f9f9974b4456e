import { useTranslation } from "../../../../i18n/react";
import { ChoiceCards } from "../../components/inputs";
import { SignaturePad } from "../../components/signature-pad";
import type { TSignatureMethod } from "./consent-request";

/**
 * The one thing signing asks: draw in the box, or, for people who cannot draw (keyboard and screen-reader users,
 * shaky hands), sign with the printed name typed above. A choice of two large cards; only the chosen way shows.
 * Typed, the name is shown as the signature it becomes, and changes as the name field does.
 */
export function SignatureChoice({
  name,
  method,
  onMethodChange,
  onDrawingChange,
  error,
}: {
  /** The signer's printed name (the field above): the signature when typed. */
  name: string;
  method: TSignatureMethod;
  onMethodChange: (method: TSignatureMethod) => void;
  onDrawingChange: (path: string | null) => void;
  error: string | null;
}) {
  const { t } = useTranslation("surveys");
  return (
    <>
      <ChoiceCards
        legend={t("consent.signature.method")}
        name="signature-method"
        value={method}
        options={[
          { value: "draw", label: t("consent.signature.draw"), description: t("consent.signature.drawHint") },
          { value: "type", label: t("consent.signature.type"), description: t("consent.signature.typeHint") },
        ]}
        onValueChange={(value) => onMethodChange(value === "type" ? "type" : "draw")}
      />
      {method === "draw" ? (
        <SignaturePad
          label={t("consent.signature.label")}
          hint={t("consent.signature.hint")}
          error={error}
          onChange={onDrawingChange}
          words={{
            placeholder: t("consent.signature.placeholder"),
            drawn: t("consent.signature.drawn"),
            empty: t("consent.signature.empty"),
            clear: t("consent.signature.clear"),
          }}
        />
      ) : (
        <div className="mt-6">
          <p className="text-lg font-semibold text-slate-900">{t("consent.signature.label")}</p>
          <p className="mt-2 flex min-h-20 items-center rounded-xl border-2 border-slate-500 bg-white px-6 font-serif text-3xl break-words text-slate-900 italic">
            {name.trim() || <span className="font-sans text-lg text-slate-700 not-italic">{t("consent.signature.typedEmpty")}</span>}
          </p>
          <p className="mt-2 text-base text-slate-700">{t("consent.signature.typedMeaning")}</p>
        </div>
      )}
    </>
  );
}
