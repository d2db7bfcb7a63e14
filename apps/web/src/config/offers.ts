/**
 * The figures SPEC §9 has every marketing page quote: starting prices of the services (whole rupees,
 * shown with formatRupees) and the fixed claims. One place, so no page can drift from another.
 */
export const SERVICE_PRICES = {
  laptopsFrom: 25_000,
  hardwareRepair: 500,
  softwareServices: 300,
  laptopMaintenance: 200,
  cctvInstallation: 15_000,
  cctvMonitoringPerMonth: 2_000,
  cctvRemoteAccessPerMonth: 500,
  cctvMaintenancePerVisit: 1_000,
  gmailBusinessPerUserPerMonth: 125,
  seoPerMonth: 15_000,
  socialMediaPerMonth: 10_000,
  ppcPerMonth: 20_000,
  analyticsPerMonth: 5_000,
} as const;

export const CLAIMS = {
  repairTurnaround: '24–48 hours',
  workspaceStoragePerUser: '30GB',
  meetParticipants: 100,
  personalLoanTenure: '12–60 months',
  homeLoanTenure: 'up to 30 years',
  lifeCoverUpTo: '₹10 Crore',
} as const;
