import { Alert } from "../../../components/ui/alert";

/** An announced error under a form, with an id fields can point at (aria-describedby). */
export function FormMessage({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div id={id}>
      <Alert tone="error">{message}</Alert>
    </div>
  );
}
