import { Button } from "./button";
import { fieldErrorClass } from "./field-styles";

type FormFooterProps = {
  /** What went wrong with the last save, announced. */
  error: string | null;
  saving: boolean;
  saveLabel: string;
  cancelLabel: string;
  onCancel: () => void;
};

/** The end of an in-place editor's form: what went wrong, if anything, then Save (submits) and Cancel. */
export function FormFooter({ error, saving, saveLabel, cancelLabel, onCancel }: FormFooterProps) {
  return (
    <>
      {error ? (
        <p role="alert" className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={saving}>
          {saveLabel}
        </Button>
        <Button variant="ghost" onPress={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </>
  );
}
