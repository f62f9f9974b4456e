export default function Page() {
  return <main data-testid="dashboard">dashboard</main>;
}
