import { describe, expect, it } from "vitest";
import { isTwilioSignatureValid, parseFormParams, twilioSignature } from "./twilio-signature.ts";

// Twilio's documented example (its signature-validation snippets, twilio.com/docs/usage/webhooks/webhooks-security):
// auth token 12345, this URL and these parameters sign to these values.
const token = "12345";
const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
const params = { CallSid: "CA1234567890ABCDE", Caller: "+14158675309", Digits: "1234", From: "+14158675309", To: "+18005551212" };

describe("Twilio's request signature", () => {
  it("matches Twilio's documented examples", () => {
    expect(twilioSignature(token, url, params)).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
    expect(twilioSignature(token, url, { ...params, Caller: "+14158675310", From: "+14158675310" })).toBe("GvWf1cFY/Q7PnoempGyD5oXAezc=");
  });

  it("accepts the documented signature and refuses any change to the URL, a parameter, the token or the signature", () => {
    expect(isTwilioSignatureValid(token, "RSOYDt4T1cUTdK1PDd93/VVr8B8=", url, params)).toBe(true);
    expect(isTwilioSignatureValid(token, "RSOYDt4T1cUTdK1PDd93/VVr8B8=", "https://mycompany.com/myapp.php?foo=1&bar=3", params)).toBe(
      false,
    );
    expect(isTwilioSignatureValid(token, "RSOYDt4T1cUTdK1PDd93/VVr8B8=", url, { ...params, Digits: "1235" })).toBe(false);
    expect(isTwilioSignatureValid(token, "RSOYDt4T1cUTdK1PDd93/VVr8B8=", url, { ...params, Extra: "" })).toBe(false);
    expect(isTwilioSignatureValid("54321", "RSOYDt4T1cUTdK1PDd93/VVr8B8=", url, params)).toBe(false);
    expect(isTwilioSignatureValid(token, "RSOYDt4T1cUTdK1PDd93/VVr8B9=", url, params)).toBe(false);
    expect(isTwilioSignatureValid(token, "", url, params)).toBe(false);
    expect(isTwilioSignatureValid(token, undefined, url, params)).toBe(false);
  });

  it("accepts a signature made over the URL with or without the default port", () => {
    const withPort = twilioSignature(token, "https://mycompany.com:443/myapp.php?foo=1&bar=2", params);
    expect(isTwilioSignatureValid(token, withPort, url, params)).toBe(true);
    expect(
      isTwilioSignatureValid(token, twilioSignature(token, url, params), "https://mycompany.com:443/myapp.php?foo=1&bar=2", params),
    ).toBe(true);
    const otherPort = twilioSignature(token, "https://mycompany.com:8443/myapp.php?foo=1&bar=2", params);
    expect(isTwilioSignatureValid(token, otherPort, url, params)).toBe(false);
  });

  it("signs a repeated parameter with each of its values, sorted, and reads them back from a form body", () => {
    const form = parseFormParams("Body=STOP&MediaUrl=b&MediaUrl=a&From=%2B15552010000");
    expect(form).toEqual({ Body: "STOP", MediaUrl: ["b", "a"], From: "+15552010000" });
    expect(twilioSignature(token, url, form)).toBe(
      twilioSignature(token, url, { Body: "STOP", From: "+15552010000", MediaUrl: ["a", "b"] }),
    );
    expect(twilioSignature(token, url, form)).not.toBe(twilioSignature(token, url, { Body: "STOP", From: "+15552010000", MediaUrl: "a" }));
  });
});
