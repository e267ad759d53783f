import { visualSuite } from "./visual";

// Every public route at 390 px against its baseline (tests/support/visual.ts).
visualSuite(390);
