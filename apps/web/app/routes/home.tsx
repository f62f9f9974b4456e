import { HomeFinalCta } from "../features/site/components/home/home-final-cta";
import { HomeHero } from "../features/site/components/home/home-hero";
import { HomeFeatures, HomeHowItWorks, HomeLines } from "../features/site/components/home/home-sections";
import { PublicLayout } from "../features/site/components/public-layout";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/home";

export const handle = { i18n: ["shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "shell", "home", { titleSuffix: false });

/** The landing page for agents: value, how it works, the lines of business, and sign-up. */
export default function Home() {
  return (
    <PublicLayout>
      <HomeHero />
      <HomeHowItWorks />
      <HomeLines />
      <HomeFeatures />
      <HomeFinalCta />
    </PublicLayout>
  );
}
