import type { Ref } from "react";
import { useTranslation } from "../../../i18n/react";
import { TextField } from "../../../components/ui/text-field";

/** The email field of every sign-in form: the right keyboard on phones, autofill, errors announced. */
export function EmailField({
  value,
  onChange,
  errorMessage,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | null | undefined;
  /** The input, e.g. to give it the focus. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation("auth");
  return (
    <TextField
      label={t("fields.email")}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      validationBehavior="aria"
      inputRef={inputRef}
    />
  );
}
