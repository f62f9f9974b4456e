import type { ReactNode } from "react";
import { useTranslation } from "../../../../i18n/react";
import { ScreenLayout } from "../../components/screen-layout";
import { agentWords } from "../../lib/agent-words";
import type { TScreenProps } from "../screen-props";

/** A screen of words only (what comes next and why), with an optional list of things to have at hand. */
export function IntroScreen({ props, body, items }: { props: TScreenProps; body: readonly string[]; items?: readonly string[] }) {
  const { t } = useTranslation("surveys");
  return (
    <ScreenLayout {...props} title={t(`titles.${props.screen}`)} intro={body.map((line) => <p key={line}>{line}</p>) as ReactNode}>
      {items?.length ? (
        <ul className="mt-6 space-y-3 rounded-xl bg-[var(--survey-light)] p-5 text-lg">
          {items.map((item) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden="true" className="font-bold text-[var(--survey-primary)]">
                ✓
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </ScreenLayout>
  );
}

/** Strings of an intro screen: `screens.<id>.body` and `screens.<id>.items` (arrays), with the agent's name. */
export function useIntroStrings(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const list = (key: string) => t(key, { returnObjects: true, ...agentWords(t, props.link) }) as unknown;
  const asList = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
  return {
    body: asList(list(`screens.${props.screen}.body`)),
    items: asList(list(`screens.${props.screen}.items`)),
  };
}
