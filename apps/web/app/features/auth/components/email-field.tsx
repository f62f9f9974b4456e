import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/ui/text-field";

/** The email field of every sign-in form: the right keyboard on phones, autofill, errors announced. */
export function EmailField({
  value,
  onChange,
  errorMessage,
}: {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | null | undefined;
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
    />
  );
}
