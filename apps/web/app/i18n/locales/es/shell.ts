import type en from "../en/shell";
import app from "./shell/app";
import chrome from "./shell/chrome";

export default {
  ...chrome,
  ...app,
} satisfies typeof en;
