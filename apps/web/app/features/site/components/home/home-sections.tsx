import {
  ClipboardList,
  HeartPulse,
  Inbox,
  Languages,
  Lock,
  PanelsTopLeft,
  Send,
  Share2,
  ShieldPlus,
  Stethoscope,
  Users,
  Accessibility,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "../../../../i18n/react";
import { useList } from "../../hooks/use-content";

type Item = { title: string; body: string };

const stepIcons: LucideIcon[] = [ClipboardList, Share2, Inbox];
const lineIcons: LucideIcon[] = [Stethoscope, ShieldPlus, HeartPulse];
const featureIcons: LucideIcon[] = [Languages, Accessibility, Lock, PanelsTopLeft, Send, Users];

function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{lead}</p> : null}
    </div>
  );
}

export function HomeHowItWorks() {
  const { t } = useTranslation("shell");
  const steps = useList<Item>("home.steps");
  return (
    <section aria-labelledby="home-how" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading id="home-how" title={t("home.howTitle")} lead={t("home.howLead")} />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => {
          const Icon = stepIcons[index] ?? ClipboardList;
          return (
            <li
              key={step.title}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900 dark:text-white">
                <span className="text-brand-700 dark:text-brand-300">{index + 1}. </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{step.body}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function HomeLines() {
  const { t } = useTranslation("shell");
  const lines = useList<Item>("home.lines");
  return (
    <section aria-labelledby="home-lines" className="bg-slate-50 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionHeading id="home-lines" title={t("home.linesTitle")} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {lines.map((line, index) => {
            const Icon = lineIcons[index] ?? Stethoscope;
            return (
              <li
                key={line.title}
                className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800"
              >
                <Icon aria-hidden className="size-8 text-brand-600 dark:text-brand-300" />
                <h3 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{line.title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{line.body}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function HomeFeatures() {
  const { t } = useTranslation("shell");
  const features = useList<Item>("home.features");
  return (
    <section aria-labelledby="home-features" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading id="home-features" title={t("home.featuresTitle")} />
      <ul className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature, index) => {
          const Icon = featureIcons[index] ?? Lock;
          return (
            <li key={feature.title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
                <Icon aria-hidden className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{feature.title}</h3>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{feature.body}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
