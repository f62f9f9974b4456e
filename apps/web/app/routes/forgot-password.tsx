export default function Page() {
  return <main data-testid="forgot-password">forgot-password</main>;
}
