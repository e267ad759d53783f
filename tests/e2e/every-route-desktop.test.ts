import { everyRouteSuite } from "./every-route";

// Every public route and the not-found page at 1280 px, each opened once (./every-route.ts).
everyRouteSuite(1280);
