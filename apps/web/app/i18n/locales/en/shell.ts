import app from "./shell/app";
import chrome from "./shell/chrome";
import dashboard from "./shell/dashboard";
import home from "./shell/home";
import legal from "./shell/legal";
import meta from "./shell/meta";
import pages from "./shell/pages";

/** The `shell` namespace: headers, footer, signed-in layout, public and content pages. Split by area to stay readable. */
export default {
  ...chrome,
  ...app,
  ...dashboard,
  ...meta,
  ...home,
  ...pages,
  ...legal,
};
