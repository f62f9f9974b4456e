import { messageChannels, type TMessageChannel } from "@planready/contracts/compliance";
import { SUPPRESSION_NOTE_MAX, type TSuppression } from "@planready/contracts/suppressions";
import { useDeferredValue, useState, type FormEvent } from "react";
import { Alert } from "../../../components/ui/alert";
import { Field, Input, Select } from "../../../components/ui/form-field";
import { NativeButton as Button } from "../../../components/ui/native-button";
import { useTranslation } from "../../../i18n/react";
import { formatDate } from "../../../lib/format";
import { problemMessage } from "../../../lib/problem-message";
import { useAddSuppression, useRemoveSuppression, useSuppressions } from "../api/suppressions";

const cardClass = "flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900";

/**
 * The agency's do-not-contact list (docs/decisions/037-messaging-compliance.md), for the bulk-send settings pages:
 * every member reads it and adds to it; an entry comes off only through its author or an Admin, and what a person
 * asked for themselves (STOP, unsubscribe) stays.
 */
export function SuppressionListPanel() {
  const { t } = useTranslation("compliance");
  const [channel, setChannel] = useState<TMessageChannel | null>(null);
  const [search, setSearch] = useState("");
  const filter = { channel, search: useDeferredValue(search) };
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="suppressions-heading" className={cardClass} data-testid="suppression-list">
      <h2 id="suppressions-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("suppressions.title")}
      </h2>
      <p className="text-slate-600 dark:text-slate-300">{t("suppressions.intro")}</p>
      <AddForm onAdded={setNotice} />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{t("suppressions.filter.legend")}</legend>
          {([null, ...messageChannels] as const).map((value) => (
            <label key={value ?? "all"} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2">
              <input type="radio" name="suppression-channel" checked={channel === value} onChange={() => setChannel(value)} />
              {t(`suppressions.filter.${value ?? "all"}`)}
            </label>
          ))}
        </fieldset>
        <Field label={t("suppressions.search.label")} className="sm:ml-auto sm:w-72">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={search}
              placeholder={t("suppressions.search.placeholder")}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Entries filter={filter} onRemoved={setNotice} />
    </section>
  );
}

function Entries({
  filter,
  onRemoved,
}: {
  filter: { channel: TMessageChannel | null; search: string };
  onRemoved: (notice: string) => void;
}) {
  const { t, i18n } = useTranslation("compliance");
  const query = useSuppressions(filter);
  const remove = useRemoveSuppression();
  if (query.isPending) return <p className="text-slate-600 dark:text-slate-300">{t("suppressions.loading")}</p>;
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{problemMessage(query.error, t, "suppressions.loadFailed")}</p>
        <Button variant="ghost" onPress={() => void query.refetch()}>
          {t("suppressions.retry")}
        </Button>
      </Alert>
    );
  }
  const entries = query.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <p className="text-slate-600 dark:text-slate-300">
        {t(filter.search || filter.channel ? "suppressions.noMatch" : "suppressions.empty")}
      </p>
    );
  }
  const removeEntry = (entry: TSuppression) =>
    remove.mutate(entry.id, { onSuccess: () => onRemoved(t("suppressions.removed", { address: entry.address })) });
  return (
    <>
      {remove.isError ? <Alert tone="error">{problemMessage(remove.error, t, "suppressions.removeFailed")}</Alert> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("suppressions.title")}</caption>
          <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("suppressions.columns.address")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("suppressions.columns.channel")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("suppressions.columns.how")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("suppressions.columns.added")}
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">{t("suppressions.columns.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-100 align-top dark:border-slate-800">
                <th scope="row" className="py-2 pr-3 font-medium break-all text-slate-900 dark:text-white">
                  {entry.address}
                </th>
                <td className="py-2 pr-3 text-slate-700 dark:text-slate-200">{t(`suppressions.channel.${entry.channel}`)}</td>
                <td className="py-2 pr-3 text-slate-700 dark:text-slate-200">
                  <span className="block">{howItCame(entry, t)}</span>
                  {entry.reason !== "opted_out" ? <span className="block">{t(`suppressions.reason.${entry.reason}`)}</span> : null}
                  {entry.source === "agency" && entry.detail ? (
                    <span className="block text-slate-600 dark:text-slate-300">{t("suppressions.note", { note: entry.detail })}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap text-slate-700 dark:text-slate-200">
                  {formatDate(entry.created_at, i18n.language)}
                </td>
                <td className="py-2 text-right">
                  {entry.removable ? (
                    <Button
                      variant="ghost"
                      aria-label={t("suppressions.removeLabel", { address: entry.address })}
                      isLoading={remove.isPending && remove.variables === entry.id}
                      onPress={() => removeEntry(entry)}
                    >
                      {t("suppressions.remove")}
                    </Button>
                  ) : entry.source !== "agency" ? (
                    <span className="text-slate-600 dark:text-slate-300">{t("suppressions.recipientOnly")}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage ? (
        <Button variant="secondary" className="self-start" isLoading={query.isFetchingNextPage} onPress={() => void query.fetchNextPage()}>
          {t("suppressions.more")}
        </Button>
      ) : null}
    </>
  );
}

type TT = ReturnType<typeof useTranslation>["t"];

function howItCame(entry: TSuppression, t: TT): string {
  switch (entry.source) {
    case "sms_keyword":
      return entry.detail ? t("suppressions.source.sms_keyword", { keyword: entry.detail }) : t("suppressions.source.sms_keywordPlain");
    case "agency":
      return entry.added_by ? t("suppressions.source.agency", { name: entry.added_by }) : t("suppressions.source.agencyFormer");
    default:
      return t(`suppressions.source.${entry.source}`);
  }
}

function AddForm({ onAdded }: { onAdded: (notice: string) => void }) {
  const { t } = useTranslation("compliance");
  const add = useAddSuppression();
  const [channel, setChannel] = useState<TMessageChannel>("email");
  const [address, setAddress] = useState("");
  const [note, setNote] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { channel, address, ...(note.trim() ? { note } : {}) },
      {
        onSuccess: (entry) => {
          onAdded(t("suppressions.add.added", { address: entry.address }));
          setAddress("");
          setNote("");
        },
      },
    );
  }

  const fieldError = add.error ? problemMessage(add.error, t, "suppressions.add.failed") : null;
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 sm:p-4 dark:bg-slate-800/50"
      aria-labelledby="suppression-add-heading"
    >
      <h3 id="suppression-add-heading" className="font-semibold text-slate-900 dark:text-white">
        {t("suppressions.add.title")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <Field label={t("suppressions.add.channel")}>
          {(control) => (
            <Select {...control} value={channel} onChange={(e) => setChannel(e.target.value as TMessageChannel)}>
              {messageChannels.map((value) => (
                <option key={value} value={value}>
                  {t(`suppressions.channel.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t("suppressions.add.address")} hint={t("suppressions.add.addressHint")} error={fieldError}>
          {(control) => (
            <Input
              {...control}
              required
              autoComplete="off"
              type={channel === "email" ? "email" : "tel"}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={t("suppressions.add.note")} hint={t("suppressions.add.noteHint")}>
        {(control) => <Input {...control} maxLength={SUPPRESSION_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <Button type="submit" className="self-start" isLoading={add.isPending}>
        {add.isPending ? t("suppressions.add.adding") : t("suppressions.add.submit")}
      </Button>
    </form>
  );
}
