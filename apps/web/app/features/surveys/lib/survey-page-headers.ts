import type { HeadersArgs } from "react-router";

/** A survey page's answer takes its loader's Cache-Control and Set-Cookie (the survey session cookie; decision 022). */
export function surveyPageHeaders({ loaderHeaders, parentHeaders }: HeadersArgs): Headers {
  const merged = new Headers(parentHeaders);
  for (const [name, value] of loaderHeaders) {
    if (name.toLowerCase() === "set-cookie") merged.append(name, value);
    else merged.set(name, value);
  }
  return merged;
}
