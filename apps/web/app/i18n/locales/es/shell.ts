import type en from "../en/shell";
import chrome from "./shell/chrome";

export default {
  ...chrome,
} satisfies typeof en;
