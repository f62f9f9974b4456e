import { readFileSync } from "node:fs";
import path from "node:path";
import { ZDoctorResult, ZHospitalResult, ZPharmacyResult } from "@planready/contracts/lookups";
import { z } from "zod";

/** Where the shipped data lives (apps/api/data/lookups); see the README there. */
export const OFFLINE_DATA_DIR = path.resolve(import.meta.dirname, "../../../data/lookups");

const ZDrugEntry = z
  .object({
    name: z.string().min(1),
    rxcui: z.string().regex(/^\d+$/).optional(),
    /** Brand names that share this generic's products. */
    brands: z.array(z.string().min(1)).optional(),
    /** For a brand listed on its own: its generic name. */
    generic: z.string().min(1).optional(),
    forms: z.array(z.object({ dosage_form: z.string().min(1), strengths: z.array(z.string().min(1)).min(1) })).min(1),
  })
  .strict();
export type DrugEntry = z.infer<typeof ZDrugEntry>;

const ZDataset = z.object({
  drugs: z.object({ drugs: z.array(ZDrugEntry) }),
  pharmacies: z.object({ pharmacies: z.array(ZPharmacyResult.strict()) }),
  doctors: z.object({ doctors: z.array(ZDoctorResult.strict()) }),
  hospitals: z.object({ hospitals: z.array(ZHospitalResult.strict()) }),
});

export type OfflineDataset = {
  drugs: DrugEntry[];
  pharmacies: z.infer<typeof ZPharmacyResult>[];
  doctors: z.infer<typeof ZDoctorResult>[];
  hospitals: z.infer<typeof ZHospitalResult>[];
};

let loaded: OfflineDataset | undefined;

/** Reads and validates the shipped files once per process; a broken file names itself and the bad field. */
export function loadOfflineDataset(dir = OFFLINE_DATA_DIR): OfflineDataset {
  if (dir === OFFLINE_DATA_DIR && loaded) return loaded;
  const read = (name: string): unknown => JSON.parse(readFileSync(path.join(dir, `${name}.json`), "utf8"));
  const parsed = ZDataset.safeParse({
    drugs: read("drugs"),
    pharmacies: read("pharmacies"),
    doctors: read("doctors"),
    hospitals: read("hospitals"),
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`The offline look-up data in ${dir} is invalid:\n${issues}`);
  }
  const dataset: OfflineDataset = {
    drugs: parsed.data.drugs.drugs,
    pharmacies: parsed.data.pharmacies.pharmacies,
    doctors: parsed.data.doctors.doctors,
    hospitals: parsed.data.hospitals.hospitals,
  };
  if (dir === OFFLINE_DATA_DIR) loaded = dataset;
  return dataset;
}
