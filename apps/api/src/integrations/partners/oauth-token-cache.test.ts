import { describe, expect, it } from "vitest";
import { createTokenCache } from "./oauth-token-cache.ts";
import type { PartnerHttp } from "./partner-http.ts";

/** A token endpoint that counts its calls and hands out numbered tokens valid `lifetimeS`. */
function tokenEndpoint(lifetimeS = 3600) {
  const calls: { url: string; authorization: string | undefined }[] = [];
  const http: PartnerHttp = {
    async request(url, init) {
      calls.push({ url, authorization: init.headers?.authorization });
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { status: 200, json: { access_token: `token-${calls.length}`, expires_in: lifetimeS } };
    },
  };
  return { http, calls };
}
const client = { tokenUrl: "http://partner.test/oauth/token", clientId: "agent-7", clientSecret: "s3cret-value" };

describe("OAuth client-credentials token cache", () => {
  it("fetches one token for concurrent and later calls, with the client's credentials", async () => {
    const { http, calls } = tokenEndpoint();
    const cache = createTokenCache(http);
    const tokens = await Promise.all([cache.get(client), cache.get(client), cache.get(client)]);
    expect(tokens).toEqual(["token-1", "token-1", "token-1"]);
    expect(await cache.get(client)).toBe("token-1");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBe(`Basic ${Buffer.from("agent-7:s3cret-value").toString("base64")}`);
  });

  it("fetches a new token shortly before the old one expires, and after it is invalidated", async () => {
    let now = 1_000_000;
    const { http, calls } = tokenEndpoint(600);
    const cache = createTokenCache(http, () => now);
    expect(await cache.get(client)).toBe("token-1");
    now += 500_000; // 500 s of 600: still outside the minute's margin
    expect(await cache.get(client)).toBe("token-1");
    now += 50_000; // 550 s: inside the margin
    expect(await cache.get(client)).toBe("token-2");
    cache.invalidate(client);
    expect(await cache.get(client)).toBe("token-3");
    expect(calls).toHaveLength(3);
  });

  it("keeps tokens apart per client and per secret", async () => {
    const { http, calls } = tokenEndpoint();
    const cache = createTokenCache(http);
    await cache.get(client);
    await cache.get({ ...client, clientSecret: "rotated-secret" });
    await cache.get({ ...client, clientId: "agent-8" });
    expect(calls).toHaveLength(3);
  });
});
