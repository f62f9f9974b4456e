export default function Page() {
  return <main data-testid="onboarding.agency">onboarding.agency</main>;
}
