/**
 * The closing-cost estimator and the land transfer tax tables, as one chunk that only
 * /fees/real-estate loads (React.lazy): the tax schedules they share travel once, with them.
 */
export { ClosingCostEstimator } from "./closing-cost-estimator";
export { LandTransferTaxSchedules } from "./land-transfer-tax-schedules";
