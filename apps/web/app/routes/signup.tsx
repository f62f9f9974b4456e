export default function Page() {
  return <main data-testid="signup">signup</main>;
}
