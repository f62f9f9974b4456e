import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { authKeys } from "../api/get-profile";
import { UserProvider, useUser } from "./user-provider";

function ShowUser() {
  const { user, isLoading, error } = useUser();
  return <p>{isLoading ? "loading" : error ? `error ${error.status}` : (user?.email ?? "signed out")}</p>;
}

describe("useUser", () => {
  it("throws a plain message when used without its provider", () => {
    expect(() => renderToString(<ShowUser />)).toThrow("You forgot to wrap your app in <UserProvider>");
  });

  it("exposes the loaded session: a user, or none when signed out", () => {
    const client = createQueryClient();
    client.setQueryData(authKeys.me, null);
    const html = renderToString(
      <QueryClientProvider client={client}>
        <UserProvider>
          <ShowUser />
        </UserProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain("signed out");
  });

  it("is loading until the profile has been fetched", () => {
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <UserProvider>
          <ShowUser />
        </UserProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain("loading");
  });
});
