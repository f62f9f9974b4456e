import app from "./shell/app";
import chrome from "./shell/chrome";

/** The `shell` namespace: headers, footer, signed-in layout, public and content pages. Split by area to stay readable. */
export default {
  ...chrome,
  ...app,
};
