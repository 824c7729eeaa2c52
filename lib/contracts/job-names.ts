export const GENERATE_CONTRACT_JOB = "contracts.generate";
export const DOCUSIGN_POLL_JOB = "contracts.docusign-poll";
