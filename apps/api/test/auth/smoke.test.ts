import { describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/app.ts";
import { signUp } from "../helpers/users.ts";

describe("smoke", () => {
  it("signs up", async () => {
    const { app } = await createTestApp();
    const user = await signUp(app);
    console.log(user.profile);
    expect(user.profile.user_type).toBe("Admin");
  });
});
