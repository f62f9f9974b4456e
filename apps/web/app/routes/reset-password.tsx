export default function Page() {
  return <main data-testid="reset-password">reset-password</main>;
}
