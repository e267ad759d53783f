import { visualSuite } from "./visual";

// Every public route at 1280 px against its baseline (tests/support/visual.ts).
visualSuite(1280);
