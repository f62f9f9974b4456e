export default function Page() {
  return <main data-testid="onboarding.agent">onboarding.agent</main>;
}
