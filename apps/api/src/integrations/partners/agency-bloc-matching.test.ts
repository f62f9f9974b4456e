import { describe, expect, it } from "vitest";
import { matchContact } from "./agency-bloc-matching.ts";

const client = { first_name: "José", last_name: "Núñez", email: "Jose.Nunez@Example.org", phone: "3055550142" };

describe("matchContact: the CRM contact a submission updates", () => {
  it("matches by email first, whatever the case", () => {
    const contacts = [
      { id: "by-phone", first_name: "Jose", last_name: "Nunez", phone: "(305) 555-0142" },
      { id: "by-email", first_name: "J", last_name: "N", email: "jose.nunez@example.org " },
    ];
    expect(matchContact(contacts, client)?.id).toBe("by-email");
  });

  it("then by phone digits with the same first and last name (accents and case aside)", () => {
    const contacts = [{ id: "c1", first_name: "JOSE", last_name: "nunez", email: "old@example.org", phone: "+1 305-555-0142" }];
    expect(matchContact(contacts, client)?.id).toBe("c1");
  });

  it("never by phone alone: a spouse sharing the number is another contact", () => {
    const contacts = [{ id: "spouse", first_name: "María", last_name: "Núñez", phone: "3055550142" }];
    expect(matchContact(contacts, client)).toBeNull();
    expect(matchContact(contacts, { ...client, email: null, first_name: null })).toBeNull();
  });

  it("finds nothing in an empty list", () => {
    expect(matchContact([], client)).toBeNull();
  });
});
