import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-router",
      "@tanstack/react-query",
      "react-aria-components",
      "i18next",
      "react-i18next",
      "lucide-react",
      "zod",
    ],
  },
  server: { watch: { ignored: ["**/build/**", "**/.react-router/**"] } },
});
