import type en from "../en/shell";
import app from "./shell/app";
import chrome from "./shell/chrome";
import dashboard from "./shell/dashboard";
import home from "./shell/home";
import legal from "./shell/legal";
import meta from "./shell/meta";
import pages from "./shell/pages";

export default {
  ...chrome,
  ...app,
  ...dashboard,
  ...meta,
  ...home,
  ...pages,
  ...legal,
} satisfies typeof en;
