export default {
  appName: "PlanReady",
  poweredBy: "Powered by PlanReady",
  loading: "Loading",
  notFound: {
    title: "Page not found",
    body: "We could not find the page you were looking for. It may have moved, or the address may have a typo.",
    home: "Go to the home page",
  },
  maintenance: {
    title: "Our site is currently under maintenance. Check back again soon!",
  },
  error: {
    title: "Something went wrong",
    body: "Please try again. If it keeps happening, contact support and mention this code:",
    retry: "Try again",
  },
};
