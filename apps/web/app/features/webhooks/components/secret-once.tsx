import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";

/** A secret shown this once (a signing secret or an API key), selectable, with the words that say so. */
export function SecretOnce({
  title,
  text,
  done,
  secret,
  onDone,
}: {
  title: string;
  text: string;
  done: string;
  secret: string;
  onDone: () => void;
}) {
  return (
    <Alert tone="success">
      <output className="flex flex-col gap-2">
        <p className="font-semibold">{title}</p>
        <p>{text}</p>
        <code
          data-testid="shown-secret"
          className="block break-all rounded-lg bg-white px-3 py-2 font-mono text-sm text-slate-900 select-all dark:bg-slate-950 dark:text-white"
        >
          {secret}
        </code>
        <div>
          <NativeButton variant="secondary" onPress={onDone}>
            {done}
          </NativeButton>
        </div>
      </output>
    </Alert>
  );
}
