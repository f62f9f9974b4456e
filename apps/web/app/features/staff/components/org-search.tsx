import { useTranslation } from "../../../i18n/react";
import { Form, Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Field, Input } from "../../../components/ui/form-field";
import { buttonClasses } from "../../../components/ui/button-classes";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { formatDate } from "../../../lib/format";
import { problemMessage } from "../../../lib/problem-message";
import { useOrgSearch } from "../api/orgs";
import { ConsoleHeading } from "./console-frame";

/** `/internal/orgs?q=`: agencies by name or a user's email (a plain GET form, so the address keeps the search). */
export function OrgSearch() {
  const { t, i18n } = useTranslation("staff");
  const [params] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  const search = useOrgSearch(q);
  return (
    <>
      <ConsoleHeading intro={t("orgs.privacy")}>{t("orgs.title")}</ConsoleHeading>
      <Form method="get" className="mb-6 flex max-w-2xl flex-wrap items-end gap-3">
        <Field label={t("orgs.search")} hint={t("orgs.searchHint")} className="min-w-0 flex-1 basis-64">
          {(control) => <Input {...control} type="search" name="q" defaultValue={q} minLength={2} maxLength={200} />}
        </Field>
        <button type="submit" className={buttonClasses("primary", "md", "mb-6")}>
          {t("orgs.searchButton")}
        </button>
      </Form>
      {q.length < 2 ? null : search.isPending ? (
        <Spinner label={t("orgs.title")} className="py-10" />
      ) : search.isError ? (
        <Alert tone="error">{problemMessage(search.error, t, "staff:orgs.loadError")}</Alert>
      ) : search.data.orgs.length === 0 ? (
        <p>{t("orgs.none")}</p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          data-testid="org-results"
        >
          {search.data.orgs.map((org) => (
            <li key={org.id}>
              <Link to={paths.internal.org(org.id)} className="flex flex-col gap-0.5 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800">
                <span className="font-semibold">{org.name ?? t("orgs.unnamed")}</span>
                <span className="text-sm break-all text-slate-600 dark:text-slate-300">
                  {[
                    t("orgs.users", { count: org.user_count }),
                    org.admin_email ? t("orgs.admin", { email: org.admin_email }) : null,
                    t("orgs.created", { date: formatDate(org.created_at, i18n.language) }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
