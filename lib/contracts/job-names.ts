export const GENERATE_CONTRACT_JOB = "contracts.generate";
