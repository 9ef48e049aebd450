// React Router's route config, generated from the shared route table: every page under the locale-site prefix.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { SITE_ROUTES } from "../shared/routes";
import { MODULES } from "./route-modules";


export default [
  route(":lang/:site", "routes/site.tsx", { id: "site" }, [
    // The document layer's page: the texts each page declares in its handle (client/document/page-texts.tsx).
    layout("document/page-texts.tsx", { id: "page" }, [
      ...SITE_ROUTES.map((r) =>
        r.path === "" ? index(MODULES[r.page], { id: r.id }) : route(r.path, MODULES[r.page], { id: r.id }),
      ),
    ]),
    route("*", "routes/not-found.tsx", { id: "site-not-found" }),
  ]),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
