import type { TAgentSite, TSplashLinksResponse } from "@planready/contracts/agent-sites";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";
import { invalidFieldPaths, problemCode, problemMessage } from "../../../lib/problem-message";
import { useUser } from "../../auth/components/user-provider";
import { mySiteQueryOptions, splashLinksQueryOptions } from "../api/my-site";
import { checkSiteUrl, useDeleteSite, useSaveSite } from "../api/save-site";
import { draftOf, inputOf, viewOf, type TSiteDraft } from "../lib/site-draft";
import { ImageUpload } from "./image-upload";
import { LinkPicker } from "./link-picker";
import { ReferralCountsPanel } from "./referral-counts-panel";
import { SharePanel } from "./share-panel";
import { SiteBody } from "./site-body";
import { Section, SiteTextFields } from "./site-form-fields";
import { ThemeChoice } from "./theme-choice";

/** `/splash-pages`: the agent's page, built with a live preview; once saved, its address, QR code and counts. */
export function SplashBuilderPage({ baseUrl }: { baseUrl: string }) {
  const { t } = useTranslation("splash");
  const { user } = useUser();
  const site = useQuery({ ...mySiteQueryOptions(user?.id ?? ""), enabled: !!user });
  const links = useQuery({ ...splashLinksQueryOptions(user?.org_id ?? ""), enabled: !!user?.org_id });
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold">{t("builder.title")}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{t("builder.intro")}</p>
      <p className="mt-2">
        <Link
          to={paths.splashReviews}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
        >
          {t("builder.reviewsLink")}
        </Link>
      </p>
      {site.isError ? (
        <Alert tone="error" className="mt-4">
          {t("builder.loadError")}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void site.refetch()}>
            {t("builder.retry")}
          </button>
        </Alert>
      ) : site.data === undefined ? null : (
        <SiteEditor
          userId={user.id}
          site={site.data}
          links={links.data?.links ?? []}
          profile={{ first_name: user.first_name, last_name: user.last_name, email: user.email }}
          baseUrl={baseUrl}
        />
      )}
    </div>
  );
}

type TEditorProps = {
  userId: string;
  site: TAgentSite | null;
  links: TSplashLinksResponse["links"];
  profile: { first_name: string | null; last_name: string | null; email: string };
  baseUrl: string;
};

function SiteEditor({ userId, site, links, profile, baseUrl }: TEditorProps) {
  const { t } = useTranslation("splash");
  const [draft, setDraft] = useState<TSiteDraft>(() => draftOf(site, profile));
  const [urlState, setUrlState] = useState<{ message: string | null; error: string | null }>({ message: null, error: null });
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const save = useSaveSite(userId, site?.id ?? null);
  const remove = useDeleteSite(userId, site?.id ?? "");
  const set = <K extends keyof TSiteDraft>(key: K, value: TSiteDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === "unique_url") setUrlState({ message: null, error: null });
  };
  const checkUrl = () => {
    if (!draft.unique_url || draft.unique_url === site?.unique_url) return;
    setUrlState({ message: t("builder.urlChecking"), error: null });
    const check = async () => {
      const answer = await checkSiteUrl(draft.unique_url);
      if (!answer) setUrlState({ message: null, error: null });
      else if (answer.unique) setUrlState({ message: t("builder.urlFree"), error: null });
      else setUrlState({ message: null, error: t(answer.reason === "taken" ? "errors.urlTaken" : "errors.urlInvalid") });
    };
    void check();
  };
  const submit = () => {
    setStatus(null);
    save.mutate(inputOf(draft), {
      onSuccess: () => setStatus({ tone: "success", text: t("builder.saved") }),
      onError: (error) => {
        const urlRefused = problemCode(error) === "CONFLICT" || invalidFieldPaths(error).includes("body.unique_url");
        if (urlRefused)
          setUrlState({ message: null, error: t(problemCode(error) === "CONFLICT" ? "errors.urlTaken" : "errors.urlInvalid") });
        setStatus({ tone: "error", text: problemMessage(error, t, "builder.saveError", { CONFLICT: "errors.urlTaken" }) });
      },
    });
  };
  const view = viewOf(draft, site, links);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <form
        className="flex min-w-0 flex-col gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SiteTextFields draft={draft} set={set} urlMessage={urlState.message} urlError={urlState.error} onUrlBlur={checkUrl} />
        <Section title={t("builder.sections.links")}>
          <LinkPicker links={links} value={draft.link_ids} onChange={(ids) => set("link_ids", ids)} />
        </Section>
        <Section title={t("builder.sections.look")}>
          <ThemeChoice value={draft.theme_color} onChange={(value) => set("theme_color", value)} />
          <ImageUpload userId={userId} siteId={site?.id ?? null} kind="headshot" current={view.headshot_image_url} />
          <ImageUpload userId={userId} siteId={site?.id ?? null} kind="logo" current={view.logo_image_url} />
        </Section>
        <div className="flex flex-wrap items-center gap-3">
          <NativeButton type="submit" isLoading={save.isPending}>
            {site ? t("builder.save") : t("builder.create")}
          </NativeButton>
          {site ? (
            <NativeButton
              variant="ghost"
              isLoading={remove.isPending}
              onPress={() => {
                if (window.confirm(t("builder.deleteConfirm")))
                  remove.mutate(undefined, {
                    onError: (error) => setStatus({ tone: "error", text: problemMessage(error, t, "builder.saveError") }),
                  });
              }}
            >
              {t("builder.delete")}
            </NativeButton>
          ) : null}
        </div>
        <output aria-live="polite">{status ? <Alert tone={status.tone}>{status.text}</Alert> : null}</output>
      </form>
      <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-20 lg:self-start" aria-label={t("builder.preview")}>
        <section>
          <h2 className="text-xl font-semibold">{t("builder.preview")}</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("builder.previewHint")}</p>
          <div
            inert
            className="mt-2 overflow-hidden rounded-2xl border border-slate-300 bg-white p-4 shadow-sm"
            data-testid="splash-preview"
          >
            <SiteBody site={view} hrefFor={(url) => `/${url}`} preview />
          </div>
        </section>
        {site ? <SharePanel site={site} baseUrl={baseUrl} /> : null}
        {site ? <ReferralCountsPanel siteId={site.id} /> : null}
      </aside>
    </div>
  );
}
