/**
 * The closing-cost estimator, as a chunk that only /fees/real-estate loads (React.lazy). The tax
 * tables it is checked against are on their own page, /knowledge/real-estate/land-transfer-tax,
 * which renders them without React.
 */
export { ClosingCostEstimator } from "./closing-cost-estimator";
