import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Button, FieldError, Group, Input, Label, Text, TextField } from "react-aria-components";
import { fieldErrorClass, fieldHintClass, fieldLabelClass } from "../../../components/ui/field-styles";

type PasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** "current-password" on sign-in, "new-password" where one is chosen (lets password managers help). */
  autoComplete: "current-password" | "new-password";
  description?: string;
  errorMessage?: string | undefined;
  name?: string;
};

/** A password input with a show/hide toggle: typing a long password blind on a phone is error-prone. */
export function PasswordField({ label, value, onChange, autoComplete, description, errorMessage, name = "password" }: PasswordFieldProps) {
  const { t } = useTranslation("auth");
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      name={name}
      value={value}
      onChange={onChange}
      type={visible ? "text" : "password"}
      autoComplete={autoComplete}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      className="flex flex-col gap-1.5"
    >
      <Label className={fieldLabelClass}>{label}</Label>
      <Group className="flex min-h-11 items-center rounded-lg border border-slate-300 bg-white focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-200 data-[invalid]:border-red-600 dark:border-slate-600 dark:bg-slate-900">
        <Input className="min-h-11 min-w-0 flex-1 rounded-lg bg-transparent px-3 text-base text-slate-900 outline-none dark:text-slate-100" />
        <Button
          aria-label={visible ? t("fields.hidePassword") : t("fields.showPassword")}
          aria-pressed={visible}
          onPress={() => setVisible((v) => !v)}
          className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-600 outline-none hover:text-brand-700 focus-visible:ring-4 focus-visible:ring-brand-300 dark:text-slate-300"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={fieldHintClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldErrorClass}>{errorMessage}</FieldError>
    </TextField>
  );
}
