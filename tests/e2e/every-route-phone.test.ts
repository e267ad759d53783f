import { everyRouteSuite } from "./every-route";

// Every public route and the not-found page at 390 px, each opened once (./every-route.ts).
everyRouteSuite(390);
