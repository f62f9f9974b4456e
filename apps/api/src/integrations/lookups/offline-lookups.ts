import type { TDrugResult } from "@planready/contracts/lookups";
import type { Lookups } from "./lookups.ts";
import { loadOfflineDataset, type DrugEntry, type OfflineDataset } from "./offline-dataset.ts";
import { matchScore, rank, withoutTitles, zipProximity, type SearchText } from "./offline-search.ts";

type Candidate<T> = { result: T; text: SearchText };

/** One search result per generic and one per brand name, each findable by the other's name too. */
export function drugCandidates(entries: DrugEntry[]): Candidate<TDrugResult>[] {
  return entries.flatMap((entry) => {
    const strengths = entry.forms.flatMap((form) => form.strengths.map((strength) => ({ strength, dosage_form: form.dosage_form })));
    const described = entry.forms.map((form) => `${form.dosage_form} ${form.strengths.join(" ")}`).join(" ");
    if (entry.generic) {
      return [
        {
          result: { name: `${entry.name} (${entry.generic})`, strengths },
          text: { primary: entry.name, secondary: `${entry.generic} ${described}` },
        },
      ];
    }
    const brands = entry.brands ?? [];
    const generic: Candidate<TDrugResult> = {
      result: { name: entry.name, ...(entry.rxcui ? { rxcui: entry.rxcui } : {}), strengths },
      text: { primary: entry.name, secondary: `${brands.join(" ")} ${described}` },
    };
    const branded = brands.map((brand) => ({
      result: { name: `${brand} (${entry.name.toLowerCase()})`, strengths },
      text: { primary: brand, secondary: `${entry.name} ${described}` },
    }));
    return [generic, ...branded];
  });
}

/** The built-in look-ups: searches the data shipped in apps/api/data/lookups, no network. */
export function createOfflineLookups(dataset: OfflineDataset = loadOfflineDataset()): Lookups {
  const drugs = drugCandidates(dataset.drugs);
  const answer = <T>(results: T[]) => ({ results, source: "offline" as const });

  return {
    name: "offline",
    async searchDrugs({ q }) {
      return answer(rank(drugs.map((c) => ({ item: c.result, name: c.result.name, score: matchScore(q, c.text) }))));
    },

    async searchPharmacies({ q, zip }) {
      if (q === undefined) {
        // A ZIP code alone lists the pharmacies of that area, nearest first, then those that deliver by mail.
        return answer(
          rank(
            dataset.pharmacies.map((p) => {
              const proximity = zipProximity(p.zip, zip);
              return { item: p, name: p.name, proximity, score: proximity > 0 ? 2 : p.is_mail_order ? 1 : 0 };
            }),
          ),
        );
      }
      return answer(
        rank(
          dataset.pharmacies.map((p) => ({
            item: p,
            name: p.name,
            proximity: zipProximity(p.zip, zip),
            score: matchScore(q, { primary: p.name, secondary: p.city }),
          })),
        ),
      );
    },

    async searchDoctors({ q, zip, state }) {
      const name = withoutTitles(q);
      return answer(
        rank(
          dataset.doctors
            .filter((d) => !state || d.state === state)
            .map((d) => ({
              item: d,
              name: d.name,
              proximity: zipProximity(d.zip, zip),
              score: matchScore(name, { primary: d.name, secondary: `${d.specialty} ${d.city}` }),
            })),
        ),
      );
    },

    async searchHospitals({ q, zip, state }) {
      return answer(
        rank(
          dataset.hospitals
            .filter((h) => !state || h.state === state)
            .map((h) => ({
              item: h,
              name: h.name,
              proximity: zipProximity(h.zip, zip),
              score: matchScore(q, { primary: h.name, secondary: h.city }),
            })),
        ),
      );
    },
  };
}
