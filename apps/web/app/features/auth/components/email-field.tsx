import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/ui/text-field";

/** The email field of every sign-in form: the right keyboard on phones, autofill, errors announced. */
export function EmailField({
  value,
  onChange,
  errorMessage,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | null | undefined;
  /** The form's first field takes the focus when the page opens (the login page). */
  autoFocus?: boolean;
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
      autoFocus={autoFocus}
    />
  );
}
