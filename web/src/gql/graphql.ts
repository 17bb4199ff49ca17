/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How a month without a reading value is billed. */
export type AnomalyBilling =
  /** The mean of the meter's last up to 3 real consumptions (the contract type's minimum without history). */
  | 'AVERAGE'
  /** The contract type's minimum m³. */
  | 'MINIMUM';

/** Whether an API key works: ACTIVE works now, EXPIRED is past its Validade, REVOKED was revoked by an administrator. */
export type ApiKeyState =
  /** Works now. */
  | 'ACTIVE'
  /** Past its Validade (expiresOn): refused. */
  | 'EXPIRED'
  /** Revoked by an administrator: refused. */
  | 'REVOKED';

/** Associar a cliente: an unmatched statement line becomes the client's M-Pesa payment. */
export type AttachMpesaStatementLineInput = {
  /** The client the money belongs to. */
  clientId: string | number;
  /** The contract credited, needed only when the client has several active contracts. */
  contractId?: string | number | null | undefined;
  /** The unmatched line. */
  lineId: string | number;
  /** The statement. */
  statementId: string | number;
};

/** What a change did to a row: INSERT made it, UPDATE changed it, DELETE removed it. */
export type AuditAction =
  /** The row was removed. */
  | 'DELETE'
  /** The row was created. */
  | 'INSERT'
  /** Some of its fields changed. */
  | 'UPDATE';

/** The filters of the audit trail; all optional, combined. */
export type AuditFilter = {
  /** Changes to this client's records. */
  clientId?: string | number | null | undefined;
  /** Changes to this table (receipts, readings, users…). */
  entity?: string | null | undefined;
  /** Changes to this row of that table. */
  entityId?: string | null | undefined;
  /** First day (YYYY-MM-DD, Maputo), included. */
  from?: string | null | undefined;
  /** Last day (YYYY-MM-DD, Maputo), included. */
  to?: string | null | undefined;
  /** Changes by this user. */
  userId?: string | number | null | undefined;
};

/** Where a backup stands. */
export type BackupStatus =
  /** Taken: its file can be downloaded. */
  | 'DONE'
  /** It failed (see error). */
  | 'FAILED'
  /** Waiting for the job queue. */
  | 'QUEUED'
  /** Being taken. */
  | 'RUNNING';

/** How a backup came to be. */
export type BackupTrigger =
  /** Asked for by an administrator. */
  | 'MANUAL'
  /** The daily one, at the configured hour. */
  | 'SCHEDULED';

/**
 * One state for many readings (Leituras Pendentes' 'update all'): either readingIds or filter, exactly one (otherwise
 * the payload's message tells why).
 */
export type BulkUpdateReadingsInput = {
  /** Every reading a list shows, however many: the PENDING readings of a zone, after the search. */
  filter?: ReadingsFilterInput | null | undefined;
  /** Approving: include the flagged readings too (after a second confirmation); they stay pending otherwise. */
  includeFlagged?: boolean | null | undefined;
  /** The readings to change (at most 5000). */
  readingIds?: Array<string | number> | null | undefined;
  /** The state they all take. */
  state: ReadingState;
};

/** Alterar senha: the current password and the new one. */
export type ChangePasswordInput = {
  /** The password in force (at first sign-in, the one the administrator gave). */
  currentPassword: string;
  /** The new password: 8 to 128 characters, not common, without the username. */
  newPassword: string;
};

/** Cobrar: one rubric charged to one client, quantity 1. */
export type ChargeRubricInput = {
  /** Cliente. */
  clientId: string | number;
  /** Contrato: needed only when the client holds several active contracts (the api names it otherwise). */
  contractId?: string | number | null | undefined;
  /** Rúbrica. */
  rubricId: string | number;
};

/** Where an import queued by its upload (COMMIT) stands. */
export type ClientImportState =
  /** Being imported: rowsDone of rowsTotal so far. */
  | 'A_IMPORTAR'
  /** Imported: every row saved. */
  | 'CONCLUIDA'
  /** Waiting for the job queue. */
  | 'EM_FILA'
  /** Failed (see reason): nothing saved. */
  | 'FALHOU';

/** Step 1 of the wizard, and the client part of the customer edit. */
export type ClientInput = {
  /** Endereço. */
  address: string;
  /** Contacto Alternativo (digits only, without +258). */
  alternativeNumber?: string | null | undefined;
  /** Isento de Multas (default false). */
  exemptFromFines?: boolean | null | undefined;
  /** Nome. */
  name: string;
  /** Nuit (digits only). */
  nuit?: string | null | undefined;
  /** Observação. */
  observation?: string | null | undefined;
  /** Contacto (digits only, without +258). */
  phoneNumber: string;
  /** Receber Factura (default true). */
  wantsInvoiceSMS?: boolean | null | undefined;
  /** Receber Recibo (default true). */
  wantsReceiptSMS?: boolean | null | undefined;
  /** Zona. */
  zoneId: string | number;
};

/** Fechar caixa: the day and the cash counted. */
export type CloseTillInput = {
  /** The cash counted. */
  countedCash: string;
  /** The day (YYYY-MM-DD). */
  day: string;
  /** A note (the reason of a difference). */
  note?: string | null | undefined;
  /** The staff member; oneself when omitted (another: administrators). */
  userId?: string | number | null | undefined;
};

/** The first code from the authenticator app, which turns the second factor on. */
export type ConfirmTwoFactorInput = {
  /** The app's 6-digit code. */
  code: string;
};

/** Step 2 of the wizard: the contract. */
export type ContractInput = {
  /** Saldo in MZN, negative for a debt (default 0.00). */
  balance?: string | null | undefined;
  /** Cliente. */
  clientId: string | number;
  /** Activar o Contrato: 1 (default) or 0. */
  contractStatus?: number | null | undefined;
  /** Tipo de Contrato. */
  contractTypeId: string | number;
  /** Descrição. */
  description?: string | null | undefined;
  /** Contador: one of the client's meters without an active contract. */
  meterId: string | number;
  /** Data Início (YYYY-MM-DD). */
  startDate: string;
};

/** Fields of the Contracto form (amounts in MZN). */
export type ContractTypeInput = {
  /** Name of the tariff. */
  designation: string;
  /** Minimum monthly charge, at least 0. */
  minimumConsumptionValue: string;
  /** Price per cubic metre, at least 0. */
  pricePerConsumptionUnit: string;
  /** Reconnection fee, at least 0. */
  reconnectionFee: string;
};

/** A new API key: a name for the tool and its Validade. */
export type CreateApiKeyInput = {
  /** Validade: the last day it works (YYYY-MM-DD), after today and within a year. */
  expiresOn: string;
  /** Nome: which tool will use it (unique among the keys not revoked). */
  name: string;
};

/** Registar Corte: the meter and the day its supply stops. */
export type CreateCutInput = {
  /** Contador. */
  meterId: string | number;
  /** Data Início (YYYY-MM-DD). */
  startDate: string;
};

/** Novo acordo de pagamento. */
export type CreatePaymentAgreementInput = {
  /** The contract whose debt is split. */
  contractId: string | number;
  /** The down payment, due the day it is made; 0 or omitted for none. */
  downPayment?: string | null | undefined;
  /** The first monthly instalment's due date (YYYY-MM-DD). */
  firstDueDate: string;
  /** How many monthly instalments (2 to 24). */
  instalmentCount: number;
};

/** What a reading registration (Registar Leitura) sends. */
export type CreateReadingInput = {
  /** The anomaly's code when the meter could not be read (Sem leitura — anomalia). */
  anomalyCode?: string | null | undefined;
  /** Leitura Actual (m³), digits only; omitted for a meter that could not be read (with anomalyCode). */
  currentReading?: string | null | undefined;
  /** The meter read. */
  meterId: string | number;
  /** Mês, 1-12. */
  readingMonth: number;
  /** Ano económico. */
  readingYear: number;
};

/** Registar Suspensão: the meter and the start date; a new suspension is ACTIVE. */
export type CreateSuspensionInput = {
  /** Contador. */
  meterId: string | number;
  /** Observações. */
  notes?: string | null | undefined;
  /** Motivo. */
  reason?: string | null | undefined;
  /** Data Início (YYYY-MM-DD). */
  startDate: string;
};

/** Fields of the Utilizador form when creating an account. */
export type CreateUserInput = {
  /** Whether the account may sign in; true when omitted. */
  active?: boolean | null | undefined;
  /** Address. */
  address: string;
  /** Display name. */
  name: string;
  /** At least 6 characters. */
  password: string;
  /** Phone, digits only. */
  phoneNumber: string;
  /** Role. */
  role: Role;
  /** Login name, at least 3 characters. */
  username: string;
};

/** The contract part of the customer edit. */
export type CustomerContractInput = {
  /** Saldo in MZN, negative for a debt. */
  balance: string;
  /** Why the balance changes (required, and only an Administrador may change it); kept on the ledger's adjustment. */
  balanceReason?: string | null | undefined;
  /** The contract being edited. */
  contractId: string | number;
  /** Estado do Contrato: 1 or 0. */
  contractStatus: number;
  /** Tipo de Contrato. */
  contractTypeId: string | number;
};

/** The password, to turn one's own second factor off. */
export type DisableTwoFactorInput = {
  /** The password in force. */
  password: string;
};

/** Fields of the Empresa form. */
export type EnterpriseInput = {
  /** Address. */
  address: string;
  /** Contact email. */
  email: string;
  /** Company name. */
  name: string;
  /** NUIT, digits only. */
  nuit: string;
  /** Phone, digits only. */
  phoneNumber: string;
};

/** Fields of the Multa (%) form. */
export type FineConfigurationInput = {
  /** Percentage, 0 to 100 with at most 2 decimals: a rate, not money, so a Float. */
  acruedFinePercentage: number;
  /** Whether the tier applies; true when omitted. */
  active?: boolean | null | undefined;
  /** Days overdue where the tier ends (at least minInterval). */
  maxInterval: number;
  /** Days overdue where the tier starts (at least 0). */
  minInterval: number;
};

/** Fields of the Factura form. */
export type InvoiceConfigurationInput = {
  /** Whether it applies; true when omitted. */
  active?: boolean | null | undefined;
  /** What this term is for. */
  description: string;
  /** Intervalo Máximo, days (the payment term). */
  maxInterval: number;
  /** Intervalo Mínimo, days. */
  minInterval: number;
};

/** Credentials typed on the login page. */
export type LoginInput = {
  /** Password (Senha). */
  password: string;
  /** Login name (Utilizador). */
  username: string;
};

/** The second step of a sign-in with a second factor. */
export type LoginWithTwoFactorInput = {
  /** The authenticator's 6-digit code, or one of the recovery codes. */
  code: string;
  /** The twoFactorToken that login answered. */
  twoFactorToken: string;
};

/** A refresh token to revoke at sign-out. */
export type LogoutInput = {
  /** The refresh token to revoke. */
  refreshToken: string;
};

/** The new meter of a replacement. */
export type NewMeterInput = {
  /** Brand (Genérico when omitted). */
  brand?: string | null | undefined;
  /** Digits of its register (5 when omitted). */
  digits?: number | null | undefined;
  /** Its index when installed. */
  initialReading: number;
  /** The number printed on it (unique). */
  serialNumber: string;
};

/** Why a meter is a non-revenue signal. */
export type NonRevenueSignal =
  /** Three readings in a row, each lower than the one before. */
  | 'FALLING'
  /** Three readings in a row at 0 m³. */
  | 'ZERO';

/** Pagar Factura: the invoices chosen and the money received. */
export type PayInvoicesInput = {
  /** The money received. */
  amount: string;
  /** The client paying. */
  clientId: string | number;
  /**
   * One key per payment attempt (a UUID the browser makes): a repeat with the same key (a double click, a retry after
   * a dropped connection) answers the first payment's receipt and pays nothing twice.
   */
  idempotencyKey: string;
  /** The invoices to pay (all of one contract); empty for a payment on account. */
  invoiceIds: Array<string | number>;
  /**
   * A partial payment: when the money is short, the oldest invoices it covers in full are paid and the rest is
   * credit (docs/domain.md "Partial payments"); without it such a payment is refused.
   */
  partial?: boolean | null | undefined;
  /** MPESA, EMOLA, NUMERARIO, TRANSFERENCIA or POS. */
  paymentMethod: string;
  /** Descrição. */
  purpose?: string | null | undefined;
};

/** The photo of the register of a reading the phone sent. */
export type PutReadingPhotoInput = {
  /** The id the phone gave the reading. */
  clientReadingId: string | number;
  /** image/jpeg, image/png or image/webp. */
  contentType: string;
  /** The image, base64-encoded, at most 200 KB. */
  data: string;
};

/** What the Anomalias de Leitura form sends. */
export type ReadingAnomalyInput = {
  /** Offered to readers (true when omitted). */
  active?: boolean | null | undefined;
  /** How a month without a value is billed. */
  billing: AnomalyBilling;
  /** Código: up to 20 capitals, digits, - or _. */
  code: string;
  /** Descrição. */
  description: string;
  /** A reading value comes with it. */
  withReading: boolean;
};

/** One reading taken on the phone, sent with the id the phone gave it. */
export type ReadingBatchItemInput = {
  /** Accuracy of the GPS fix (m). */
  accuracyMeters?: number | null | undefined;
  /** The anomaly code, when the meter could not be read (or was read with a doubt). */
  anomalyCode?: string | null | undefined;
  /** When the phone recorded it (ISO 8601). */
  capturedAt?: string | null | undefined;
  /** A UUID the phone generated: the same reading sent again is stored once. */
  clientReadingId: string | number;
  /** The index read (m³); absent with an anomaly that comes without a value. */
  currentReading?: number | null | undefined;
  /** GPS latitude of the fix. */
  latitude?: number | null | undefined;
  /** GPS longitude of the fix. */
  longitude?: number | null | undefined;
  /** The meter read. */
  meterId: string | number;
  /** The reader's note. */
  note?: string | null | undefined;
  /** Month read, 1-12. */
  readingMonth: number;
  /** Year of the month read. */
  readingYear: number;
};

/** What became of one reading of a batch. */
export type ReadingBatchOutcome =
  /** Stored before, with the same id: a success (Leitura já gravada). */
  | 'ALREADY_RECORDED'
  /** Stored now. */
  | 'CREATED'
  /** Refused; the message says why, in Portuguese. */
  | 'REFUSED';

/** What a reading was marked with. */
export type ReadingFlagCode =
  /** Estimated: billed without a value. */
  | 'ESTIMATED'
  /** High: above 2× the 6-month average and 30 m³. */
  | 'HIGH'
  /** Low: below half an average above 10 m³. */
  | 'LOW'
  /** Very high: above 4× the 6-month average and 60 m³ (thresholds per contract type). */
  | 'VERY_HIGH'
  /** Zero: the meter did not move on an active contract. */
  | 'ZERO';

/**
 * Where a reading stands: a new one is PENDING (PENDENTE); only an administrator approves (APROVADO) or cancels
 * (CANCELADO) it, or moves it back.
 */
export type ReadingState =
  /** Aprovado by an administrator. */
  | 'APPROVED'
  /** Cancelado by an administrator. */
  | 'CANCELED'
  /** Pendente: registered, waiting for an administrator. */
  | 'PENDING';

/** What the thresholds form sends. */
export type ReadingThresholdsInput = {
  /** High: times the average. */
  highFactor: number;
  /** High: above m³. */
  highMinimum: number;
  /** Low: when the average is above m³. */
  lowAverageAbove: number;
  /** Low: fraction of the average. */
  lowFactor: number;
  /** m³ an estimate bills without history. */
  minimumCubicMeters: number;
  /** Very high: times the average. */
  veryHighFactor: number;
  /** Very high: above m³. */
  veryHighMinimum: number;
};

/** The readings a list shows, as readingsPage filters them. */
export type ReadingsFilterInput = {
  /** The list's free-text search. */
  search?: string | null | undefined;
  /** Only PENDING (Leituras Pendentes). */
  state: ReadingState;
  /** One zone; all zones when null. */
  zoneId?: string | number | null | undefined;
};

/** A refresh token to exchange for a new session. */
export type RefreshTokenInput = {
  /** The refresh token received at login or at the previous refresh. */
  refreshToken: string;
};

/** Registar Cortes (Candidatos a Corte): the selected meters, all cut on one day, all or none. */
export type RegisterCutsInput = {
  /** The meters to cut (1 to 1000). */
  meterIds: Array<string | number>;
  /** Data Início (YYYY-MM-DD). */
  startDate: string;
};

/** What a meter replacement sends. */
export type ReplaceMeterInput = {
  /** The old meter's index when removed. */
  closingReading: number;
  /** Date of the replacement (YYYY-MM-DD), not in the future. */
  date: string;
  /** The meter that takes its place. */
  newMeter: NewMeterInput;
};

/** Pagar Factura with M-Pesa: the invoices (one contract of the client) and the phone that receives the PIN prompt. */
export type RequestMpesaPaymentInput = {
  /** The client. */
  clientId: string | number;
  /** The invoices to pay (at least one). */
  invoiceIds: Array<string | number>;
  /** A Vodacom number (84 or 85), as typed. */
  msisdn: string;
};

/**
 * A caller's role. ADMIN (Administrador) and FIELD_TECH (Técnico) are the staff roles a user may have; REPORTER is
 * the role of a reporting tool's API key, never a user's.
 */
export type Role =
  /** Administrador: may do everything. */
  | 'ADMIN'
  /** Técnico: field work (clients, contracts, readings, payments), no setup, no deletes. */
  | 'FIELD_TECH'
  /** A reporting tool's API key: queries only, every mutation refused (FORBIDDEN). */
  | 'REPORTER';

/** Fields of the Rúbrica form. */
export type RubricInput = {
  /** Description. */
  description: string;
  /** Name. */
  name: string;
  /** Price in MZN, at least 0. */
  price: string;
};

/** The rules for every account. */
export type SecuritySettingsInput = {
  /** Whether every administrator must sign in with a second factor. */
  twoFactorRequiredForAdmins: boolean;
};

/** The readings a phone sends in one go. */
export type SendReadingBatchInput = {
  /** Up to 500 readings, each answered on its own. */
  readings: Array<ReadingBatchItemInput>;
};

/** What a session must do before anything else; until then every other operation is refused (FORBIDDEN). */
export type SessionStep =
  /** Choose its own password: the account was created or reset by an administrator (changePassword). */
  | 'PASSWORD_CHANGE'
  /** Set up a second factor, which the rule requires of every administrator (startTwoFactorSetup, confirmTwoFactor). */
  | 'TWO_FACTOR_SETUP';

/** The event an SMS notice tells the client about. */
export type SmsEvent =
  /** Corte executado: the supply was cut. */
  | 'CUT_EXECUTED'
  /** Aviso de corte: the client becomes a cut candidate in a few days. */
  | 'CUT_WARNING'
  /** Factura emitida: an invoice was issued. */
  | 'INVOICE_ISSUED'
  /** Recibo: a payment was received. */
  | 'RECEIPT_ISSUED'
  /** Religação: the supply was reconnected. */
  | 'RECONNECTION';

/** Where an SMS message stands in the outbox. */
export type SmsState =
  /** Delivered to the handset. */
  | 'DELIVERED'
  /** Refused by the provider, not delivered, or never answered. */
  | 'FAILED'
  /** Waiting to be sent (outside the sending hours, or after a retry's wait). */
  | 'QUEUED'
  /** Handed to a dispatcher, not yet answered. */
  | 'SENDING'
  /** Accepted by the provider; delivery not yet known. */
  | 'SENT'
  /** Not sent: no valid mobile number, or the client asked for no SMS (see reason). */
  | 'SKIPPED';

/** Where a suspension stands: ACTIVE (the meter takes no readings nor invoices) or ENDED. */
export type SuspensionStatus =
  /** In force: the meter takes no readings nor invoices. */
  | 'ACTIVE'
  /** Over: the meter is read and billed again. */
  | 'ENDED';

/** One escalão of a version being saved: either price or flat. */
export type TariffBlockInput = {
  /** Flat amount (MZN). */
  flat?: string | null | undefined;
  /** Price per m³ (MZN). */
  price?: string | null | undefined;
  /** Upper bound in whole m³; null for the open last block. */
  upTo?: number | null | undefined;
};

/** What a bill line charges. */
export type TariffLineKind =
  /** The taxa fixa or meter rental. */
  | 'FIXED'
  /** The minimum charge, replacing the escalões when they come below it. */
  | 'MINIMUM'
  /** The sanitation tariff. */
  | 'SANITATION'
  /** The VAT. */
  | 'VAT'
  /** An escalão's water. */
  | 'WATER_BLOCK';

/** A tariff version to publish or correct. */
export type TariffVersionInput = {
  /** The escalões, in order; the last open. */
  blocks: Array<TariffBlockInput>;
  /** In force from this day (YYYY-MM-DD). */
  effectiveFrom: string;
  /** Taxa fixa or meter rental per invoice (MZN). */
  fixedCharge: string;
  /** The fixed line's text; null for 'Taxa fixa'. */
  fixedChargeDescription?: string | null | undefined;
  /** Minimum water amount (MZN). */
  minimumCharge: string;
  /** The resolution it follows, or a remark. */
  note?: string | null | undefined;
  /** No sanitation up to this many m³; null: never exempt. */
  sanitationExemptUpTo?: number | null | undefined;
  /** Sanitation percentage of the water amount. */
  sanitationRate: number;
  /** No VAT up to this many m³; null: never exempt. */
  vatExemptUpTo?: number | null | undefined;
  /** VAT percentage. */
  vatRate: number;
};

/** The customer edit form: the client, and its contract when it has one. */
export type UpdateCustomerInput = {
  /** The client's fields. */
  client: ClientInput;
  /** The client being edited. */
  clientId: string | number;
  /** The contract's fields; sent to the api only when type, balance or status differ from the stored contract. */
  contract?: CustomerContractInput | null | undefined;
};

/** The edit panel of Listar Cortes: cut id, start date and meter. */
export type UpdateCutInput = {
  /** Contador. */
  meterId: string | number;
  /** Data Início (YYYY-MM-DD). */
  startDate: string;
};

/** What a meter edit sends (digits and serial number unchanged when omitted). */
export type UpdateMeterInput = {
  /** Brand. */
  brand?: string | null | undefined;
  /** Index in m³ when installed. */
  cubicMeters: number;
  /** Digits of the register, 3-9. */
  digits?: number | null | undefined;
  /** The number printed on the meter. */
  serialNumber?: string | null | undefined;
};

/** What a reading edit sends. */
export type UpdateReadingInput = {
  /** Leitura Actual (m³), digits only. */
  currentReading: string;
  /** Mês, 1-12. */
  readingMonth: number;
  /** Ano económico. */
  readingYear: number;
  /** New state (administrators only); unchanged when omitted. */
  state?: ReadingState | null | undefined;
};

/** Saves an event's template. */
export type UpdateSmsTemplateInput = {
  /** The text, with the event's {placeholders}. */
  body: string;
  /** Cut warning only: days before the client becomes a cut candidate (1–60). */
  daysBefore?: number | null | undefined;
  /** The event. */
  event: SmsEvent;
  /** Whether a message longer than one part loses its accents. */
  transliterate: boolean;
};

/** The edit panel of Listar Suspensões: meter, reason, start date and status required. */
export type UpdateSuspensionInput = {
  /** Data Fim (YYYY-MM-DD) when ending it. */
  endDate?: string | null | undefined;
  /** Contador. */
  meterId: string | number;
  /** Observações. */
  notes?: string | null | undefined;
  /** Motivo. */
  reason: string;
  /** Data Início (YYYY-MM-DD). */
  startDate: string;
  /** Estado: ENDED ends it (endDate, today when absent); ACTIVE reopens it. */
  status: SuspensionStatus;
};

/** Fields of the Utilizador form when editing an account. */
export type UpdateUserInput = {
  /** Whether the account may sign in; true when omitted. */
  active?: boolean | null | undefined;
  /** Address. */
  address: string;
  /** Display name. */
  name: string;
  /** A new password of at least 6 characters; the password is unchanged when omitted or empty. */
  password?: string | null | undefined;
  /** Phone, digits only. */
  phoneNumber: string;
  /** Role. */
  role: Role;
  /** Login name, at least 3 characters. */
  username: string;
};

/** Fields of the Zona form. */
export type ZoneInput = {
  /** Description. */
  description: string;
  /** Short name of the bairro. */
  designation: string;
  /** The enterprise that serves it. */
  enterpriseId: string | number;
};

export type AuditPageQueryQueryVariables = Exact<{
  page: number;
  size: number;
  filter?: AuditFilter | null | undefined;
}>;


export type AuditPageQueryQuery = { users: Array<{ userId: string, name: string }>, auditPage: { total: number, items: Array<{ auditId: string, at: string, userName: string | null, apiKeyName: string | null, address: string | null, entity: string, entityId: string, clientId: string | null, action: AuditAction, changes: Array<{ field: string, before: string | null, after: string | null, hidden: boolean }> }> } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { twoFactorToken: string | null, message: string | null, session: { token: string, refreshToken: string, userId: string, name: string, username: string, role: Role, pendingStep: SessionStep | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type LoginWithTwoFactorMutationVariables = Exact<{
  input: LoginWithTwoFactorInput;
}>;


export type LoginWithTwoFactorMutation = { loginWithTwoFactor: { twoFactorToken: string | null, message: string | null, session: { token: string, refreshToken: string, userId: string, name: string, username: string, role: Role, pendingStep: SessionStep | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type FirstSignInPasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type FirstSignInPasswordMutation = { changePassword: { message: string | null, session: { token: string, refreshToken: string, userId: string, name: string, username: string, role: Role, pendingStep: SessionStep | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type StartOwedTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type StartOwedTwoFactorMutation = { startTwoFactorSetup: { message: string | null, setup: { secret: string, otpauthUri: string } | null } };

export type ConfirmOwedTwoFactorMutationVariables = Exact<{
  input: ConfirmTwoFactorInput;
}>;


export type ConfirmOwedTwoFactorMutation = { confirmTwoFactor: { recoveryCodes: Array<string> | null, message: string | null, session: { token: string, refreshToken: string, userId: string, name: string, username: string, role: Role, pendingStep: SessionStep | null } | null } };

export type OtherPaymentsClientsQueryQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type OtherPaymentsClientsQueryQuery = { clientsPage: { items: Array<{ clientId: string, name: string, phoneNumber: string }> } };

export type OtherPaymentsRubricsQueryQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type OtherPaymentsRubricsQueryQuery = { searchRubrics: Array<{ rubricId: string, name: string, description: string, price: string }> };

export type OtherPaymentsChargesQueryQueryVariables = Exact<{
  clientId: string | number;
}>;


export type OtherPaymentsChargesQueryQuery = { client: { clientId: string, name: string, balance: string, contracts: Array<{ contractId: string, contractStatus: number, meterId: string }>, chargedRubrics: Array<{ id: string, clientId: string, clientName: string, rubricId: string, rubricName: string, rubricDescription: string, quantity: number, amount: string, createdAt: string }> } | null };

export type ChargedRubricRowFragment = { id: string, clientId: string, clientName: string, rubricId: string, rubricName: string, rubricDescription: string, quantity: number, amount: string, createdAt: string };

export type ChargeRubricMutationVariables = Exact<{
  input: ChargeRubricInput;
}>;


export type ChargeRubricMutation = { chargeRubric: { message: string | null, clientRubric: { id: string, clientId: string, clientName: string, rubricId: string, rubricName: string, rubricDescription: string, quantity: number, amount: string, createdAt: string } | null, client: { clientId: string, balance: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type ClientPageMeterFragment = { meterId: string, brand: string, cubicMeters: number, serialNumber: string, digits: number, closedOn: string | null, closingReading: number | null, replacesMeterId: string | null };

export type ClientPageReadingFragment = { readingId: string, meterId: string, readingMonth: number, readingYear: number, previousReading: number, currentReading: number, consumption: number, estimated: boolean, meterReplaced: boolean, state: ReadingState, flags: Array<{ code: ReadingFlagCode, reason: string }> };

export type ClientPageQueryQueryVariables = Exact<{
  clientId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ClientPageQueryQuery = { client: { clientId: string, name: string, phoneNumber: string, address: string, nuit: string | null, zone: { designation: string } | null, meters: Array<{ meterId: string, brand: string, cubicMeters: number, serialNumber: string, digits: number, closedOn: string | null, closingReading: number | null, replacesMeterId: string | null }>, readings: Array<{ readingId: string, meterId: string, readingMonth: number, readingYear: number, previousReading: number, currentReading: number, consumption: number, estimated: boolean, meterReplaced: boolean, state: ReadingState, flags: Array<{ code: ReadingFlagCode, reason: string }> }>, contracts: Array<{ contractId: string, contractStatus: number, startDate: string, balance: string, paymentAgreements: { agreements: Array<{ id: string, status: string }> } }>, debt: { invoiceCount: number, invoicesAmount: string, fines: string, otherCharges: string, credit: string, total: string }, unpaidInvoices: Array<{ invoiceId: string, readingMonth: number, readingYear: number, limitDate: string, totalAmount: string }>, receipts: Array<{ receiptId: string, paymentDate: string, paymentMethodLabel: string, amount: string, reversed: boolean }>, chargedRubrics: Array<{ id: string, rubricName: string, amount: string, createdAt: string, reversed: boolean }> } | null, clientStatement: { contractId: string, from: string, to: string, openingBalance: string, closingBalance: string, agreementInstalments: Array<{ agreementId: string, number: number, label: string, dueDate: string, amount: string, missed: boolean }>, lines: Array<{ date: string, kind: string, reference: string, description: string, amount: string, balance: string }> } | null };

export type UpdateClientMeterMutationVariables = Exact<{
  id: string | number;
  input: UpdateMeterInput;
}>;


export type UpdateClientMeterMutation = { updateMeter: { message: string | null, meter: { meterId: string, brand: string, cubicMeters: number, serialNumber: string, digits: number, closedOn: string | null, closingReading: number | null, replacesMeterId: string | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type ReplaceClientMeterMutationVariables = Exact<{
  meterId: string | number;
  input: ReplaceMeterInput;
}>;


export type ReplaceClientMeterMutation = { replaceMeter: { message: string | null, newMeter: { meterId: string, brand: string, cubicMeters: number, serialNumber: string, digits: number, closedOn: string | null, closingReading: number | null, replacesMeterId: string | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type ReverseReceiptFromClientPageMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type ReverseReceiptFromClientPageMutation = { reverseReceipt: { message: string | null, receipt: { receiptId: string, reversed: boolean } | null, inputErrors: Array<{ field: string, message: string }> } };

export type ReverseClientRubricMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type ReverseClientRubricMutation = { reverseClientRubric: { message: string | null, clientRubric: { id: string, reversed: boolean } | null, inputErrors: Array<{ field: string, message: string }> } };

export type CustomersQueryQueryVariables = Exact<{
  page: number;
  size: number;
  search?: string | null | undefined;
  sort?: string | null | undefined;
}>;


export type CustomersQueryQuery = { clientsPage: { total: number, items: Array<{ clientId: string, name: string, phoneNumber: string, address: string, nuit: string | null, zoneId: string, alternativeNumber: string | null, observation: string | null, exemptFromFines: boolean, wantsReceiptSMS: boolean, wantsInvoiceSMS: boolean, balance: string, zone: { designation: string } | null, debt: { invoiceCount: number, invoicesAmount: string, fines: string, otherCharges: string, credit: string, total: string }, contract: { contractId: string, contractStatus: number, contractTypeId: string, balance: string, contractType: { designation: string } | null } | null }> }, zones: Array<{ zoneId: string, designation: string }>, contractTypes: Array<{ contractTypeId: string, designation: string }> };

export type UpdateCustomerMutationVariables = Exact<{
  input: UpdateCustomerInput;
}>;


export type UpdateCustomerMutation = { updateCustomer: { contractUpdated: boolean, balanceAdjustment: string | null, message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type ContractStepQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractStepQueryQuery = { contractTypes: Array<{ contractTypeId: string, designation: string }> };

export type ContractsListQueryQueryVariables = Exact<{
  page: number;
  size: number;
  search?: string | null | undefined;
  sort?: string | null | undefined;
}>;


export type ContractsListQueryQuery = { contractsPage: { total: number, items: Array<{ contractId: string, startDate: string, endDate: string | null, clientId: string, meterId: string, description: string | null, contractStatus: number, balance: string, contractType: { designation: string } | null }> } };

export type CreateContractZonesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CreateContractZonesQueryQuery = { zones: Array<{ zoneId: string, designation: string }> };

export type CreateContractResumeQueryQueryVariables = Exact<{
  id: string | number;
}>;


export type CreateContractResumeQueryQuery = { client: { clientId: string, name: string, phoneNumber: string, address: string, nuit: string | null, zoneId: string, alternativeNumber: string | null, observation: string | null, exemptFromFines: boolean, wantsReceiptSMS: boolean, wantsInvoiceSMS: boolean } | null };

export type CreateClientMutationVariables = Exact<{
  input: ClientInput;
}>;


export type CreateClientMutation = { createClient: { message: string | null, client: { clientId: string, zoneId: string } | null, meter: { meterId: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type CreateContractMutationVariables = Exact<{
  input: ContractInput;
}>;


export type CreateContractMutation = { createContract: { message: string | null, contract: { contractId: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type CutCandidatesQueryQueryVariables = Exact<{
  page: number;
  size: number;
  zoneId?: string | number | null | undefined;
}>;


export type CutCandidatesQueryQuery = { cutCandidates: { total: number, items: Array<{ meterId: string, clientId: string, clientName: string, address: string, zoneName: string, debt: string, monthsOwed: number, daysOverdue: number, lastPaymentDate: string | null }> }, zones: Array<{ zoneId: string, designation: string }> };

export type RegisterCutsMutationVariables = Exact<{
  input: RegisterCutsInput;
}>;


export type RegisterCutsMutation = { registerCuts: { message: string | null, cuts: Array<{ cutId: string, startDate: string, endDate: string | null, meterId: string, clientId: string, clientName: string, zone: { zoneId: string, designation: string } | null, client: { clientId: string, balance: string } | null }>, refused: Array<{ meterId: string, message: string }>, inputErrors: Array<{ field: string, message: string }> } };

export type CutRowFragment = { cutId: string, startDate: string, endDate: string | null, meterId: string, clientId: string, clientName: string, zone: { zoneId: string, designation: string } | null, client: { clientId: string, balance: string } | null };

export type CutsPageQueryQueryVariables = Exact<{
  page: number;
  size: number;
  search?: string | null | undefined;
  sort?: string | null | undefined;
}>;


export type CutsPageQueryQuery = { cutsPage: { total: number, items: Array<{ cutId: string, startDate: string, endDate: string | null, meterId: string, clientId: string, clientName: string, zone: { zoneId: string, designation: string } | null, client: { clientId: string, balance: string } | null }> } };

export type CreateCutMutationVariables = Exact<{
  input: CreateCutInput;
}>;


export type CreateCutMutation = { createCut: { message: string | null, cut: { cutId: string, startDate: string, endDate: string | null, meterId: string, clientId: string, clientName: string, zone: { zoneId: string, designation: string } | null, client: { clientId: string, balance: string } | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type UpdateCutMutationVariables = Exact<{
  id: string | number;
  input: UpdateCutInput;
}>;


export type UpdateCutMutation = { updateCut: { message: string | null, cut: { cutId: string, startDate: string, endDate: string | null, meterId: string, clientId: string, clientName: string, zone: { zoneId: string, designation: string } | null, client: { clientId: string, balance: string } | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type ReconnectCutMutationVariables = Exact<{
  id: string | number;
}>;


export type ReconnectCutMutation = { reconnectCut: { message: string | null, cut: { cutId: string, startDate: string, endDate: string | null, meterId: string, clientId: string, clientName: string, zone: { zoneId: string, designation: string } | null, client: { clientId: string, balance: string } | null } | null, client: { clientId: string, balance: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type ReconnectDebtQueryVariables = Exact<{
  clientId: string | number;
}>;


export type ReconnectDebtQuery = { client: { clientId: string, name: string, debt: { invoiceCount: number, total: string } } | null };

export type DashboardQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQueryQuery = { dashboardCounts: { cuts: number, readings: number, invoices: number, clients: number } };

export type DashboardReportsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardReportsQueryQuery = { reports: { billingCollection: Array<{ month: string, invoiced: string, collected: string, fines: string, collectionRate: number | null }>, debtAging: Array<{ zoneId: string, zoneName: string, days0To30: string, days31To60: string, days61To90: string, over90: string, total: string, clients: number }> } };

export type TechnicianHomeQueryQueryVariables = Exact<{
  month: string;
}>;


export type TechnicianHomeQueryQuery = { myReadingsToday: { count: number, last: Array<{ readingId: string, meterId: string, client: string, currentReading: number, consumption: number, createdAt: string }> }, unreadMetersByZone: Array<{ zoneId: string, zoneName: string, unread: number }> };

export type AdministratorTodayQueryQueryVariables = Exact<{
  month: string;
}>;


export type AdministratorTodayQueryQuery = { receiptsToday: { count: number, total: string }, flagged: { total: number }, reports: { billingCollection: Array<{ month: string, invoiced: string, collected: string, collectionRate: number | null }> } };

export type ClientImportJobSummaryFragment = { importId: string, fileName: string, state: ClientImportState, rowsTotal: number, rowsDone: number, reason: string | null };

export type ClientImportQueryQueryVariables = Exact<{
  importId: string | number;
}>;


export type ClientImportQueryQuery = { clientImport: { errorCount: number, clients: number, openingCredit: string, openingDebt: string, createdAt: string, finishedAt: string | null, importId: string, fileName: string, state: ClientImportState, rowsTotal: number, rowsDone: number, reason: string | null, errors: Array<{ row: number, column: string, message: string }> } };

export type ClientImportsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientImportsQueryQuery = { clientImports: Array<{ importId: string, fileName: string, checksum: string, clients: number, openingCredit: string, openingDebt: string, createdByName: string | null, createdAt: string }> };

export type UnfinishedImportsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type UnfinishedImportsQueryQuery = { unfinishedClientImports: Array<{ createdByName: string | null, createdAt: string, importId: string, fileName: string, state: ClientImportState, rowsTotal: number, rowsDone: number, reason: string | null }> };

export type InvoicesPageQueryQueryVariables = Exact<{
  page: number;
  size: number;
  search?: string | null | undefined;
  sort?: string | null | undefined;
  zoneId?: string | number | null | undefined;
}>;


export type InvoicesPageQueryQuery = { invoicesPage: { total: number, items: Array<{ invoiceId: string, readingId: string, clientName: string, readingMonth: number, readingYear: number, amount: string, fineAmount: string, totalAmount: string, finePercentage: number, limitDate: string, paymentDate: string | null, paymentStatus: string | null }> }, zones: Array<{ zoneId: string, designation: string }> };

export type MpesaPaymentsPageQueryQueryVariables = Exact<{
  page: number;
  size: number;
  search?: string | null | undefined;
  status?: Array<string> | string | null | undefined;
}>;


export type MpesaPaymentsPageQueryQuery = { mpesaPaymentsPage: { total: number, items: Array<{ id: string, clientId: string, clientName: string, invoiceIds: Array<string>, msisdn: string, amount: string, status: string, statusLabel: string, transactionReference: string, thirdPartyReference: string, transactionId: string | null, reason: string | null, receiptId: string | null, createdAt: string }> } };

export type ReverseMpesaPaymentMutationVariables = Exact<{
  id: string | number;
}>;


export type ReverseMpesaPaymentMutation = { reverseMpesaPayment: { message: string | null, mpesaPayment: { id: string, clientId: string, clientName: string, invoiceIds: Array<string>, msisdn: string, amount: string, status: string, statusLabel: string, transactionReference: string, thirdPartyReference: string, transactionId: string | null, reason: string | null, receiptId: string | null, createdAt: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type MpesaStatementLineFieldsFragment = { id: string, row: number, transactionId: string, completedAt: string | null, details: string | null, msisdn: string | null, amount: string, match: string, matchLabel: string, expectedAmount: string | null, receiptId: string | null, clientId: string | null, clientName: string | null };

export type MpesaStatementsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type MpesaStatementsQueryQuery = { mpesaStatements: { total: number, items: Array<{ id: string, fileName: string, lineCount: number, createdAt: string }> } };

export type MpesaStatementQueryQueryVariables = Exact<{
  id: string | number;
}>;


export type MpesaStatementQueryQuery = { mpesaStatement: { id: string, fileName: string, periodFrom: string | null, periodTo: string | null, createdAt: string, matched: { count: number, total: string }, mismatched: { count: number, total: string }, unmatched: { count: number, total: string }, missingReceipts: Array<{ receiptId: string, clientName: string, paymentDate: string, amount: string, reference: string | null }> } | null };

export type MpesaStatementLinesQueryQueryVariables = Exact<{
  id: string | number;
  match: string;
  page: number;
  size: number;
}>;


export type MpesaStatementLinesQueryQuery = { mpesaStatement: { id: string, lines: { total: number, items: Array<{ id: string, row: number, transactionId: string, completedAt: string | null, details: string | null, msisdn: string | null, amount: string, match: string, matchLabel: string, expectedAmount: string | null, receiptId: string | null, clientId: string | null, clientName: string | null }> } } | null };

export type AttachMpesaStatementLineMutationVariables = Exact<{
  input: AttachMpesaStatementLineInput;
}>;


export type AttachMpesaStatementLineMutation = { attachMpesaStatementLine: { receiptId: string | null, message: string | null, line: { id: string, row: number, transactionId: string, completedAt: string | null, details: string | null, msisdn: string | null, amount: string, match: string, matchLabel: string, expectedAmount: string | null, receiptId: string | null, clientId: string | null, clientName: string | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type AgreementsPageQueryQueryVariables = Exact<{
  clientId: string | number;
}>;


export type AgreementsPageQueryQuery = { client: { clientId: string, name: string, contracts: Array<{ contractId: string, contractStatus: number, paymentAgreements: { contractId: string, active: boolean, debt: string, agreements: Array<{ id: string, status: string, debt: string, downPayment: string, instalmentCount: number, firstDueDate: string, paidAmount: string, remainingAmount: string, createdAt: string, createdBy: string, canceledAt: string | null, cancelReason: string | null, instalments: Array<{ number: number, amount: string, dueDate: string, state: string, receiptId: string | null }> }> } }> } | null };

export type CreatePaymentAgreementMutationVariables = Exact<{
  input: CreatePaymentAgreementInput;
}>;


export type CreatePaymentAgreementMutation = { createPaymentAgreement: { message: string | null, agreement: { id: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type CancelPaymentAgreementMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type CancelPaymentAgreementMutation = { cancelPaymentAgreement: { message: string | null, agreement: { id: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type PayAgreementInstalmentMutationVariables = Exact<{
  id: string | number;
  number: number;
  paymentMethod: string;
}>;


export type PayAgreementInstalmentMutation = { payAgreementInstalment: { receiptId: string | null, message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type ReadingRouteZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type ReadingRouteZonesQuery = { zones: Array<{ zoneId: string, designation: string, description: string }> };

export type ReadingRouteQueryVariables = Exact<{
  zoneId: string | number;
  month: string;
}>;


export type ReadingRouteQuery = { readingRoute: { zoneId: string, zoneName: string, readingYear: number, readingMonth: number, stops: Array<{ meterId: string, serial: string, client: string, address: string, previous: number, low: number, high: number }>, anomalies: Array<{ code: string, description: string, withReading: boolean }> } };

export type SendReadingBatchMutationVariables = Exact<{
  input: SendReadingBatchInput;
}>;


export type SendReadingBatchMutation = { sendReadingBatch: { message: string | null, results: Array<{ clientReadingId: string, outcome: ReadingBatchOutcome, message: string | null }>, inputErrors: Array<{ field: string, message: string }> } };

export type PutReadingPhotoMutationVariables = Exact<{
  input: PutReadingPhotoInput;
}>;


export type PutReadingPhotoMutation = { putReadingPhoto: { bytes: number | null, message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type ReadingAnomaliesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ReadingAnomaliesQueryQuery = { readingAnomalies: Array<{ anomalyId: string, code: string, description: string, withReading: boolean }> };

export type FlaggedReadingsReportQueryQueryVariables = Exact<{
  readingYear: number;
  readingMonth: number;
}>;


export type FlaggedReadingsReportQueryQuery = { flaggedReadingsByZone: Array<{ zoneId: string, zoneName: string, readings: number, estimated: number, veryHigh: number, high: number, low: number, zero: number, flaggedPending: number, creditedCubicMeters: number }> };

export type ReadingAnomaliesPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ReadingAnomaliesPageQueryQuery = { readingAnomalies: Array<{ anomalyId: string, code: string, description: string, withReading: boolean, billing: AnomalyBilling, active: boolean }> };

export type ReadingCaptureQueryVariables = Exact<{
  readingId: string | number;
}>;


export type ReadingCaptureQuery = { readingCapture: { readingId: string, note: string | null, latitude: number | null, longitude: number | null, accuracyMeters: number | null, hasPhoto: boolean, photo: string | null } | null };

export type RegisterReadingPlacesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type RegisterReadingPlacesQueryQuery = { enterprises: Array<{ enterpriseId: string, name: string }>, zones: Array<{ zoneId: string, designation: string, enterpriseId: string }> };

export type PreviousReadingQueryQueryVariables = Exact<{
  meterId: string | number;
  readingYear: number;
  readingMonth: number;
}>;


export type PreviousReadingQueryQuery = { previousReading: number, monthReading: { readingId: string, currentReading: number } | null, readingExpectation: { expectedLow: number, expectedHigh: number, digits: number } };

export type ReadingsPageQueryQueryVariables = Exact<{
  page: number;
  size: number;
  search?: string | null | undefined;
  sort?: string | null | undefined;
  zoneId?: string | number | null | undefined;
  state?: ReadingState | null | undefined;
}>;


export type ReadingsPageQueryQuery = { readingsPage: { total: number, items: Array<{ readingId: string, meterId: string, clientId: string, clientName: string, zoneId: string, readingMonth: number, readingYear: number, previousReading: number, currentReading: number, consumption: number, estimated: boolean, meterReplaced: boolean, state: ReadingState, createdAt: string, flags: Array<{ code: ReadingFlagCode, reason: string }> }> }, zones: Array<{ zoneId: string, designation: string, description: string }> };

export type UpdateReadingMutationVariables = Exact<{
  id: string | number;
  input: UpdateReadingInput;
}>;


export type UpdateReadingMutation = { updateReading: { message: string | null, reading: { readingId: string, readingMonth: number, currentReading: number, consumption: number, state: ReadingState } | null, inputErrors: Array<{ field: string, message: string }> } };

export type BulkUpdateReadingsMutationVariables = Exact<{
  input: BulkUpdateReadingsInput;
}>;


export type BulkUpdateReadingsMutation = { bulkUpdateReadings: { updated: number, flaggedLeftPending: number, message: string | null } };

export type UnreadMetersPageQueryQueryVariables = Exact<{
  zoneId: string | number;
  month: string;
  page: number;
  size: number;
}>;


export type UnreadMetersPageQueryQuery = { unreadMetersPage: { total: number, items: Array<{ meterId: string, serial: string, clientId: string, client: string, address: string }> } };

export type CreateReadingMutationVariables = Exact<{
  input: CreateReadingInput;
}>;


export type CreateReadingMutation = { createReading: { alreadyRecorded: boolean, message: string | null, reading: { readingId: string, consumption: number } | null, invoice: { invoiceId: string, readingId: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type CreateReadingAnomalyMutationVariables = Exact<{
  input: ReadingAnomalyInput;
}>;


export type CreateReadingAnomalyMutation = { createReadingAnomaly: { message: string | null, anomaly: { anomalyId: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type UpdateReadingAnomalyMutationVariables = Exact<{
  id: string | number;
  input: ReadingAnomalyInput;
}>;


export type UpdateReadingAnomalyMutation = { updateReadingAnomaly: { message: string | null, anomaly: { anomalyId: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type RegisterReadingZoneClientsQueryVariables = Exact<{
  zoneId: string | number;
}>;


export type RegisterReadingZoneClientsQuery = { clientsByZone: Array<{ clientId: string, name: string, address: string, meters: Array<{ meterId: string, serialNumber: string, closedOn: string | null }>, contracts: Array<{ meterId: string, contractStatus: number }> }> };

export type RegisterReadingZoneRouteQueryVariables = Exact<{
  zoneId: string | number;
  month: string;
}>;


export type RegisterReadingZoneRouteQuery = { readingRoute: { stops: Array<{ meterId: string }> } };

export type PaymentClientFragment = { clientId: string, name: string, phoneNumber: string, balance: string, debt: { invoiceCount: number, invoicesAmount: string, fines: string, otherCharges: string, credit: string, total: string }, unpaidInvoices: Array<{ invoiceId: string, description: string | null, readingMonth: number, readingYear: number, limitDate: string, amount: string, fineAmount: string, totalAmount: string }>, receipts: Array<{ receiptId: string, paymentDate: string, paymentMethodLabel: string, amount: string, reversed: boolean }> };

export type InvoicePaymentQueryQueryVariables = Exact<{
  clientId: string | number;
}>;


export type InvoicePaymentQueryQuery = { client: { clientId: string, name: string, phoneNumber: string, balance: string, debt: { invoiceCount: number, invoicesAmount: string, fines: string, otherCharges: string, credit: string, total: string }, unpaidInvoices: Array<{ invoiceId: string, description: string | null, readingMonth: number, readingYear: number, limitDate: string, amount: string, fineAmount: string, totalAmount: string }>, receipts: Array<{ receiptId: string, paymentDate: string, paymentMethodLabel: string, amount: string, reversed: boolean }> } | null, paymentMethods: Array<{ value: string, label: string }> };

export type PayInvoicesMutationVariables = Exact<{
  input: PayInvoicesInput;
}>;


export type PayInvoicesMutation = { payInvoices: { message: string | null, receipt: { receiptId: string, amount: string } | null, paidInvoices: Array<{ invoiceId: string, paymentStatus: string | null }>, client: { clientId: string, name: string, phoneNumber: string, balance: string, debt: { invoiceCount: number, invoicesAmount: string, fines: string, otherCharges: string, credit: string, total: string }, unpaidInvoices: Array<{ invoiceId: string, description: string | null, readingMonth: number, readingYear: number, limitDate: string, amount: string, fineAmount: string, totalAmount: string }>, receipts: Array<{ receiptId: string, paymentDate: string, paymentMethodLabel: string, amount: string, reversed: boolean }> } | null, inputErrors: Array<{ field: string, message: string }> } };

export type RequestMpesaPaymentMutationVariables = Exact<{
  input: RequestMpesaPaymentInput;
}>;


export type RequestMpesaPaymentMutation = { requestMpesaPayment: { message: string | null, mpesaPayment: { id: string, clientId: string, clientName: string, invoiceIds: Array<string>, msisdn: string, amount: string, status: string, statusLabel: string, transactionReference: string, thirdPartyReference: string, transactionId: string | null, reason: string | null, receiptId: string | null, createdAt: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type MpesaPaymentQueryQueryVariables = Exact<{
  id: string | number;
}>;


export type MpesaPaymentQueryQuery = { mpesaPayment: { id: string, clientId: string, clientName: string, invoiceIds: Array<string>, msisdn: string, amount: string, status: string, statusLabel: string, transactionReference: string, thirdPartyReference: string, transactionId: string | null, reason: string | null, receiptId: string | null, createdAt: string } | null };

export type ReceiptsPageQueryQueryVariables = Exact<{
  page: number;
  size: number;
  search?: string | null | undefined;
  sort?: string | null | undefined;
}>;


export type ReceiptsPageQueryQuery = { receiptsPage: { total: number, items: Array<{ receiptId: string, clientId: string, clientName: string, paymentDate: string, paymentMethod: string, paymentMethodLabel: string, amount: string, reversed: boolean, invoices: Array<{ invoiceId: string }> }> } };

export type ReceiptRowFragment = { receiptId: string, clientId: string, clientName: string, paymentDate: string, paymentMethod: string, paymentMethodLabel: string, amount: string, reversed: boolean, invoices: Array<{ invoiceId: string }> };

export type ReportsPageQueryQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  zoneId?: string | number | null | undefined;
}>;


export type ReportsPageQueryQuery = { reports: { billingCollection: Array<{ month: string, invoiced: string, collected: string, fines: string, collectionRate: number | null }>, debtAging: Array<{ zoneId: string, zoneName: string, days0To30: string, days31To60: string, days61To90: string, over90: string, total: string, clients: number }>, consumption: Array<{ zoneId: string, zoneName: string, month: string, consumption: number, readings: number, averagePerMeter: number }>, nonRevenueZones: Array<{ zoneId: string, zoneName: string, consumption: number, previousYearConsumption: number, change: number | null, fell: boolean }>, nonRevenueMeters: { total: number, items: Array<{ meterId: string, clientName: string, zoneName: string, signal: NonRevenueSignal, month: string, consumptions: Array<number> }> }, topDebtors: { total: number, items: Array<{ clientId: string, clientName: string, zoneName: string, debt: string, invoices: number, daysOverdue: number }> }, paymentMethods: Array<{ month: string, paymentMethod: string, paymentMethodLabel: string, receipts: number, amount: string }>, readingsProgress: Array<{ zoneId: string, zoneName: string, month: string, expected: number, registered: number, approved: number }> }, zones: Array<{ zoneId: string, designation: string }> };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { message: string | null, session: { token: string, refreshToken: string, userId: string, name: string, username: string, role: Role, pendingStep: SessionStep | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type SettingsQueryQueryVariables = Exact<{
  admin: boolean;
}>;


export type SettingsQueryQuery = { mySessions: Array<{ sessionId: string, userAgent: string | null, address: string | null, signedInAt: string, lastUsedAt: string, current: boolean }>, myTwoFactor?: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number, requiredForAdmins: boolean }, users?: Array<{ userId: string, name: string, username: string, role: Role, active: boolean }> };

export type ResetUserTwoFactorMutationVariables = Exact<{
  id: string | number;
}>;


export type ResetUserTwoFactorMutation = { resetUserTwoFactor: { done: boolean, message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type BackupsQueryQueryVariables = Exact<{
  page: number;
  size: number;
}>;


export type BackupsQueryQuery = { backupSettings: { dailyHour: number | null, keep: number, encrypted: boolean }, backupsPage: { total: number, items: Array<{ backupId: string, trigger: BackupTrigger, status: BackupStatus, requestedByName: string | null, fileName: string | null, createdAt: string, durationMs: number | null, sizeBytes: number | null, checksum: string | null, rows: number | null, error: string | null }> } };

export type RequestBackupMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestBackupMutation = { requestBackup: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type EndSessionMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type EndSessionMutation = { endSession: { ended: number, message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { endOtherSessions: { ended: number, message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type StartTwoFactorSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTwoFactorSetupMutation = { startTwoFactorSetup: { message: string | null, setup: { secret: string, otpauthUri: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type ConfirmTwoFactorMutationVariables = Exact<{
  input: ConfirmTwoFactorInput;
}>;


export type ConfirmTwoFactorMutation = { confirmTwoFactor: { recoveryCodes: Array<string> | null, message: string | null, session: { token: string, refreshToken: string, userId: string, name: string, username: string, role: Role, pendingStep: SessionStep | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type DisableTwoFactorMutationVariables = Exact<{
  input: DisableTwoFactorInput;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor: { done: boolean, message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type UpdateSecuritySettingsMutationVariables = Exact<{
  input: SecuritySettingsInput;
}>;


export type UpdateSecuritySettingsMutation = { updateSecuritySettings: { message: string | null, securitySettings: { twoFactorRequiredForAdmins: boolean } | null, inputErrors: Array<{ field: string, message: string }> } };

export type ApiKeysQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQueryQuery = { apiKeys: Array<{ apiKeyId: string, name: string, expiresOn: string, state: ApiKeyState, lastUsedAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string | null, message: string | null, apiKey: { apiKeyId: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type CreateContractTypeMutationVariables = Exact<{
  input: ContractTypeInput;
}>;


export type CreateContractTypeMutation = { createContractType: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type UpdateContractTypeMutationVariables = Exact<{
  id: string | number;
  input: ContractTypeInput;
}>;


export type UpdateContractTypeMutation = { updateContractType: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type CreateEnterpriseMutationVariables = Exact<{
  input: EnterpriseInput;
}>;


export type CreateEnterpriseMutation = { createEnterprise: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type UpdateEnterpriseMutationVariables = Exact<{
  id: string | number;
  input: EnterpriseInput;
}>;


export type UpdateEnterpriseMutation = { updateEnterprise: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type CreateFineConfigurationMutationVariables = Exact<{
  input: FineConfigurationInput;
}>;


export type CreateFineConfigurationMutation = { createFineConfiguration: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type UpdateFineConfigurationMutationVariables = Exact<{
  id: string | number;
  input: FineConfigurationInput;
}>;


export type UpdateFineConfigurationMutation = { updateFineConfiguration: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type CreateInvoiceConfigurationMutationVariables = Exact<{
  input: InvoiceConfigurationInput;
}>;


export type CreateInvoiceConfigurationMutation = { createInvoiceConfiguration: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type UpdateInvoiceConfigurationMutationVariables = Exact<{
  id: string | number;
  input: InvoiceConfigurationInput;
}>;


export type UpdateInvoiceConfigurationMutation = { updateInvoiceConfiguration: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type ReadingThresholdsQueryQueryVariables = Exact<{
  contractTypeId: string | number;
}>;


export type ReadingThresholdsQueryQuery = { readingThresholds: { contractTypeId: string, minimumCubicMeters: number, highFactor: number, highMinimum: number, veryHighFactor: number, veryHighMinimum: number, lowFactor: number, lowAverageAbove: number } };

export type UpdateReadingThresholdsMutationVariables = Exact<{
  contractTypeId: string | number;
  input: ReadingThresholdsInput;
}>;


export type UpdateReadingThresholdsMutation = { updateReadingThresholds: { message: string | null, thresholds: { contractTypeId: string, minimumCubicMeters: number, highFactor: number, highMinimum: number, veryHighFactor: number, veryHighMinimum: number, lowFactor: number, lowAverageAbove: number } | null, inputErrors: Array<{ field: string, message: string }> } };

export type CreateRubricMutationVariables = Exact<{
  input: RubricInput;
}>;


export type CreateRubricMutation = { createRubric: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type UpdateRubricMutationVariables = Exact<{
  id: string | number;
  input: RubricInput;
}>;


export type UpdateRubricMutation = { updateRubric: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type SetupPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type SetupPageQueryQuery = { enterprises: Array<{ enterpriseId: string, name: string, email: string, nuit: string, phoneNumber: string, address: string }>, zones: Array<{ zoneId: string, designation: string, description: string, enterpriseId: string, enterprise: { enterpriseId: string, name: string } }>, invoiceConfigurations: Array<{ invoiceConfigurationId: string, description: string, minInterval: number, maxInterval: number, active: boolean }>, contractTypes: Array<{ contractTypeId: string, designation: string, minimumConsumptionValue: string, pricePerConsumptionUnit: string, reconnectionFee: string }>, fineConfigurations: Array<{ fineConfigurationId: string, minInterval: number, maxInterval: number, acruedFinePercentage: number, active: boolean }>, rubrics: Array<{ rubricId: string, name: string, description: string, price: string }>, users: Array<{ userId: string, name: string, username: string, phoneNumber: string, address: string, role: Role, active: boolean }>, roles: Array<{ value: Role, label: string }> };

export type TariffVersionsQueryVariables = Exact<{
  id: string | number;
}>;


export type TariffVersionsQuery = { contractType: { contractTypeId: string, designation: string, tariffs: Array<{ tariffVersionId: string, effectiveFrom: string, minimumCharge: string, fixedCharge: string, fixedChargeDescription: string | null, sanitationRate: number, sanitationExemptUpTo: number | null, vatRate: number, vatExemptUpTo: number | null, note: string | null, locked: boolean, blocks: Array<{ upTo: number | null, price: string | null, flat: string | null }> }> } };

export type TariffQuoteQueryVariables = Exact<{
  contractTypeId: string | number;
  consumption: number;
  date?: string | null | undefined;
}>;


export type TariffQuoteQuery = { tariffQuote: { tariffVersionId: string | null, vat: string, total: string, lines: Array<{ kind: TariffLineKind, description: string, quantity: number | null, unitPrice: string | null, amount: string }> } };

export type CreateTariffVersionMutationVariables = Exact<{
  contractTypeId: string | number;
  input: TariffVersionInput;
}>;


export type CreateTariffVersionMutation = { createTariffVersion: { message: string | null, tariffVersion: { tariffVersionId: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type UpdateTariffVersionMutationVariables = Exact<{
  contractTypeId: string | number;
  id: string | number;
  input: TariffVersionInput;
}>;


export type UpdateTariffVersionMutation = { updateTariffVersion: { message: string | null, tariffVersion: { tariffVersionId: string } | null, inputErrors: Array<{ field: string, message: string }> } };

export type DeleteTariffVersionMutationVariables = Exact<{
  contractTypeId: string | number;
  id: string | number;
}>;


export type DeleteTariffVersionMutation = { deleteTariffVersion: { deleted: boolean, message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type CreateZoneMutationVariables = Exact<{
  input: ZoneInput;
}>;


export type CreateZoneMutation = { createZone: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type UpdateZoneMutationVariables = Exact<{
  id: string | number;
  input: ZoneInput;
}>;


export type UpdateZoneMutation = { updateZone: { message: string | null, inputErrors: Array<{ field: string, message: string }> } };

export type SmsTemplatesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type SmsTemplatesQueryQuery = { smsTemplates: Array<{ event: SmsEvent, body: string, transliterate: boolean, daysBefore: number | null, placeholders: Array<string>, updatedAt: string | null }> };

export type UpdateSmsTemplateMutationVariables = Exact<{
  input: UpdateSmsTemplateInput;
}>;


export type UpdateSmsTemplateMutation = { updateSmsTemplate: { message: string | null, template: { event: SmsEvent, body: string, transliterate: boolean, daysBefore: number | null, placeholders: Array<string>, updatedAt: string | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type SmsMessagesPageQueryQueryVariables = Exact<{
  page: number;
  size: number;
  states?: Array<SmsState> | SmsState | null | undefined;
  events?: Array<SmsEvent> | SmsEvent | null | undefined;
  clientId?: string | number | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type SmsMessagesPageQueryQuery = { smsMessagesPage: { total: number, items: Array<{ messageId: string, event: SmsEvent, clientId: string, clientName: string, phone: string | null, body: string, encoding: string, parts: number, state: SmsState, reason: string | null, attempts: number, dueAt: string, sentAt: string | null, deliveredAt: string | null, createdAt: string }> } };

export type SmsMonthlyCountsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type SmsMonthlyCountsQueryQuery = { smsMonthlyCounts: { month: string, sent: number, parts: number, byState: Array<{ state: SmsState, messages: number }> } };

export type ResendSmsMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendSmsMessageMutation = { resendSmsMessage: { message: string | null, smsMessage: { messageId: string, state: SmsState } | null, inputErrors: Array<{ field: string, message: string }> } };

export type SmsClientQueryQueryVariables = Exact<{
  id: string | number;
}>;


export type SmsClientQueryQuery = { client: { clientId: string, name: string, phoneNumber: string, smsOptOut: { clientId: string, optedOut: boolean, since: string | null } } | null };

export type UpdateSmsOptOutMutationVariables = Exact<{
  clientId: string | number;
  optedOut: boolean;
}>;


export type UpdateSmsOptOutMutation = { updateSmsOptOut: { message: string | null, optOut: { clientId: string, optedOut: boolean, since: string | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type SuspensionRowFragment = { suspensionId: string, meterId: string, startDate: string, endDate: string | null, reason: string | null, status: SuspensionStatus, notes: string | null, clientId: string, clientName: string, zone: { zoneId: string, designation: string } | null };

export type SuspensionsPageQueryQueryVariables = Exact<{
  page: number;
  size: number;
  search?: string | null | undefined;
  sort?: string | null | undefined;
}>;


export type SuspensionsPageQueryQuery = { suspensionsPage: { total: number, items: Array<{ suspensionId: string, meterId: string, startDate: string, endDate: string | null, reason: string | null, status: SuspensionStatus, notes: string | null, clientId: string, clientName: string, zone: { zoneId: string, designation: string } | null }> } };

export type CreateSuspensionMutationVariables = Exact<{
  input: CreateSuspensionInput;
}>;


export type CreateSuspensionMutation = { createSuspension: { message: string | null, suspension: { suspensionId: string, meterId: string, startDate: string, endDate: string | null, reason: string | null, status: SuspensionStatus, notes: string | null, clientId: string, clientName: string, zone: { zoneId: string, designation: string } | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type UpdateSuspensionMutationVariables = Exact<{
  id: string | number;
  input: UpdateSuspensionInput;
}>;


export type UpdateSuspensionMutation = { updateSuspension: { message: string | null, suspension: { suspensionId: string, meterId: string, startDate: string, endDate: string | null, reason: string | null, status: SuspensionStatus, notes: string | null, clientId: string, clientName: string, zone: { zoneId: string, designation: string } | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type TillQueryQueryVariables = Exact<{
  day?: string | null | undefined;
  userId?: string | number | null | undefined;
}>;


export type TillQueryQuery = { till: { userId: string, userName: string, day: string, receiptCount: number, receiptTotal: string, reversedCount: number, reversedTotal: string, expectedCash: string, methods: Array<{ method: string, label: string, count: number, total: string }>, closing: { countedCash: string, expectedCash: string, difference: string, note: string | null, closedAt: string, closedBy: string } | null } };

export type CloseTillMutationVariables = Exact<{
  input: CloseTillInput;
}>;


export type CloseTillMutation = { closeTill: { message: string | null, till: { day: string, closing: { difference: string } | null } | null, inputErrors: Array<{ field: string, message: string }> } };

export type MpesaPaymentFieldsFragment = { id: string, clientId: string, clientName: string, invoiceIds: Array<string>, msisdn: string, amount: string, status: string, statusLabel: string, transactionReference: string, thirdPartyReference: string, transactionId: string | null, reason: string | null, receiptId: string | null, createdAt: string };

type MutationResult_AttachMpesaStatementLinePayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_AuthPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_BulkUpdateReadingsPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_ChargeRubricPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_CloseTillPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_ConfirmTwoFactorPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_ContractPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_ContractTypePayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_CreateApiKeyPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_CreateClientPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_CustomerPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_CutPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_DeletePayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_EndSessionsPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_EnterprisePayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_FineConfigurationPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_InvoiceConfigurationPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_InvoicePayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_MeterPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_MpesaPaymentPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_PayInvoicesPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_PaymentAgreementPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_PutReadingPhotoPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_ReadingAnomalyPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_ReadingPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_ReadingThresholdsPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_ReceiptPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_ReconnectCutPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_RegisterCutsPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_ReplaceMeterPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_RequestBackupPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_RevokeApiKeyPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_RubricPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_SecuritySettingsPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_SendReadingBatchPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_SmsMessagePayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_SmsOptOutPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_SmsTemplatePayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_SuspensionPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_TariffVersionPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_TwoFactorChangePayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_TwoFactorSetupPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_UserPayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

type MutationResult_ZonePayload_Fragment = { message: string | null, inputErrors: Array<{ field: string, message: string }> };

export type MutationResultFragment =
  | MutationResult_AttachMpesaStatementLinePayload_Fragment
  | MutationResult_AuthPayload_Fragment
  | MutationResult_BulkUpdateReadingsPayload_Fragment
  | MutationResult_ChargeRubricPayload_Fragment
  | MutationResult_CloseTillPayload_Fragment
  | MutationResult_ConfirmTwoFactorPayload_Fragment
  | MutationResult_ContractPayload_Fragment
  | MutationResult_ContractTypePayload_Fragment
  | MutationResult_CreateApiKeyPayload_Fragment
  | MutationResult_CreateClientPayload_Fragment
  | MutationResult_CustomerPayload_Fragment
  | MutationResult_CutPayload_Fragment
  | MutationResult_DeletePayload_Fragment
  | MutationResult_EndSessionsPayload_Fragment
  | MutationResult_EnterprisePayload_Fragment
  | MutationResult_FineConfigurationPayload_Fragment
  | MutationResult_InvoiceConfigurationPayload_Fragment
  | MutationResult_InvoicePayload_Fragment
  | MutationResult_MeterPayload_Fragment
  | MutationResult_MpesaPaymentPayload_Fragment
  | MutationResult_PayInvoicesPayload_Fragment
  | MutationResult_PaymentAgreementPayload_Fragment
  | MutationResult_PutReadingPhotoPayload_Fragment
  | MutationResult_ReadingAnomalyPayload_Fragment
  | MutationResult_ReadingPayload_Fragment
  | MutationResult_ReadingThresholdsPayload_Fragment
  | MutationResult_ReceiptPayload_Fragment
  | MutationResult_ReconnectCutPayload_Fragment
  | MutationResult_RegisterCutsPayload_Fragment
  | MutationResult_ReplaceMeterPayload_Fragment
  | MutationResult_RequestBackupPayload_Fragment
  | MutationResult_RevokeApiKeyPayload_Fragment
  | MutationResult_RubricPayload_Fragment
  | MutationResult_SecuritySettingsPayload_Fragment
  | MutationResult_SendReadingBatchPayload_Fragment
  | MutationResult_SmsMessagePayload_Fragment
  | MutationResult_SmsOptOutPayload_Fragment
  | MutationResult_SmsTemplatePayload_Fragment
  | MutationResult_SuspensionPayload_Fragment
  | MutationResult_TariffVersionPayload_Fragment
  | MutationResult_TwoFactorChangePayload_Fragment
  | MutationResult_TwoFactorSetupPayload_Fragment
  | MutationResult_UserPayload_Fragment
  | MutationResult_ZonePayload_Fragment
;

export type RefreshTokenMutationVariables = Exact<{
  input: RefreshTokenInput;
}>;


export type RefreshTokenMutation = { refreshToken: { message: string | null, session: { token: string, refreshToken: string, userId: string, name: string, username: string, role: Role } | null } };

export type LogoutMutationVariables = Exact<{
  input: LogoutInput;
}>;


export type LogoutMutation = { logout: boolean };

export type BillingCollectionFieldsFragment = { month: string, invoiced: string, collected: string, fines: string, collectionRate: number | null };

export type DebtAgingFieldsFragment = { zoneId: string, zoneName: string, days0To30: string, days31To60: string, days61To90: string, over90: string, total: string, clients: number };

export type MeterCascadeOptionsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type MeterCascadeOptionsQueryQuery = { enterprises: Array<{ enterpriseId: string, name: string }>, zones: Array<{ zoneId: string, designation: string, enterpriseId: string }> };

export type MeterCascadeClientsQueryQueryVariables = Exact<{
  zoneId: string | number;
}>;


export type MeterCascadeClientsQueryQuery = { clientsByZone: Array<{ clientId: string, name: string, meters: Array<{ meterId: string, brand: string, serialNumber: string }> }> };

export type ContractStepMetersQueryQueryVariables = Exact<{
  clientId: string | number;
}>;


export type ContractStepMetersQueryQuery = { availableMeters: Array<{ meterId: string, brand: string, serialNumber: string }> };

export type MeterSerialSearchQueryQueryVariables = Exact<{
  search: string;
}>;


export type MeterSerialSearchQueryQuery = { searchMeters: Array<{ meterId: string, clientId: string, brand: string, serialNumber: string }> };

export type MeterSerialClientQueryQueryVariables = Exact<{
  id: string | number;
}>;


export type MeterSerialClientQueryQuery = { client: { clientId: string, zoneId: string } | null };

export type PaymentClientSearchQueryQueryVariables = Exact<{
  search: string;
}>;


export type PaymentClientSearchQueryQuery = { clientsPage: { items: Array<{ clientId: string, name: string, phoneNumber: string }> } };

export const ChargedRubricRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargedRubricRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientRubric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"rubricId"}},{"kind":"Field","name":{"kind":"Name","value":"rubricName"}},{"kind":"Field","name":{"kind":"Name","value":"rubricDescription"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ChargedRubricRowFragment, unknown>;
export const ClientPageMeterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPageMeter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"cubicMeters"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"digits"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closingReading"}},{"kind":"Field","name":{"kind":"Name","value":"replacesMeterId"}}]}}]} as unknown as DocumentNode<ClientPageMeterFragment, unknown>;
export const ClientPageReadingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPageReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reading"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingId"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"readingMonth"}},{"kind":"Field","name":{"kind":"Name","value":"readingYear"}},{"kind":"Field","name":{"kind":"Name","value":"previousReading"}},{"kind":"Field","name":{"kind":"Name","value":"currentReading"}},{"kind":"Field","name":{"kind":"Name","value":"consumption"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"meterReplaced"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ClientPageReadingFragment, unknown>;
export const CutRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CutRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cut"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<CutRowFragment, unknown>;
export const ClientImportJobSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientImportJobSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientImportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"rowsDone"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<ClientImportJobSummaryFragment, unknown>;
export const MpesaStatementLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaStatementLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaStatementLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"msisdn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"match"}},{"kind":"Field","name":{"kind":"Name","value":"matchLabel"}},{"kind":"Field","name":{"kind":"Name","value":"expectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]} as unknown as DocumentNode<MpesaStatementLineFieldsFragment, unknown>;
export const PaymentClientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentClient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"debt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fines"}},{"kind":"Field","name":{"kind":"Name","value":"otherCharges"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"readingMonth"}},{"kind":"Field","name":{"kind":"Name","value":"readingYear"}},{"kind":"Field","name":{"kind":"Name","value":"limitDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fineAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reversed"}}]}}]}}]} as unknown as DocumentNode<PaymentClientFragment, unknown>;
export const ReceiptRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceiptRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Receipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reversed"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}}]}}]}}]} as unknown as DocumentNode<ReceiptRowFragment, unknown>;
export const SuspensionRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuspensionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Suspension"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspensionId"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}}]}}]} as unknown as DocumentNode<SuspensionRowFragment, unknown>;
export const MpesaPaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceIds"}},{"kind":"Field","name":{"kind":"Name","value":"msisdn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"transactionReference"}},{"kind":"Field","name":{"kind":"Name","value":"thirdPartyReference"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MpesaPaymentFieldsFragment, unknown>;
export const MutationResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MutationResultFragment, unknown>;
export const BillingCollectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingCollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingCollectionMonth"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"fines"}},{"kind":"Field","name":{"kind":"Name","value":"collectionRate"}}]}}]} as unknown as DocumentNode<BillingCollectionFieldsFragment, unknown>;
export const DebtAgingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DebtAgingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DebtAgingZone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneName"}},{"kind":"Field","name":{"kind":"Name","value":"days0To30"}},{"kind":"Field","name":{"kind":"Name","value":"days31To60"}},{"kind":"Field","name":{"kind":"Name","value":"days61To90"}},{"kind":"Field","name":{"kind":"Name","value":"over90"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"clients"}}]}}]} as unknown as DocumentNode<DebtAgingFieldsFragment, unknown>;
export const AuditPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditPageQueryQuery, AuditPageQueryQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"pendingStep"}}]}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorToken"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LoginWithTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginWithTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginWithTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"pendingStep"}}]}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorToken"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LoginWithTwoFactorMutation, LoginWithTwoFactorMutationVariables>;
export const FirstSignInPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FirstSignInPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"pendingStep"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FirstSignInPasswordMutation, FirstSignInPasswordMutationVariables>;
export const StartOwedTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartOwedTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StartOwedTwoFactorMutation, StartOwedTwoFactorMutationVariables>;
export const ConfirmOwedTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmOwedTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"pendingStep"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConfirmOwedTwoFactorMutation, ConfirmOwedTwoFactorMutationVariables>;
export const OtherPaymentsClientsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OtherPaymentsClientsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name,asc","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]}}]} as unknown as DocumentNode<OtherPaymentsClientsQueryQuery, OtherPaymentsClientsQueryQueryVariables>;
export const OtherPaymentsRubricsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OtherPaymentsRubricsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchRubrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rubricId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<OtherPaymentsRubricsQueryQuery, OtherPaymentsRubricsQueryQueryVariables>;
export const OtherPaymentsChargesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OtherPaymentsChargesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"contracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatus"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargedRubrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargedRubricRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargedRubricRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientRubric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"rubricId"}},{"kind":"Field","name":{"kind":"Name","value":"rubricName"}},{"kind":"Field","name":{"kind":"Name","value":"rubricDescription"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OtherPaymentsChargesQueryQuery, OtherPaymentsChargesQueryQueryVariables>;
export const ChargeRubricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChargeRubric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeRubricInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeRubric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientRubric"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargedRubricRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargedRubricRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientRubric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"rubricId"}},{"kind":"Field","name":{"kind":"Name","value":"rubricName"}},{"kind":"Field","name":{"kind":"Name","value":"rubricDescription"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChargeRubricMutation, ChargeRubricMutationVariables>;
export const ClientPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"nuit"}},{"kind":"Field","name":{"kind":"Name","value":"zone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientPageMeter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientPageReading"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAgreements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agreements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"debt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fines"}},{"kind":"Field","name":{"kind":"Name","value":"otherCharges"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"readingMonth"}},{"kind":"Field","name":{"kind":"Name","value":"readingYear"}},{"kind":"Field","name":{"kind":"Name","value":"limitDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reversed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargedRubrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rubricName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"openingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"agreementInstalments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agreementId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"missed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPageMeter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"cubicMeters"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"digits"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closingReading"}},{"kind":"Field","name":{"kind":"Name","value":"replacesMeterId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPageReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reading"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingId"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"readingMonth"}},{"kind":"Field","name":{"kind":"Name","value":"readingYear"}},{"kind":"Field","name":{"kind":"Name","value":"previousReading"}},{"kind":"Field","name":{"kind":"Name","value":"currentReading"}},{"kind":"Field","name":{"kind":"Name","value":"consumption"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"meterReplaced"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ClientPageQueryQuery, ClientPageQueryQueryVariables>;
export const UpdateClientMeterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClientMeter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMeterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMeter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}},{"kind":"Field","name":{"kind":"Name","value":"meter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientPageMeter"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPageMeter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"cubicMeters"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"digits"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closingReading"}},{"kind":"Field","name":{"kind":"Name","value":"replacesMeterId"}}]}}]} as unknown as DocumentNode<UpdateClientMeterMutation, UpdateClientMeterMutationVariables>;
export const ReplaceClientMeterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplaceClientMeter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"meterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplaceMeterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replaceMeter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"meterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"meterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}},{"kind":"Field","name":{"kind":"Name","value":"newMeter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientPageMeter"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientPageMeter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"cubicMeters"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"digits"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closingReading"}},{"kind":"Field","name":{"kind":"Name","value":"replacesMeterId"}}]}}]} as unknown as DocumentNode<ReplaceClientMeterMutation, ReplaceClientMeterMutationVariables>;
export const ReverseReceiptFromClientPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReverseReceiptFromClientPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reverseReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"reversed"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReverseReceiptFromClientPageMutation, ReverseReceiptFromClientPageMutationVariables>;
export const ReverseClientRubricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReverseClientRubric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reverseClientRubric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientRubric"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reversed"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReverseClientRubricMutation, ReverseClientRubricMutationVariables>;
export const CustomersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"nuit"}},{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"observation"}},{"kind":"Field","name":{"kind":"Name","value":"exemptFromFines"}},{"kind":"Field","name":{"kind":"Name","value":"wantsReceiptSMS"}},{"kind":"Field","name":{"kind":"Name","value":"wantsInvoiceSMS"}},{"kind":"Field","name":{"kind":"Name","value":"zone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"debt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fines"}},{"kind":"Field","name":{"kind":"Name","value":"otherCharges"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatus"}},{"kind":"Field","name":{"kind":"Name","value":"contractTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}}]}}]} as unknown as DocumentNode<CustomersQueryQuery, CustomersQueryQueryVariables>;
export const UpdateCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAdjustment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const ContractStepQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractStepQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}}]}}]} as unknown as DocumentNode<ContractStepQueryQuery, ContractStepQueryQueryVariables>;
export const ContractsListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractsListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatus"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<ContractsListQueryQuery, ContractsListQueryQueryVariables>;
export const CreateContractZonesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreateContractZonesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}}]}}]} as unknown as DocumentNode<CreateContractZonesQueryQuery, CreateContractZonesQueryQueryVariables>;
export const CreateContractResumeQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreateContractResumeQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"nuit"}},{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"observation"}},{"kind":"Field","name":{"kind":"Name","value":"exemptFromFines"}},{"kind":"Field","name":{"kind":"Name","value":"wantsReceiptSMS"}},{"kind":"Field","name":{"kind":"Name","value":"wantsInvoiceSMS"}}]}}]}}]} as unknown as DocumentNode<CreateContractResumeQueryQuery, CreateContractResumeQueryQueryVariables>;
export const CreateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateClientMutation, CreateClientMutationVariables>;
export const CreateContractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateContractMutation, CreateContractMutationVariables>;
export const CutCandidatesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CutCandidatesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"zoneId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zoneName"}},{"kind":"Field","name":{"kind":"Name","value":"debt"}},{"kind":"Field","name":{"kind":"Name","value":"monthsOwed"}},{"kind":"Field","name":{"kind":"Name","value":"daysOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}}]}}]} as unknown as DocumentNode<CutCandidatesQueryQuery, CutCandidatesQueryQueryVariables>;
export const RegisterCutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterCuts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterCutsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerCuts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CutRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CutRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cut"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterCutsMutation, RegisterCutsMutationVariables>;
export const CutsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CutsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CutRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CutRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cut"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<CutsPageQueryQuery, CutsPageQueryQueryVariables>;
export const CreateCutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CutRow"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CutRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cut"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateCutMutation, CreateCutMutationVariables>;
export const UpdateCutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CutRow"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CutRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cut"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateCutMutation, UpdateCutMutationVariables>;
export const ReconnectCutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReconnectCut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconnectCut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CutRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CutRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cut"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReconnectCutMutation, ReconnectCutMutationVariables>;
export const ReconnectDebtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReconnectDebt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"debt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ReconnectDebtQuery, ReconnectDebtQueryVariables>;
export const DashboardQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuts"}},{"kind":"Field","name":{"kind":"Name","value":"readings"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"}},{"kind":"Field","name":{"kind":"Name","value":"clients"}}]}}]}}]} as unknown as DocumentNode<DashboardQueryQuery, DashboardQueryQueryVariables>;
export const DashboardReportsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardReportsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingCollectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"debtAging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebtAgingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingCollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingCollectionMonth"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"fines"}},{"kind":"Field","name":{"kind":"Name","value":"collectionRate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DebtAgingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DebtAgingZone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneName"}},{"kind":"Field","name":{"kind":"Name","value":"days0To30"}},{"kind":"Field","name":{"kind":"Name","value":"days31To60"}},{"kind":"Field","name":{"kind":"Name","value":"days61To90"}},{"kind":"Field","name":{"kind":"Name","value":"over90"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"clients"}}]}}]} as unknown as DocumentNode<DashboardReportsQueryQuery, DashboardReportsQueryQueryVariables>;
export const TechnicianHomeQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TechnicianHomeQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReadingsToday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"last"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingId"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"client"}},{"kind":"Field","name":{"kind":"Name","value":"currentReading"}},{"kind":"Field","name":{"kind":"Name","value":"consumption"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadMetersByZone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneName"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]}}]} as unknown as DocumentNode<TechnicianHomeQueryQuery, TechnicianHomeQueryQueryVariables>;
export const AdministratorTodayQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdministratorTodayQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptsToday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"flagged"},"name":{"kind":"Name","value":"readingsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"flagged"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"collectionRate"}}]}}]}}]}}]} as unknown as DocumentNode<AdministratorTodayQueryQuery, AdministratorTodayQueryQueryVariables>;
export const ClientImportQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientImportQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientImportJobSummary"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"}},{"kind":"Field","name":{"kind":"Name","value":"openingCredit"}},{"kind":"Field","name":{"kind":"Name","value":"openingDebt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientImportJobSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientImportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"rowsDone"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<ClientImportQueryQuery, ClientImportQueryQueryVariables>;
export const ClientImportsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientImportsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientImports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"checksum"}},{"kind":"Field","name":{"kind":"Name","value":"clients"}},{"kind":"Field","name":{"kind":"Name","value":"openingCredit"}},{"kind":"Field","name":{"kind":"Name","value":"openingDebt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ClientImportsQueryQuery, ClientImportsQueryQueryVariables>;
export const UnfinishedImportsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnfinishedImportsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfinishedClientImports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientImportJobSummary"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientImportJobSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientImportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"rowsDone"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<UnfinishedImportsQueryQuery, UnfinishedImportsQueryQueryVariables>;
export const InvoicesPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicesPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"zoneId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"readingId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"readingMonth"}},{"kind":"Field","name":{"kind":"Name","value":"readingYear"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fineAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"finePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"limitDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}}]}}]} as unknown as DocumentNode<InvoicesPageQueryQuery, InvoicesPageQueryQueryVariables>;
export const MpesaPaymentsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MpesaPaymentsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpesaPaymentsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaPaymentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceIds"}},{"kind":"Field","name":{"kind":"Name","value":"msisdn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"transactionReference"}},{"kind":"Field","name":{"kind":"Name","value":"thirdPartyReference"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MpesaPaymentsPageQueryQuery, MpesaPaymentsPageQueryQueryVariables>;
export const ReverseMpesaPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReverseMpesaPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reverseMpesaPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpesaPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaPaymentFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceIds"}},{"kind":"Field","name":{"kind":"Name","value":"msisdn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"transactionReference"}},{"kind":"Field","name":{"kind":"Name","value":"thirdPartyReference"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReverseMpesaPaymentMutation, ReverseMpesaPaymentMutationVariables>;
export const MpesaStatementsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MpesaStatementsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpesaStatements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<MpesaStatementsQueryQuery, MpesaStatementsQueryQueryVariables>;
export const MpesaStatementQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MpesaStatementQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpesaStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matched"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mismatched"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingReceipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]}}]} as unknown as DocumentNode<MpesaStatementQueryQuery, MpesaStatementQueryQueryVariables>;
export const MpesaStatementLinesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MpesaStatementLinesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"match"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpesaStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"match"},"value":{"kind":"Variable","name":{"kind":"Name","value":"match"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaStatementLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaStatementLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaStatementLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"msisdn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"match"}},{"kind":"Field","name":{"kind":"Name","value":"matchLabel"}},{"kind":"Field","name":{"kind":"Name","value":"expectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]} as unknown as DocumentNode<MpesaStatementLinesQueryQuery, MpesaStatementLinesQueryQueryVariables>;
export const AttachMpesaStatementLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachMpesaStatementLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachMpesaStatementLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachMpesaStatementLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaStatementLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaStatementLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaStatementLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"msisdn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"match"}},{"kind":"Field","name":{"kind":"Name","value":"matchLabel"}},{"kind":"Field","name":{"kind":"Name","value":"expectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AttachMpesaStatementLineMutation, AttachMpesaStatementLineMutationVariables>;
export const AgreementsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgreementsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAgreements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"debt"}},{"kind":"Field","name":{"kind":"Name","value":"agreements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"debt"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"instalments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgreementsPageQueryQuery, AgreementsPageQueryQueryVariables>;
export const CreatePaymentAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePaymentAgreementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agreement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentAgreementMutation, CreatePaymentAgreementMutationVariables>;
export const CancelPaymentAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPaymentAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPaymentAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agreement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CancelPaymentAgreementMutation, CancelPaymentAgreementMutationVariables>;
export const PayAgreementInstalmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayAgreementInstalment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAgreementInstalment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PayAgreementInstalmentMutation, PayAgreementInstalmentMutationVariables>;
export const ReadingRouteZonesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadingRouteZones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ReadingRouteZonesQuery, ReadingRouteZonesQueryVariables>;
export const ReadingRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadingRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zoneId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneName"}},{"kind":"Field","name":{"kind":"Name","value":"readingYear"}},{"kind":"Field","name":{"kind":"Name","value":"readingMonth"}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"client"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"high"}}]}},{"kind":"Field","name":{"kind":"Name","value":"anomalies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"withReading"}}]}}]}}]}}]} as unknown as DocumentNode<ReadingRouteQuery, ReadingRouteQueryVariables>;
export const SendReadingBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendReadingBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendReadingBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendReadingBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientReadingId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendReadingBatchMutation, SendReadingBatchMutationVariables>;
export const PutReadingPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutReadingPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutReadingPhotoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putReadingPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PutReadingPhotoMutation, PutReadingPhotoMutationVariables>;
export const ReadingAnomaliesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadingAnomaliesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingAnomalies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anomalyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"withReading"}}]}}]}}]} as unknown as DocumentNode<ReadingAnomaliesQueryQuery, ReadingAnomaliesQueryQueryVariables>;
export const FlaggedReadingsReportQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlaggedReadingsReportQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"readingYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"readingMonth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flaggedReadingsByZone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"readingYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readingYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"readingMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readingMonth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneName"}},{"kind":"Field","name":{"kind":"Name","value":"readings"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"veryHigh"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"zero"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedPending"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCubicMeters"}}]}}]}}]} as unknown as DocumentNode<FlaggedReadingsReportQueryQuery, FlaggedReadingsReportQueryQueryVariables>;
export const ReadingAnomaliesPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadingAnomaliesPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingAnomalies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anomalyId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"withReading"}},{"kind":"Field","name":{"kind":"Name","value":"billing"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ReadingAnomaliesPageQueryQuery, ReadingAnomaliesPageQueryQueryVariables>;
export const ReadingCaptureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadingCapture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"readingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingCapture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"readingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"accuracyMeters"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}}]}}]} as unknown as DocumentNode<ReadingCaptureQuery, ReadingCaptureQueryVariables>;
export const RegisterReadingPlacesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegisterReadingPlacesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterprises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterpriseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"enterpriseId"}}]}}]}}]} as unknown as DocumentNode<RegisterReadingPlacesQueryQuery, RegisterReadingPlacesQueryQueryVariables>;
export const PreviousReadingQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviousReadingQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"meterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"readingYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"readingMonth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousReading"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"meterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"meterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"readingYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readingYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"readingMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readingMonth"}}}]},{"kind":"Field","name":{"kind":"Name","value":"monthReading"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"meterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"meterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"readingYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readingYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"readingMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readingMonth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingId"}},{"kind":"Field","name":{"kind":"Name","value":"currentReading"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readingExpectation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"meterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"meterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"readingYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readingYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"readingMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readingMonth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedLow"}},{"kind":"Field","name":{"kind":"Name","value":"expectedHigh"}},{"kind":"Field","name":{"kind":"Name","value":"digits"}}]}}]}}]} as unknown as DocumentNode<PreviousReadingQueryQuery, PreviousReadingQueryQueryVariables>;
export const ReadingsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadingsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"zoneId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingId"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"readingMonth"}},{"kind":"Field","name":{"kind":"Name","value":"readingYear"}},{"kind":"Field","name":{"kind":"Name","value":"previousReading"}},{"kind":"Field","name":{"kind":"Name","value":"currentReading"}},{"kind":"Field","name":{"kind":"Name","value":"consumption"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"meterReplaced"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ReadingsPageQueryQuery, ReadingsPageQueryQueryVariables>;
export const UpdateReadingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReading"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateReadingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReading"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingId"}},{"kind":"Field","name":{"kind":"Name","value":"readingMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currentReading"}},{"kind":"Field","name":{"kind":"Name","value":"consumption"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateReadingMutation, UpdateReadingMutationVariables>;
export const BulkUpdateReadingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkUpdateReadings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkUpdateReadingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateReadings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedLeftPending"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<BulkUpdateReadingsMutation, BulkUpdateReadingsMutationVariables>;
export const UnreadMetersPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadMetersPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMetersPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zoneId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"client"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<UnreadMetersPageQueryQuery, UnreadMetersPageQueryQueryVariables>;
export const CreateReadingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReading"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReadingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReading"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingId"}},{"kind":"Field","name":{"kind":"Name","value":"consumption"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"readingId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alreadyRecorded"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateReadingMutation, CreateReadingMutationVariables>;
export const CreateReadingAnomalyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReadingAnomaly"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingAnomalyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReadingAnomaly"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anomaly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anomalyId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateReadingAnomalyMutation, CreateReadingAnomalyMutationVariables>;
export const UpdateReadingAnomalyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReadingAnomaly"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingAnomalyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReadingAnomaly"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anomaly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anomalyId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateReadingAnomalyMutation, UpdateReadingAnomalyMutationVariables>;
export const RegisterReadingZoneClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegisterReadingZoneClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientsByZone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zoneId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"meters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatus"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterReadingZoneClientsQuery, RegisterReadingZoneClientsQueryVariables>;
export const RegisterReadingZoneRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegisterReadingZoneRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zoneId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterReadingZoneRouteQuery, RegisterReadingZoneRouteQueryVariables>;
export const InvoicePaymentQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicePaymentQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentClient"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentClient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"debt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fines"}},{"kind":"Field","name":{"kind":"Name","value":"otherCharges"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"readingMonth"}},{"kind":"Field","name":{"kind":"Name","value":"readingYear"}},{"kind":"Field","name":{"kind":"Name","value":"limitDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fineAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reversed"}}]}}]}}]} as unknown as DocumentNode<InvoicePaymentQueryQuery, InvoicePaymentQueryQueryVariables>;
export const PayInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayInvoicesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentClient"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentClient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"debt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fines"}},{"kind":"Field","name":{"kind":"Name","value":"otherCharges"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"readingMonth"}},{"kind":"Field","name":{"kind":"Name","value":"readingYear"}},{"kind":"Field","name":{"kind":"Name","value":"limitDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fineAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reversed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PayInvoicesMutation, PayInvoicesMutationVariables>;
export const RequestMpesaPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestMpesaPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestMpesaPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestMpesaPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpesaPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaPaymentFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceIds"}},{"kind":"Field","name":{"kind":"Name","value":"msisdn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"transactionReference"}},{"kind":"Field","name":{"kind":"Name","value":"thirdPartyReference"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestMpesaPaymentMutation, RequestMpesaPaymentMutationVariables>;
export const MpesaPaymentQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MpesaPaymentQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpesaPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceIds"}},{"kind":"Field","name":{"kind":"Name","value":"msisdn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"transactionReference"}},{"kind":"Field","name":{"kind":"Name","value":"thirdPartyReference"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MpesaPaymentQueryQuery, MpesaPaymentQueryQueryVariables>;
export const ReceiptsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceiptsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceiptRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceiptRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Receipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reversed"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}}]}}]}}]} as unknown as DocumentNode<ReceiptsPageQueryQuery, ReceiptsPageQueryQueryVariables>;
export const ReportsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"zoneId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingCollectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"debtAging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebtAgingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consumption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneName"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"consumption"}},{"kind":"Field","name":{"kind":"Name","value":"readings"}},{"kind":"Field","name":{"kind":"Name","value":"averagePerMeter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nonRevenueZones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneName"}},{"kind":"Field","name":{"kind":"Name","value":"consumption"}},{"kind":"Field","name":{"kind":"Name","value":"previousYearConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"fell"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nonRevenueMeters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zoneName"}},{"kind":"Field","name":{"kind":"Name","value":"signal"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"consumptions"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"topDebtors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zoneName"}},{"kind":"Field","name":{"kind":"Name","value":"debt"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"}},{"kind":"Field","name":{"kind":"Name","value":"daysOverdue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"receipts"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readingsProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneName"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingCollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingCollectionMonth"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"fines"}},{"kind":"Field","name":{"kind":"Name","value":"collectionRate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DebtAgingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DebtAgingZone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneName"}},{"kind":"Field","name":{"kind":"Name","value":"days0To30"}},{"kind":"Field","name":{"kind":"Name","value":"days31To60"}},{"kind":"Field","name":{"kind":"Name","value":"days61To90"}},{"kind":"Field","name":{"kind":"Name","value":"over90"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"clients"}}]}}]} as unknown as DocumentNode<ReportsPageQueryQuery, ReportsPageQueryQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"pendingStep"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SettingsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"admin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTwoFactor"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"admin"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"requiredForAdmins"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"admin"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<SettingsQueryQuery, SettingsQueryQueryVariables>;
export const ResetUserTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetUserTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetUserTwoFactorMutation, ResetUserTwoFactorMutationVariables>;
export const BackupsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackupsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backupSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyHour"}},{"kind":"Field","name":{"kind":"Name","value":"keep"}},{"kind":"Field","name":{"kind":"Name","value":"encrypted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backupsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backupId"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"checksum"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]} as unknown as DocumentNode<BackupsQueryQuery, BackupsQueryQueryVariables>;
export const RequestBackupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestBackup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestBackup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestBackupMutation, RequestBackupMutationVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const StartTwoFactorSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTwoFactorSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}},{"kind":"Field","name":{"kind":"Name","value":"setup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StartTwoFactorSetupMutation, StartTwoFactorSetupMutationVariables>;
export const ConfirmTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"pendingStep"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConfirmTwoFactorMutation, ConfirmTwoFactorMutationVariables>;
export const DisableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisableTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const UpdateSecuritySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSecuritySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecuritySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSecuritySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}},{"kind":"Field","name":{"kind":"Name","value":"securitySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorRequiredForAdmins"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateSecuritySettingsMutation, UpdateSecuritySettingsMutationVariables>;
export const ApiKeysQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeysQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<ApiKeysQueryQuery, ApiKeysQueryQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const CreateContractTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContractType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContractType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateContractTypeMutation, CreateContractTypeMutationVariables>;
export const UpdateContractTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContractType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContractType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateContractTypeMutation, UpdateContractTypeMutationVariables>;
export const CreateEnterpriseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEnterprise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEnterprise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateEnterpriseMutation, CreateEnterpriseMutationVariables>;
export const UpdateEnterpriseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEnterprise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEnterprise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateEnterpriseMutation, UpdateEnterpriseMutationVariables>;
export const CreateFineConfigurationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFineConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FineConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFineConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateFineConfigurationMutation, CreateFineConfigurationMutationVariables>;
export const UpdateFineConfigurationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFineConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FineConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFineConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateFineConfigurationMutation, UpdateFineConfigurationMutationVariables>;
export const CreateInvoiceConfigurationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvoiceConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvoiceConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateInvoiceConfigurationMutation, CreateInvoiceConfigurationMutationVariables>;
export const UpdateInvoiceConfigurationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInvoiceConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInvoiceConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateInvoiceConfigurationMutation, UpdateInvoiceConfigurationMutationVariables>;
export const ReadingThresholdsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadingThresholdsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingThresholds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractTypeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"minimumCubicMeters"}},{"kind":"Field","name":{"kind":"Name","value":"highFactor"}},{"kind":"Field","name":{"kind":"Name","value":"highMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"veryHighFactor"}},{"kind":"Field","name":{"kind":"Name","value":"veryHighMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"lowFactor"}},{"kind":"Field","name":{"kind":"Name","value":"lowAverageAbove"}}]}}]}}]} as unknown as DocumentNode<ReadingThresholdsQueryQuery, ReadingThresholdsQueryQueryVariables>;
export const UpdateReadingThresholdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReadingThresholds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingThresholdsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReadingThresholds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}},{"kind":"Field","name":{"kind":"Name","value":"thresholds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"minimumCubicMeters"}},{"kind":"Field","name":{"kind":"Name","value":"highFactor"}},{"kind":"Field","name":{"kind":"Name","value":"highMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"veryHighFactor"}},{"kind":"Field","name":{"kind":"Name","value":"veryHighMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"lowFactor"}},{"kind":"Field","name":{"kind":"Name","value":"lowAverageAbove"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateReadingThresholdsMutation, UpdateReadingThresholdsMutationVariables>;
export const CreateRubricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRubric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RubricInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRubric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateRubricMutation, CreateRubricMutationVariables>;
export const UpdateRubricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRubric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RubricInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRubric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateRubricMutation, UpdateRubricMutationVariables>;
export const SetupPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterprises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterpriseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nuit"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enterpriseId"}},{"kind":"Field","name":{"kind":"Name","value":"enterprise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterpriseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceConfigurations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceConfigurationId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minInterval"}},{"kind":"Field","name":{"kind":"Name","value":"maxInterval"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"minimumConsumptionValue"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerConsumptionUnit"}},{"kind":"Field","name":{"kind":"Name","value":"reconnectionFee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fineConfigurations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fineConfigurationId"}},{"kind":"Field","name":{"kind":"Name","value":"minInterval"}},{"kind":"Field","name":{"kind":"Name","value":"maxInterval"}},{"kind":"Field","name":{"kind":"Name","value":"acruedFinePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rubrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rubricId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<SetupPageQueryQuery, SetupPageQueryQueryVariables>;
export const TariffVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TariffVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"tariffs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tariffVersionId"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveFrom"}},{"kind":"Field","name":{"kind":"Name","value":"minimumCharge"}},{"kind":"Field","name":{"kind":"Name","value":"fixedCharge"}},{"kind":"Field","name":{"kind":"Name","value":"fixedChargeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sanitationRate"}},{"kind":"Field","name":{"kind":"Name","value":"sanitationExemptUpTo"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"vatExemptUpTo"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upTo"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"flat"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TariffVersionsQuery, TariffVersionsQueryVariables>;
export const TariffQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TariffQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consumption"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tariffQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"consumption"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consumption"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tariffVersionId"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<TariffQuoteQuery, TariffQuoteQueryVariables>;
export const CreateTariffVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTariffVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TariffVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTariffVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tariffVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tariffVersionId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateTariffVersionMutation, CreateTariffVersionMutationVariables>;
export const UpdateTariffVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTariffVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TariffVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTariffVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tariffVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tariffVersionId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateTariffVersionMutation, UpdateTariffVersionMutationVariables>;
export const DeleteTariffVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTariffVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTariffVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteTariffVersionMutation, DeleteTariffVersionMutationVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const CreateZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateZone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ZoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createZone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateZoneMutation, CreateZoneMutationVariables>;
export const UpdateZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateZone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ZoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateZone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateZoneMutation, UpdateZoneMutationVariables>;
export const SmsTemplatesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsTemplatesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"transliterate"}},{"kind":"Field","name":{"kind":"Name","value":"daysBefore"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SmsTemplatesQueryQuery, SmsTemplatesQueryQueryVariables>;
export const UpdateSmsTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSmsTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSmsTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSmsTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"transliterate"}},{"kind":"Field","name":{"kind":"Name","value":"daysBefore"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateSmsTemplateMutation, UpdateSmsTemplateMutationVariables>;
export const SmsMessagesPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsMessagesPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"states"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsState"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"events"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsEvent"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsMessagesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"states"},"value":{"kind":"Variable","name":{"kind":"Name","value":"states"}}},{"kind":"Argument","name":{"kind":"Name","value":"events"},"value":{"kind":"Variable","name":{"kind":"Name","value":"events"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"parts"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<SmsMessagesPageQueryQuery, SmsMessagesPageQueryQueryVariables>;
export const SmsMonthlyCountsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsMonthlyCountsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsMonthlyCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"parts"}},{"kind":"Field","name":{"kind":"Name","value":"byState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]} as unknown as DocumentNode<SmsMonthlyCountsQueryQuery, SmsMonthlyCountsQueryQueryVariables>;
export const ResendSmsMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendSmsMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendSmsMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendSmsMessageMutation, ResendSmsMessageMutationVariables>;
export const SmsClientQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsClientQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsOptOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"optedOut"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]}}]} as unknown as DocumentNode<SmsClientQueryQuery, SmsClientQueryQueryVariables>;
export const UpdateSmsOptOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSmsOptOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"optedOut"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSmsOptOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"optedOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"optedOut"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"optedOut"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateSmsOptOutMutation, UpdateSmsOptOutMutationVariables>;
export const SuspensionsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuspensionsPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspensionsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SuspensionRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuspensionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Suspension"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspensionId"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}}]}}]} as unknown as DocumentNode<SuspensionsPageQueryQuery, SuspensionsPageQueryQueryVariables>;
export const CreateSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSuspensionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SuspensionRow"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuspensionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Suspension"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspensionId"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateSuspensionMutation, CreateSuspensionMutationVariables>;
export const UpdateSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSuspensionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SuspensionRow"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuspensionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Suspension"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspensionId"}},{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"zone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateSuspensionMutation, UpdateSuspensionMutationVariables>;
export const TillQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TillQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"till"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptCount"}},{"kind":"Field","name":{"kind":"Name","value":"receiptTotal"}},{"kind":"Field","name":{"kind":"Name","value":"reversedCount"}},{"kind":"Field","name":{"kind":"Name","value":"reversedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCash"}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countedCash"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCash"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedBy"}}]}}]}}]}}]} as unknown as DocumentNode<TillQueryQuery, TillQueryQueryVariables>;
export const CloseTillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseTill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseTillInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeTill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"till"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"difference"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inputErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CloseTillMutation, CloseTillMutationVariables>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeterCascadeOptionsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeterCascadeOptionsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterprises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterpriseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"enterpriseId"}}]}}]}}]} as unknown as DocumentNode<MeterCascadeOptionsQueryQuery, MeterCascadeOptionsQueryQueryVariables>;
export const MeterCascadeClientsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeterCascadeClientsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientsByZone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zoneId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zoneId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"meters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}}]}}]}}]}}]} as unknown as DocumentNode<MeterCascadeClientsQueryQuery, MeterCascadeClientsQueryQueryVariables>;
export const ContractStepMetersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractStepMetersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableMeters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}}]}}]}}]} as unknown as DocumentNode<ContractStepMetersQueryQuery, ContractStepMetersQueryQueryVariables>;
export const MeterSerialSearchQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeterSerialSearchQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchMeters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meterId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}}]}}]}}]} as unknown as DocumentNode<MeterSerialSearchQueryQuery, MeterSerialSearchQueryQueryVariables>;
export const MeterSerialClientQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeterSerialClientQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneId"}}]}}]}}]} as unknown as DocumentNode<MeterSerialClientQueryQuery, MeterSerialClientQueryQueryVariables>;
export const PaymentClientSearchQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentClientSearchQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentClientSearchQueryQuery, PaymentClientSearchQueryQueryVariables>;