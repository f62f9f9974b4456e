import { ChevronLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";

/** A settings page's heading and introduction, with the way back to the settings index above it. */
export function SettingsHeader({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation("settings");
  return (
    <header className="flex flex-col gap-2">
      <Link
        to={paths.settings.overview}
        className="inline-flex min-h-11 w-fit items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
      >
        <ChevronLeft aria-hidden className="size-4" />
        {t("back")}
      </Link>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <p className="text-lg text-slate-600 dark:text-slate-300">{intro}</p>
    </header>
  );
}

/** One part of a settings page: a card with its heading. */
export function SettingsSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900 dark:text-white">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** What the last save did, announced politely; empty keeps its place so the page does not jump. */
export function SavedNote({ message, testId }: { message: string | null; testId?: string }) {
  return (
    <output data-testid={testId} className="block min-h-6 text-sm font-medium text-green-800 dark:text-green-300">
      {message}
    </output>
  );
}

/** A failed save, announced at once. */
export function SaveError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
