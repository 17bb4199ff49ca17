// The reversal credentials the simulator accepts (MPESA_INITIATOR_IDENTIFIER / MPESA_SECURITY_CREDENTIAL's place
// when no real credentials are set). Not secrets: they open only the local simulator.
export const SIMULATOR_INITIATOR = 'agua-simulador';
export const SIMULATOR_SECURITY_CREDENTIAL = 'agua-simulador-credencial';
