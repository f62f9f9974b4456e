import { afterAll, describe, expect, it } from "vitest";
import { createBoundaryLinter } from "../../../scripts/lint-boundary-cases.ts";

/**
 * Modules reach each other only through their service (and the pure who-may rules of their policy); commands also
 * use repositories inside the transaction they own; the shared layers import no module (.oxlintrc.json, decision
 * 012). The real linter runs with the repository's configuration over small files laid out like apps/api/src.
 */
const { refusedImports, cleanup } = createBoundaryLinter();
afterAll(cleanup);

const uses = (...specifiers: string[]) =>
  [
    ...specifiers.map((specifier, i) => `import * as m${i} from "${specifier}";`),
    `export const used = [${specifiers.map((_, i) => `m${i}`).join(", ")}];`,
  ].join("\n");

describe("the API's module boundaries", () => {
  it("refuses a module reaching into another module's repository, presenter, routes or row types", () => {
    const refused = refusedImports({
      "apps/api/src/modules/billing/checkout.service.ts": uses(
        "../links/links.repository.ts",
        "../links/links.presenter.ts",
        "../links/links.routes.ts",
        "../../modules/orgs/orgs.repository.ts",
        "../../cli/seed.ts",
      ),
    });
    expect(refused.toSorted()).toEqual(
      [
        "../../cli/seed.ts",
        "../../modules/orgs/orgs.repository.ts",
        "../links/links.presenter.ts",
        "../links/links.repository.ts",
        "../links/links.routes.ts",
      ].toSorted(),
    );
  });

  it("refuses the shared layers importing a module, a command or a plugin, and a plugin a repository", () => {
    const refused = refusedImports({
      "apps/api/src/core/deps.ts": uses("../modules/links/links.service.ts"),
      "apps/api/src/lib/app-error.ts": uses("../commands/submit-survey.ts"),
      "apps/api/src/jobs/job-runner.ts": uses("../plugins/auth.ts"),
      "apps/api/src/integrations/mail/mailer.ts": uses("../../modules/users/users.service.ts"),
      "apps/api/src/plugins/auth.ts": uses("../modules/users/users.repository.ts"),
      "apps/api/src/commands/submit-survey.ts": uses("../modules/links/links.presenter.ts"),
    });
    expect(refused.toSorted()).toEqual(
      [
        "../../modules/users/users.service.ts",
        "../commands/submit-survey.ts",
        "../modules/links/links.presenter.ts",
        "../modules/links/links.service.ts",
        "../modules/users/users.repository.ts",
        "../plugins/auth.ts",
      ].toSorted(),
    );
  });

  it("lets through services, policies, the module's own files, shared layers and a command's repositories", () => {
    const refused = refusedImports({
      "apps/api/src/modules/billing/checkout.service.ts": uses(
        "../links/links.service.ts",
        "../links/links.policy.ts",
        "./billing.repository.ts",
        "../../core/deps.ts",
        "../../lib/app-error.ts",
        "../../db/client.ts",
      ),
      "apps/api/src/commands/submit-survey.ts": uses(
        "../modules/responses/responses.repository.ts",
        "../modules/notifications/notifications.service.ts",
      ),
      "apps/api/src/plugins/auth.ts": uses("../modules/users/users.service.ts", "../core/actor.ts"),
    });
    expect(refused).toEqual([]);
  });
});
