export default function Page() {
  return <main data-testid="login">login</main>;
}
