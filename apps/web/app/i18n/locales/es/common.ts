import type en from "../en/common";

export default {
  appName: "PlanReady",
  poweredBy: "Con la tecnología de PlanReady",
  loading: "Cargando",
  notFound: {
    title: "Página no encontrada",
    body: "No pudimos encontrar la página que busca. Puede que se haya movido o que la dirección tenga un error.",
    home: "Ir a la página de inicio",
  },
  maintenance: {
    title: "Nuestro sitio está en mantenimiento. ¡Vuelva a visitarnos pronto!",
  },
  error: {
    title: "Algo salió mal",
    body: "Inténtelo de nuevo. Si sigue ocurriendo, comuníquese con soporte e indique este código:",
    retry: "Intentar de nuevo",
  },
} satisfies typeof en;
