import { describe, expect, it } from "vitest";
import { timeZoneForPlace, timeZoneForZip } from "./zip-time-zones.ts";

describe("the time zone of a ZIP code", () => {
  it("maps whole states to their zone, Hawaii and Arizona to theirs without DST", () => {
    expect(timeZoneForZip("10001")).toBe("America/New_York"); // New York, NY
    expect(timeZoneForZip("60601")).toBe("America/Chicago"); // Chicago, IL
    expect(timeZoneForZip("80202")).toBe("America/Denver"); // Denver, CO
    expect(timeZoneForZip("94103")).toBe("America/Los_Angeles"); // San Francisco, CA
    expect(timeZoneForZip("96813")).toBe("Pacific/Honolulu"); // Honolulu, HI
    expect(timeZoneForZip("85004")).toBe("America/Phoenix"); // Phoenix, AZ
    expect(timeZoneForZip("86515")).toBe("America/Denver"); // Window Rock, AZ: the Navajo Nation keeps DST
    expect(timeZoneForZip("86001")).toBe("America/Phoenix"); // Flagstaff, AZ
    expect(timeZoneForZip("99501")).toBe("America/Anchorage"); // Anchorage, AK
    expect(timeZoneForZip("99546")).toBe("America/Adak"); // Adak, AK (Hawaii–Aleutian time)
  });

  it("maps the territories by their ZIP ranges", () => {
    expect(timeZoneForZip("96910")).toBe("Pacific/Guam"); // Hagåtña, Guam
    expect(timeZoneForZip("96950")).toBe("Pacific/Guam"); // Saipan, Northern Mariana Islands
    expect(timeZoneForZip("00901")).toBe("America/Puerto_Rico"); // San Juan, PR
    expect(timeZoneForZip("00802")).toBe("America/Puerto_Rico"); // St. Thomas, USVI
    expect(timeZoneForZip("96799")).toBe("Pacific/Pago_Pago"); // American Samoa
  });

  it("maps split states by county", () => {
    expect(timeZoneForZip("46312")).toBe("America/Chicago"); // East Chicago, Lake County, IN
    expect(timeZoneForZip("47708")).toBe("America/Chicago"); // Evansville, Vanderburgh County, IN
    expect(timeZoneForZip("46204")).toBe("America/Indiana/Indianapolis"); // Indianapolis, IN
    expect(timeZoneForZip("42101")).toBe("America/Chicago"); // Bowling Green, Warren County, KY
    expect(timeZoneForZip("40202")).toBe("America/New_York"); // Louisville, KY
    expect(timeZoneForZip("37902")).toBe("America/New_York"); // Knoxville, TN
    expect(timeZoneForZip("37203")).toBe("America/Chicago"); // Nashville, TN
    expect(timeZoneForZip("32501")).toBe("America/Chicago"); // Pensacola, Escambia County, FL
    expect(timeZoneForZip("32301")).toBe("America/New_York"); // Tallahassee, FL
    expect(timeZoneForZip("32456")).toBe("America/New_York"); // Port St. Joe, Gulf County, FL (the county's Eastern part)
    expect(timeZoneForZip("32465")).toBe("America/Chicago"); // Wewahitchka, Gulf County, FL
    expect(timeZoneForZip("49801")).toBe("America/Menominee"); // Iron Mountain, Dickinson County, MI
    expect(timeZoneForZip("49855")).toBe("America/Detroit"); // Marquette, MI
    expect(timeZoneForZip("79901")).toBe("America/Denver"); // El Paso, TX
    expect(timeZoneForZip("67735")).toBe("America/Denver"); // Goodland, Sherman County, KS
    expect(timeZoneForZip("69361")).toBe("America/Denver"); // Scottsbluff, NE
    expect(timeZoneForZip("58601")).toBe("America/Denver"); // Dickinson, Stark County, ND
    expect(timeZoneForZip("57701")).toBe("America/Denver"); // Rapid City, Pennington County, SD
    expect(timeZoneForZip("57501")).toBe("America/Chicago"); // Pierre, Hughes County, SD
    expect(timeZoneForZip("83814")).toBe("America/Los_Angeles"); // Coeur d'Alene, Kootenai County, ID
    expect(timeZoneForZip("83702")).toBe("America/Boise"); // Boise, ID
    expect(timeZoneForZip("97914")).toBe("America/Boise"); // Ontario, Malheur County, OR
    expect(timeZoneForZip("97201")).toBe("America/Los_Angeles"); // Portland, OR
  });

  it("reads ZIP+4, places an unlisted ZIP code by its neighbours, and answers null for what is not a ZIP code", () => {
    expect(timeZoneForZip("10001-1234")).toBe("America/New_York");
    expect(timeZoneForZip(" 96813 ")).toBe("Pacific/Honolulu");
    expect(timeZoneForZip("1000")).toBeNull();
    expect(timeZoneForZip("99999x")).toBeNull();
    expect(timeZoneForZip("")).toBeNull();
  });

  it("spells counties loosely (St./Saint, County, census areas)", () => {
    expect(timeZoneForPlace("SD", "Oglala Lakota County")).toBe("America/Denver");
    expect(timeZoneForPlace("IN", "St. Joseph")).toBe("America/Indiana/Indianapolis");
    expect(timeZoneForPlace("IN", "LaPorte County")).toBe("America/Chicago");
    expect(timeZoneForPlace("ZZ", "Nowhere")).toBeNull();
  });
});
