import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserSessionResponse as UserSessionResponseModel, TwoFactorStatusResponse as TwoFactorStatusResponseModel, TwoFactorSetupResponse as TwoFactorSetupResponseModel, SecuritySettingsResponse as SecuritySettingsResponseModel } from '@agua/domain/contracts/account';
import type { ApiKeyResponse as ApiKeyResponseModel } from '@agua/domain/contracts/api-key';
import type { AuditEntryResponse as AuditEntryResponseModel, AuditChangeResponse as AuditChangeResponseModel } from '@agua/domain/contracts/audit';
import type { AuthSessionResponse as AuthSessionResponseModel, MeResponse as MeResponseModel } from '@agua/domain/contracts/auth';
import type { BackupResponse as BackupResponseModel, BackupSettingsResponse as BackupSettingsResponseModel } from '@agua/domain/contracts/backup';
import type { ClientRubricResponse as ClientRubricResponseModel } from '@agua/domain/contracts/client-rubric';
import type { ClientDebtResponse as ClientDebtResponseModel, ClientStatementResponse as ClientStatementResponseModel } from '@agua/domain/contracts/client-statement';
import type { ClientResponse as ClientResponseModel } from '@agua/domain/contracts/client';
import type { ContractResponse as ContractResponseModel } from '@agua/domain/contracts/contract';
import type { CutResponse as CutResponseModel, CutCandidateResponse as CutCandidateResponseModel } from '@agua/domain/contracts/cut';
import type { UnreadZoneResponse as UnreadZoneResponseModel, UnreadMeterResponse as UnreadMeterResponseModel, MyReadingsTodayResponse as MyReadingsTodayResponseModel, ReceiptsTodayResponse as ReceiptsTodayResponseModel } from '@agua/domain/contracts/home';
import type { ClientImportResponse as ClientImportResponseModel, ClientImportJobResponse as ClientImportJobResponseModel } from '@agua/domain/contracts/import';
import type { InvoiceResponse as InvoiceResponseModel } from '@agua/domain/contracts/invoice';
import type { MeterResponse as MeterResponseModel } from '@agua/domain/contracts/client-meter';
import type { MpesaPaymentResponse as MpesaPaymentResponseModel } from '@agua/domain/contracts/mpesa-payment';
import type { StatementResponse as StatementResponseModel } from '@agua/domain/contracts/mpesa-statement';
import type { AgreementResponse as AgreementResponseModel, ContractAgreementsResponse as ContractAgreementsResponseModel } from '@agua/domain/contracts/payment-agreement';
import type { ReadingAnomalyResponse as ReadingAnomalyResponseModel, ReadingThresholdsResponse as ReadingThresholdsResponseModel } from '@agua/domain/contracts/reading-anomaly';
import type { ReadingRouteResponse as ReadingRouteResponseModel, ReadingCaptureResponse as ReadingCaptureResponseModel, ReadingBatchResponse as ReadingBatchResponseModel } from '@agua/domain/contracts/reading-route';
import type { ReadingResponse as ReadingResponseModel, FlaggedReadingsZoneResponse as FlaggedReadingsZoneResponseModel } from '@agua/domain/contracts/reading';
import type { ReceiptResponse as ReceiptResponseModel, ReceiptInvoiceResponse as ReceiptInvoiceResponseModel, PaymentMethodOptionResponse as PaymentMethodOptionResponseModel } from '@agua/domain/contracts/receipt';
import type { BillingCollectionRow as BillingCollectionRowModel, DebtAgingRow as DebtAgingRowModel, ConsumptionRow as ConsumptionRowModel, NonRevenueMeterRow as NonRevenueMeterRowModel, NonRevenueZoneRow as NonRevenueZoneRowModel, TopDebtorRow as TopDebtorRowModel, PaymentMethodRow as PaymentMethodRowModel, ReadingsProgressRow as ReadingsProgressRowModel } from '@agua/domain/contracts/report';
import type { EnterpriseResponse as EnterpriseResponseModel } from '@agua/domain/contracts/enterprise';
import type { ZoneResponse as ZoneResponseModel } from '@agua/domain/contracts/zone';
import type { ContractTypeResponse as ContractTypeResponseModel } from '@agua/domain/contracts/contract-type';
import type { FineConfigurationResponse as FineConfigurationResponseModel } from '@agua/domain/contracts/fine-configuration';
import type { InvoiceConfigurationResponse as InvoiceConfigurationResponseModel } from '@agua/domain/contracts/invoice-configuration';
import type { RubricResponse as RubricResponseModel } from '@agua/domain/contracts/rubric';
import type { SmsTemplateResponse as SmsTemplateResponseModel, SmsMessageResponse as SmsMessageResponseModel, SmsMonthlyCountsResponse as SmsMonthlyCountsResponseModel, SmsOptOutResponse as SmsOptOutResponseModel } from '@agua/domain/contracts/sms';
import type { SuspensionResponse as SuspensionResponseModel } from '@agua/domain/contracts/suspension';
import type { TariffVersionResponse as TariffVersionResponseModel, TariffLineResponse as TariffLineResponseModel, TariffQuoteResponse as TariffQuoteResponseModel } from '@agua/domain/contracts/tariff';
import type { TillResponse as TillResponseModel } from '@agua/domain/contracts/till';
import type { UserResponse as UserResponseModel, RoleOptionResponse as RoleOptionResponseModel } from '@agua/domain/contracts/user';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * An exact amount of money in meticais (MZN), written as a decimal string with exactly 2 places: "1234.50", "0.00",
   * "-12.00". A string rather than a Float because binary floating point cannot hold most centavo amounts (0.1 + 0.2 is
   * not 0.3), so the amount stays exact from the database to the screen, as large commerce APIs carry money.
   *
   * As an input, a string (or a JSON number) with at most 2 decimals, a point as the separator and an optional leading
   * minus sign: "1234.5", "-12", "0.07". Anything else ("12,5.3", "1e3", "12.345", "") is refused with
   * BAD_USER_INPUT. The sign is accepted by the scalar; a field whose amount may not be negative (a price, a fee) is
   * refused by the api.
   */
  Money: { input: number; output: number | string; }
};

/** One instalment of a payment agreement. */
export type AgreementInstalment = {
  __typename?: 'AgreementInstalment';
  /** What it asks for. */
  amount: Scalars['Money']['output'];
  /** When it falls due (YYYY-MM-DD). */
  dueDate: Scalars['String']['output'];
  /** 0 is the down payment; 1 to N the monthly instalments. */
  number: Scalars['Int']['output'];
  /** When it was paid (ISO 8601 UTC). */
  paidAt?: Maybe<Scalars['String']['output']>;
  /** The live receipt that paid it. */
  receiptId?: Maybe<Scalars['ID']['output']>;
  /** PAID, DUE or MISSED (unpaid after its due date). */
  state: Scalars['String']['output'];
};

/** How a month without a reading value is billed. */
export type AnomalyBilling =
  /** The mean of the meter's last up to 3 real consumptions (the contract type's minimum without history). */
  | 'AVERAGE'
  /** The contract type's minimum m³. */
  | 'MINIMUM';

/**
 * An API key of a reporting tool (Chaves de API): it authenticates `Authorization: Bearer agua_…` with the
 * read-only REPORTER role. Its secret is never listed, only answered once by createApiKey.
 */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** Key id. */
  apiKeyId: Scalars['ID']['output'];
  /** When it was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The administrator who created it; null once that user is deleted. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** Validade: the last day it works (YYYY-MM-DD, Maputo). */
  expiresOn: Scalars['String']['output'];
  /** Its last authenticated request (ISO 8601, to the minute); null if never used. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  /** A name that says which tool uses it. */
  name: Scalars['String']['output'];
  /** When it was revoked (ISO 8601); null unless revoked. */
  revokedAt?: Maybe<Scalars['String']['output']>;
  /** Whether it works now. */
  state: ApiKeyState;
};

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
  clientId: Scalars['ID']['input'];
  /** The contract credited, needed only when the client has several active contracts. */
  contractId?: InputMaybe<Scalars['ID']['input']>;
  /** The unmatched line. */
  lineId: Scalars['ID']['input'];
  /** The statement. */
  statementId: Scalars['ID']['input'];
};

/** The answer to attaching a statement line. */
export type AttachMpesaStatementLinePayload = MutationPayload & {
  __typename?: 'AttachMpesaStatementLinePayload';
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** The line as it now stands (matched); null when refused. */
  line?: Maybe<MpesaStatementLine>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The receipt made of it (the same one when it was attached before); null when refused. */
  receiptId?: Maybe<Scalars['ID']['output']>;
};

/** What a change did to a row: INSERT made it, UPDATE changed it, DELETE removed it. */
export type AuditAction =
  /** The row was removed. */
  | 'DELETE'
  /** The row was created. */
  | 'INSERT'
  /** Some of its fields changed. */
  | 'UPDATE';

/** One field of an audited change, before and after, as text. */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** Its value after the change; null when it has none (or was removed). */
  after?: Maybe<Scalars['String']['output']>;
  /** Its value before the change; null when it had none (or was just created). */
  before?: Maybe<Scalars['String']['output']>;
  /** The column, as the table names it (e.g. current_reading). */
  field: Scalars['String']['output'];
  /** A secret (a password or key hash): it changed, and its values are never kept. */
  hidden: Scalars['Boolean']['output'];
};

/** One row of the audit trail (Auditoria): one changed record, written in the change's own transaction. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What the change did. */
  action: AuditAction;
  /** The address the request came from. */
  address?: Maybe<Scalars['String']['output']>;
  /** The API key that changed it, if one did. */
  apiKeyId?: Maybe<Scalars['ID']['output']>;
  /** That key's name. */
  apiKeyName?: Maybe<Scalars['String']['output']>;
  /** When it changed (ISO 8601). */
  at: Scalars['String']['output'];
  /** Id of the trail row; newer rows have higher ids. */
  auditId: Scalars['ID']['output'];
  /** The fields that changed, before → after. */
  changes: Array<AuditChange>;
  /** The client the record belongs to, when it belongs to one. */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** The audited table (receipts, readings, users…). */
  entity: Scalars['String']['output'];
  /** The changed row's id in that table. */
  entityId: Scalars['String']['output'];
  /** The api's id of the request, to find it in the logs. */
  requestId?: Maybe<Scalars['String']['output']>;
  /** The signed-in user who changed it; null for an API key or the system. */
  userId?: Maybe<Scalars['ID']['output']>;
  /** That user's name. */
  userName?: Maybe<Scalars['String']['output']>;
};

/** The filters of the audit trail; all optional, combined. */
export type AuditFilter = {
  /** Changes to this client's records. */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** Changes to this table (receipts, readings, users…). */
  entity?: InputMaybe<Scalars['String']['input']>;
  /** Changes to this row of that table. */
  entityId?: InputMaybe<Scalars['String']['input']>;
  /** First day (YYYY-MM-DD, Maputo), included. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Last day (YYYY-MM-DD, Maputo), included. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** Changes by this user. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** One page of the audit trail and how many rows match in all. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** The rows of this page, newest first. */
  items: Array<AuditEntry>;
  /** Every row matching the filters. */
  total: Scalars['Int']['output'];
};

/**
 * Result of login, loginWithTwoFactor, refreshToken or changePassword: the session, a second factor's challenge, or the
 * Portuguese reason it was refused.
 */
export type AuthPayload = MutationPayload & {
  __typename?: 'AuthPayload';
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The new session; null when refused, or when a second factor's code is due (twoFactorToken). */
  session?: Maybe<AuthSession>;
  /** Set when the password was right and the account has a second factor: send it with the code to loginWithTwoFactor (5 minutes). */
  twoFactorToken?: Maybe<Scalars['String']['output']>;
};

/** A signed-in session: the access token (a short-lived JWT) and the refresh token that renews it. */
export type AuthSession = {
  __typename?: 'AuthSession';
  /** The user's display name. */
  name: Scalars['String']['output'];
  /** What the session must do before anything else; null when nothing. */
  pendingStep?: Maybe<SessionStep>;
  /** Opaque token exchanged once for a new session; lives 7 days. */
  refreshToken: Scalars['String']['output'];
  /** The user's role. */
  role: Role;
  /** Bearer token for every later request; expires after 15 minutes. */
  token: Scalars['String']['output'];
  /** The signed-in user's id. */
  userId: Scalars['ID']['output'];
  /** The user's login name. */
  username: Scalars['String']['output'];
};

/** A snapshot of the whole database (Cópias de Segurança): a file in the server's backups folder. */
export type Backup = {
  __typename?: 'Backup';
  /** Backup id. */
  backupId: Scalars['ID']['output'];
  /** SHA-256 of the file (hex), also its last 32 bytes. */
  checksum?: Maybe<Scalars['String']['output']>;
  /** When it was asked for (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** How long the snapshot took, in milliseconds. */
  durationMs?: Maybe<Scalars['Int']['output']>;
  /** Encrypted with the server's passphrase. */
  encrypted: Scalars['Boolean']['output'];
  /** Why it failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** The file's name in the backups folder. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** When it finished (ISO 8601). */
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** The administrator who asked for it; null for the daily one. */
  requestedByName?: Maybe<Scalars['String']['output']>;
  /** How many rows it holds. */
  rows?: Maybe<Scalars['Float']['output']>;
  /** The file's size in bytes. */
  sizeBytes?: Maybe<Scalars['Float']['output']>;
  /** Where it stands. */
  status: BackupStatus;
  /** How many tables it holds. */
  tables?: Maybe<Scalars['Int']['output']>;
  /** The daily one or an administrator's. */
  trigger: BackupTrigger;
};

/** One page of backups and how many there are. */
export type BackupPage = {
  __typename?: 'BackupPage';
  /** The rows of this page, newest first. */
  items: Array<Backup>;
  /** Every backup listed. */
  total: Scalars['Int']['output'];
};

/** This server's backup schedule and retention. */
export type BackupSettings = {
  __typename?: 'BackupSettings';
  /** The daily backup's hour (Maputo); null when there is none. */
  dailyHour?: Maybe<Scalars['Int']['output']>;
  /** Whether files are encrypted (BACKUP_PASSPHRASE is set). */
  encrypted: Scalars['Boolean']['output'];
  /** How many finished backups are kept. */
  keep: Scalars['Int']['output'];
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

/** One month of billing and collection. */
export type BillingCollectionMonth = {
  __typename?: 'BillingCollectionMonth';
  /** Cobrado: Σ amount of the invoices paid during this month (by payment date), fines apart. */
  collected: Scalars['Money']['output'];
  /** Taxa de cobrança: collected / invoiced × 100, 2 decimals; null when nothing was invoiced. */
  collectionRate?: Maybe<Scalars['Float']['output']>;
  /** Multas: Σ fines paid during this month, as frozen at payment. */
  fines: Scalars['Money']['output'];
  /** Facturado: Σ amount of the invoices billing this month (their reading's period), cancelled invoices excluded. */
  invoiced: Scalars['Money']['output'];
  /** The month, YYYY-MM. */
  month: Scalars['String']['output'];
};

/**
 * One state for many readings (Leituras Pendentes' 'update all'): either readingIds or filter, exactly one (otherwise
 * the payload's message tells why).
 */
export type BulkUpdateReadingsInput = {
  /** Every reading a list shows, however many: the PENDING readings of a zone, after the search. */
  filter?: InputMaybe<ReadingsFilterInput>;
  /** Approving: include the flagged readings too (after a second confirmation); they stay pending otherwise. */
  includeFlagged?: InputMaybe<Scalars['Boolean']['input']>;
  /** The readings to change (at most 5000). */
  readingIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The state they all take. */
  state: ReadingState;
};

/** The answer to a bulk state change (all or nothing). */
export type BulkUpdateReadingsPayload = MutationPayload & {
  __typename?: 'BulkUpdateReadingsPayload';
  /** Flagged readings the approval left pending (includeFlagged not set). */
  flaggedLeftPending: Scalars['Int']['output'];
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The changed readings (readingIds form); empty for a filter, and when refused. */
  readings: Array<Reading>;
  /** How many readings changed: the readings answered (readingIds), or those whose state changed (filter); 0 when refused. */
  updated: Scalars['Int']['output'];
};

/** Alterar senha: the current password and the new one. */
export type ChangePasswordInput = {
  /** The password in force (at first sign-in, the one the administrator gave). */
  currentPassword: Scalars['String']['input'];
  /** The new password: 8 to 128 characters, not common, without the username. */
  newPassword: Scalars['String']['input'];
};

/** Cobrar: one rubric charged to one client, quantity 1. */
export type ChargeRubricInput = {
  /** Cliente. */
  clientId: Scalars['ID']['input'];
  /** Contrato: needed only when the client holds several active contracts (the api names it otherwise). */
  contractId?: InputMaybe<Scalars['ID']['input']>;
  /** Rúbrica. */
  rubricId: Scalars['ID']['input'];
};

/** Result of Cobrar. */
export type ChargeRubricPayload = MutationPayload & {
  __typename?: 'ChargeRubricPayload';
  /** The client after the charge (its balance dropped by the amount); null when refused. */
  client?: Maybe<Client>;
  /** The charge; null when refused. */
  clientRubric?: Maybe<ClientRubric>;
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** A client of the utility: belongs to one zone, has one or more meters and, usually, a contract. */
export type Client = {
  __typename?: 'Client';
  /** Endereço. */
  address: Scalars['String']['output'];
  /** Contacto Alternativo (digits), when known. */
  alternativeNumber?: Maybe<Scalars['String']['output']>;
  /** The current contract's balance in MZN (positive = Saldo, negative = Dívida); "0.00" without contract. */
  balance: Scalars['Money']['output'];
  /** The rubrics charged to the client and not reversed (Outros Pagamentos), newest first. */
  chargedRubrics: Array<ClientRubric>;
  /** Client id. */
  clientId: Scalars['ID']['output'];
  /** The current contract: the newest active one, else the newest; null for a client without contract. */
  contract?: Maybe<Contract>;
  /** Every contract the client holds, oldest first. */
  contracts: Array<Contract>;
  /** Total em dívida with its breakdown (one REST call per batch of clients). */
  debt: ClientDebt;
  /** Isento de Multas: pays no late fines. */
  exemptFromFines: Scalars['Boolean']['output'];
  /** The client's meters, oldest first. */
  meters: Array<Meter>;
  /** Nome. */
  name: Scalars['String']['output'];
  /** NUIT (digits), when known. */
  nuit?: Maybe<Scalars['String']['output']>;
  /** Observação. */
  observation?: Maybe<Scalars['String']['output']>;
  /** Contacto (digits; shown with the +258 prefix). */
  phoneNumber: Scalars['String']['output'];
  /**
   * The client's reading history over all its meters (replaced ones included), latest period first; cancelled readings
   * left out. One REST call for the whole history.
   */
  readings: Array<Reading>;
  /** The client's latest receipts, newest first (reversed ones included), at most limit (default 10). */
  receipts: Array<Receipt>;
  /** The client's SMS messages, newest first (administrators). */
  smsMessages: SmsMessagePage;
  /** Whether the client asked for no SMS. */
  smsOptOut: SmsOptOut;
  /** Invoices of any of the client's contracts not yet paid (no paymentStatus), oldest limit date first. */
  unpaidInvoices: Array<Invoice>;
  /** Receber Factura: gets the detailed monthly invoices. */
  wantsInvoiceSMS: Scalars['Boolean']['output'];
  /** Receber Recibo: gets a receipt after each transaction. */
  wantsReceiptSMS: Scalars['Boolean']['output'];
  /** The client's zone (with its enterprise). */
  zone?: Maybe<Zone>;
  /** The zone (bairro) the client lives in. */
  zoneId: Scalars['ID']['output'];
};


/** A client of the utility: belongs to one zone, has one or more meters and, usually, a contract. */
export type ClientReceiptsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** A client of the utility: belongs to one zone, has one or more meters and, usually, a contract. */
export type ClientSmsMessagesArgs = {
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
};

/** Total em dívida of a client: unpaid invoices with today's fines, plus other charges, minus credit. Money in MZN. */
export type ClientDebt = {
  __typename?: 'ClientDebt';
  /** Credit (a positive balance) that pays the next invoices. */
  credit: Scalars['Money']['output'];
  /** Their fines as of today. */
  fines: Scalars['Money']['output'];
  /** How many invoices are unpaid. */
  invoiceCount: Scalars['Int']['output'];
  /** The unpaid invoices' amounts. */
  invoicesAmount: Scalars['Money']['output'];
  /** Debt outside invoices (charges, reconnection fees, adjustments). */
  otherCharges: Scalars['Money']['output'];
  /** The total: invoicesAmount + fines + otherCharges − credit, at least 0. */
  total: Scalars['Money']['output'];
};

/** A committed import of existing books (Importar Dados): clients with their meter, contract and opening balance. */
export type ClientImport = {
  __typename?: 'ClientImport';
  /** SHA-256 of the file as uploaded (hex). */
  checksum: Scalars['String']['output'];
  /** Clients created, each with a meter and a contract. */
  clients: Scalars['Int']['output'];
  /** When it was imported (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The administrator who imported it. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** The uploaded file's name. */
  fileName: Scalars['String']['output'];
  /** Import id. */
  importId: Scalars['ID']['output'];
  /** Sum of the positive opening balances (credit). */
  openingCredit: Scalars['Money']['output'];
  /** Sum of the negative opening balances (debt, zero or less). */
  openingDebt: Scalars['Money']['output'];
};

/** An import queued by its upload, followed by its id: its state and progress, then what it created. */
export type ClientImportJob = {
  __typename?: 'ClientImportJob';
  /** Clients created (once done). */
  clients: Scalars['Int']['output'];
  /** When it was uploaded (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The administrator who uploaded it. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** Row problems the job found (the file imported meanwhile). */
  errorCount: Scalars['Int']['output'];
  /** The first of those problems, by line. */
  errors: Array<ClientImportRowProblem>;
  /** The uploaded file's name. */
  fileName: Scalars['String']['output'];
  /** When it finished (ISO 8601). */
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** Import id (also the saved import's, once done). */
  importId: Scalars['ID']['output'];
  /** Sum of the positive opening balances created. */
  openingCredit: Scalars['Money']['output'];
  /** Sum of the negative opening balances created (zero or less). */
  openingDebt: Scalars['Money']['output'];
  /** Why it failed, in Portuguese. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Rows stored so far. */
  rowsDone: Scalars['Int']['output'];
  /** Client rows of the file. */
  rowsTotal: Scalars['Int']['output'];
  /** Where it stands. */
  state: ClientImportState;
};

/** A problem of one row of an import file. */
export type ClientImportRowProblem = {
  __typename?: 'ClientImportRowProblem';
  /** The column, as the template names it. */
  column: Scalars['String']['output'];
  /** What is wrong, in Portuguese. */
  message: Scalars['String']['output'];
  /** Line of the file (the header is line 1). */
  row: Scalars['Int']['output'];
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
  address: Scalars['String']['input'];
  /** Contacto Alternativo (digits only, without +258). */
  alternativeNumber?: InputMaybe<Scalars['String']['input']>;
  /** Isento de Multas (default false). */
  exemptFromFines?: InputMaybe<Scalars['Boolean']['input']>;
  /** Nome. */
  name: Scalars['String']['input'];
  /** Nuit (digits only). */
  nuit?: InputMaybe<Scalars['String']['input']>;
  /** Observação. */
  observation?: InputMaybe<Scalars['String']['input']>;
  /** Contacto (digits only, without +258). */
  phoneNumber: Scalars['String']['input'];
  /** Receber Factura (default true). */
  wantsInvoiceSMS?: InputMaybe<Scalars['Boolean']['input']>;
  /** Receber Recibo (default true). */
  wantsReceiptSMS?: InputMaybe<Scalars['Boolean']['input']>;
  /** Zona. */
  zoneId: Scalars['ID']['input'];
};

/** One page of clients and how many match in all. */
export type ClientPage = {
  __typename?: 'ClientPage';
  /** The rows of this page. */
  items: Array<Client>;
  /** Every client matching the search. */
  total: Scalars['Int']['output'];
};

/** A rubric charged to a client (Outros Pagamentos): price × quantity debited to one of the client's contracts. */
export type ClientRubric = {
  __typename?: 'ClientRubric';
  /** The unit price × quantity, debited to the contract. */
  amount: Scalars['Money']['output'];
  /** The client charged. */
  clientId: Scalars['ID']['output'];
  /** The client's name (Cliente). */
  clientName: Scalars['String']['output'];
  /** The contract debited. */
  contractId: Scalars['ID']['output'];
  /** Data de Cobrança (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** ID. */
  id: Scalars['ID']['output'];
  /** Quantidade (the screen always charges 1). */
  quantity: Scalars['Int']['output'];
  /** True once an administrator reversed it. */
  reversed: Scalars['Boolean']['output'];
  /** The rubric's description. */
  rubricDescription: Scalars['String']['output'];
  /** The rubric charged. */
  rubricId: Scalars['ID']['output'];
  /** The rubric's name (Rubrica). */
  rubricName: Scalars['String']['output'];
  /** The rubric's price when charged. */
  unitPrice: Scalars['Money']['output'];
};

/** Extrato de conta: every movement of a contract in a period, with a running balance ending at the contract's balance. */
export type ClientStatement = {
  __typename?: 'ClientStatement';
  /** The unpaid instalments of the contract's running payment agreement. */
  agreementInstalments: Array<StatementInstalment>;
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** The client's name. */
  clientName: Scalars['String']['output'];
  /** The balance after the last movement (the contract's balance when the period reaches today). */
  closingBalance: Scalars['Money']['output'];
  /** The contract the statement is of. */
  contractId: Scalars['ID']['output'];
  /** Total em dívida today. */
  debt: ClientDebt;
  /** First day of the period (YYYY-MM-DD). */
  from: Scalars['String']['output'];
  /** The movements, oldest first. */
  lines: Array<StatementLine>;
  /** Invoices still open, with their fines as of today. */
  openInvoices: Array<StatementOpenInvoice>;
  /** The balance before the period. */
  openingBalance: Scalars['Money']['output'];
  /** Last day of the period (YYYY-MM-DD). */
  to: Scalars['String']['output'];
};

/** Fechar caixa: the day and the cash counted. */
export type CloseTillInput = {
  /** The cash counted. */
  countedCash: Scalars['Money']['input'];
  /** The day (YYYY-MM-DD). */
  day: Scalars['String']['input'];
  /** A note (the reason of a difference). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The staff member; oneself when omitted (another: administrators). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** The answer to a closing. */
export type CloseTillPayload = MutationPayload & {
  __typename?: 'CloseTillPayload';
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The till as closed; null when refused. */
  till?: Maybe<Till>;
};

/** The first code from the authenticator app, which turns the second factor on. */
export type ConfirmTwoFactorInput = {
  /** The app's 6-digit code. */
  code: Scalars['String']['input'];
};

/** Result of confirmTwoFactor: the recovery codes, shown this once, and the session renewed. */
export type ConfirmTwoFactorPayload = MutationPayload & {
  __typename?: 'ConfirmTwoFactorPayload';
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** Ten one-time recovery codes; null when refused. Never answered again. */
  recoveryCodes?: Maybe<Array<Scalars['String']['output']>>;
  /** The session renewed (what it owes may have changed); null when refused. */
  session?: Maybe<AuthSession>;
};

/** A supply contract between the utility and a client, for one meter. */
export type Contract = {
  __typename?: 'Contract';
  /** Saldo in MZN: positive = credit, negative = debt. */
  balance: Scalars['Money']['output'];
  /** The client. */
  client?: Maybe<Client>;
  /** Id do Cliente. */
  clientId: Scalars['ID']['output'];
  /** Id Contrato. */
  contractId: Scalars['ID']['output'];
  /** Estado do Contrato: 1 Activo, 0 Inactivo. */
  contractStatus: Scalars['Int']['output'];
  /** Tipo de Contrato: the tariff. */
  contractType?: Maybe<ContractType>;
  /** The contract type's id. */
  contractTypeId: Scalars['ID']['output'];
  /** Descrição. */
  description?: Maybe<Scalars['String']['output']>;
  /** Data Fim (YYYY-MM-DD), once the contract ended. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** Contador. */
  meterId: Scalars['ID']['output'];
  /** The contract's payment agreements and its debt today. */
  paymentAgreements: ContractPaymentAgreements;
  /** Data Inicio (YYYY-MM-DD). */
  startDate: Scalars['String']['output'];
};

/** Step 2 of the wizard: the contract. */
export type ContractInput = {
  /** Saldo in MZN, negative for a debt (default 0.00). */
  balance?: InputMaybe<Scalars['Money']['input']>;
  /** Cliente. */
  clientId: Scalars['ID']['input'];
  /** Activar o Contrato: 1 (default) or 0. */
  contractStatus?: InputMaybe<Scalars['Int']['input']>;
  /** Tipo de Contrato. */
  contractTypeId: Scalars['ID']['input'];
  /** Descrição. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Contador: one of the client's meters without an active contract. */
  meterId: Scalars['ID']['input'];
  /** Data Início (YYYY-MM-DD). */
  startDate: Scalars['String']['input'];
};

/** One page of contracts and how many match in all. */
export type ContractPage = {
  __typename?: 'ContractPage';
  /** The rows of this page. */
  items: Array<Contract>;
  /** Every contract matching the search. */
  total: Scalars['Int']['output'];
};

/** Result of createContract. */
export type ContractPayload = MutationPayload & {
  __typename?: 'ContractPayload';
  /** The new contract; null when refused. */
  contract?: Maybe<Contract>;
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** A contract's payment agreements and what a new one would split. */
export type ContractPaymentAgreements = {
  __typename?: 'ContractPaymentAgreements';
  /** Whether the contract is active (only an active one takes an agreement). */
  active: Scalars['Boolean']['output'];
  /** Its agreements, newest first. */
  agreements: Array<PaymentAgreement>;
  /** Its holder. */
  clientId: Scalars['ID']['output'];
  /** The contract. */
  contractId: Scalars['ID']['output'];
  /** The contract's Total em dívida today. */
  debt: Scalars['Money']['output'];
};

/** A tariff (Contracto): what a contract of this type pays. Amounts in MZN. */
export type ContractType = {
  __typename?: 'ContractType';
  /** Contract type id. */
  contractTypeId: Scalars['ID']['output'];
  /** Name of the tariff, e.g. Doméstico. */
  designation: Scalars['String']['output'];
  /** Minimum monthly charge (MZN). */
  minimumConsumptionValue: Scalars['Money']['output'];
  /** Price per cubic metre consumed (MZN). */
  pricePerConsumptionUnit: Scalars['Money']['output'];
  /** Fee charged when a cut meter is reconnected (MZN). */
  reconnectionFee: Scalars['Money']['output'];
  /** The versions of this type's tariff, newest first. */
  tariffs: Array<TariffVersion>;
};

/** Fields of the Contracto form (amounts in MZN). */
export type ContractTypeInput = {
  /** Name of the tariff. */
  designation: Scalars['String']['input'];
  /** Minimum monthly charge, at least 0. */
  minimumConsumptionValue: Scalars['Money']['input'];
  /** Price per cubic metre, at least 0. */
  pricePerConsumptionUnit: Scalars['Money']['input'];
  /** Reconnection fee, at least 0. */
  reconnectionFee: Scalars['Money']['input'];
};

/** Result of saving a contract type. */
export type ContractTypePayload = MutationPayload & {
  __typename?: 'ContractTypePayload';
  /** The saved contract type; null when refused. */
  contractType?: Maybe<ContractType>;
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** A new API key: a name for the tool and its Validade. */
export type CreateApiKeyInput = {
  /** Validade: the last day it works (YYYY-MM-DD), after today and within a year. */
  expiresOn: Scalars['String']['input'];
  /** Nome: which tool will use it (unique among the keys not revoked). */
  name: Scalars['String']['input'];
};

/** Result of createApiKey: the key and its secret, shown this once only, or the Portuguese reason it was refused. */
export type CreateApiKeyPayload = MutationPayload & {
  __typename?: 'CreateApiKeyPayload';
  /** The new key; null when refused. */
  apiKey?: Maybe<ApiKey>;
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The key's secret (starts with agua_), to send as `Authorization: Bearer <secret>`; never answered again. */
  secret?: Maybe<Scalars['String']['output']>;
};

/** Result of createClient: the client and the meter created with it, or why it was refused. */
export type CreateClientPayload = MutationPayload & {
  __typename?: 'CreateClientPayload';
  /** The new client; null when refused. */
  client?: Maybe<Client>;
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The meter created with the client (brand Genérico, 0 m³). */
  meter?: Maybe<Meter>;
};

/** Registar Corte: the meter and the day its supply stops. */
export type CreateCutInput = {
  /** Contador. */
  meterId: Scalars['ID']['input'];
  /** Data Início (YYYY-MM-DD). */
  startDate: Scalars['String']['input'];
};

/** Novo acordo de pagamento. */
export type CreatePaymentAgreementInput = {
  /** The contract whose debt is split. */
  contractId: Scalars['ID']['input'];
  /** The down payment, due the day it is made; 0 or omitted for none. */
  downPayment?: InputMaybe<Scalars['Money']['input']>;
  /** The first monthly instalment's due date (YYYY-MM-DD). */
  firstDueDate: Scalars['String']['input'];
  /** How many monthly instalments (2 to 24). */
  instalmentCount: Scalars['Int']['input'];
};

/** What a reading registration (Registar Leitura) sends. */
export type CreateReadingInput = {
  /** The anomaly's code when the meter could not be read (Sem leitura — anomalia). */
  anomalyCode?: InputMaybe<Scalars['String']['input']>;
  /** Leitura Actual (m³), digits only; omitted for a meter that could not be read (with anomalyCode). */
  currentReading?: InputMaybe<Scalars['String']['input']>;
  /** The meter read. */
  meterId: Scalars['ID']['input'];
  /** Mês, 1-12. */
  readingMonth: Scalars['Int']['input'];
  /** Ano económico. */
  readingYear: Scalars['Int']['input'];
};

/** Registar Suspensão: the meter and the start date; a new suspension is ACTIVE. */
export type CreateSuspensionInput = {
  /** Contador. */
  meterId: Scalars['ID']['input'];
  /** Observações. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Motivo. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Data Início (YYYY-MM-DD). */
  startDate: Scalars['String']['input'];
};

/** Fields of the Utilizador form when creating an account. */
export type CreateUserInput = {
  /** Whether the account may sign in; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Address. */
  address: Scalars['String']['input'];
  /** Display name. */
  name: Scalars['String']['input'];
  /** At least 6 characters. */
  password: Scalars['String']['input'];
  /** Phone, digits only. */
  phoneNumber: Scalars['String']['input'];
  /** Role. */
  role: Role;
  /** Login name, at least 3 characters. */
  username: Scalars['String']['input'];
};

/** The contract part of the customer edit. */
export type CustomerContractInput = {
  /** Saldo in MZN, negative for a debt. */
  balance: Scalars['Money']['input'];
  /** Why the balance changes (required, and only an Administrador may change it); kept on the ledger's adjustment. */
  balanceReason?: InputMaybe<Scalars['String']['input']>;
  /** The contract being edited. */
  contractId: Scalars['ID']['input'];
  /** Estado do Contrato: 1 or 0. */
  contractStatus: Scalars['Int']['input'];
  /** Tipo de Contrato. */
  contractTypeId: Scalars['ID']['input'];
};

/** Result of updateCustomer. */
export type CustomerPayload = MutationPayload & {
  __typename?: 'CustomerPayload';
  /** The balance adjustment written to the ledger (new balance minus old); null when the balance did not change. */
  balanceAdjustment?: Maybe<Scalars['Money']['output']>;
  /** The client as saved (its contract included); null when refused. */
  client?: Maybe<Client>;
  /** Whether a contract update was sent (type, balance or status differed). */
  contractUpdated: Scalars['Boolean']['output'];
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/**
 * A cut: the supply of one meter stopped (Registar Corte) until it is reconnected (Religar). Reconnecting ends it and
 * debits the contract type's reconnection fee to the meter's active contract, once per cut.
 */
export type Cut = {
  __typename?: 'Cut';
  /** The holder, with the current contract and its balance. */
  client?: Maybe<Client>;
  /** The meter's holder. */
  clientId: Scalars['ID']['output'];
  /** The holder's name, as the cut list shows it. */
  clientName: Scalars['String']['output'];
  /** When it was registered (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** Id Corte. */
  cutId: Scalars['ID']['output'];
  /** Data de Religação (YYYY-MM-DD); null while the cut is open. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** The meter cut (Contador). */
  meterId: Scalars['ID']['output'];
  /** Data Início (YYYY-MM-DD). */
  startDate: Scalars['String']['output'];
  /** When it last changed (ISO 8601 UTC). */
  updatedAt: Scalars['String']['output'];
  /** The holder's zone (bairro). */
  zone?: Maybe<Zone>;
  /** The holder's zone. */
  zoneId: Scalars['ID']['output'];
};

/**
 * A cut candidate: an active meter whose client owes invoices overdue long enough (at least the first fine tier's
 * days, unless told otherwise). Every field comes with the one api call that lists them.
 */
export type CutCandidate = {
  __typename?: 'CutCandidate';
  /** Endereço. */
  address: Scalars['String']['output'];
  /** The active contract's balance (negative = debt outside invoices). */
  balance: Scalars['Money']['output'];
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** Cliente. */
  clientName: Scalars['String']['output'];
  /** The meter's active contract. */
  contractId: Scalars['ID']['output'];
  /** Dias em Atraso: days since that limit date (Maputo). */
  daysOverdue: Scalars['Int']['output'];
  /** Dívida: every unpaid invoice of the client with its fine as of today. */
  debt: Scalars['Money']['output'];
  /** Último Pagamento: the client's latest receipt (ISO 8601 UTC); null when none. */
  lastPaymentDate?: Maybe<Scalars['String']['output']>;
  /** The meter to cut (Contador). */
  meterId: Scalars['ID']['output'];
  /** Meses em Dívida: unpaid invoices of the client's most indebted meter (one per month). */
  monthsOwed: Scalars['Int']['output'];
  /** Limit date of the oldest unpaid invoice (YYYY-MM-DD). */
  oldestLimitDate: Scalars['String']['output'];
  /** Contacto (digits, without +258). */
  phoneNumber: Scalars['String']['output'];
  /** The client's zone. */
  zoneId: Scalars['ID']['output'];
  /** Zona (the zone's designation). */
  zoneName: Scalars['String']['output'];
};

/** One page of cut candidates and how many there are in all. */
export type CutCandidatePage = {
  __typename?: 'CutCandidatePage';
  /** The rows of this page, the largest debt first. */
  items: Array<CutCandidate>;
  /** Every candidate of the selection. */
  total: Scalars['Int']['output'];
};

/** One page of cuts and how many match in all. */
export type CutPage = {
  __typename?: 'CutPage';
  /** The rows of this page. */
  items: Array<Cut>;
  /** Every cut matching the search. */
  total: Scalars['Int']['output'];
};

/** Result of registering, editing or reconnecting a cut. */
export type CutPayload = MutationPayload & {
  __typename?: 'CutPayload';
  /** The cut as saved; null when refused. */
  cut?: Maybe<Cut>;
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** A meter Registar Cortes refused, and why; nothing was saved. */
export type CutRefusal = {
  __typename?: 'CutRefusal';
  /** Why, in Portuguese. */
  message: Scalars['String']['output'];
  /** The refused meter. */
  meterId: Scalars['ID']['output'];
};

/** The four headline counts of the dashboard. */
export type DashboardCounts = {
  __typename?: 'DashboardCounts';
  /** Total Clientes: every client. */
  clients: Scalars['Int']['output'];
  /** Total Cortes: every cut registered. */
  cuts: Scalars['Int']['output'];
  /** Total Facturas: every invoice issued. */
  invoices: Scalars['Int']['output'];
  /** Total Leituras: every reading registered. */
  readings: Scalars['Int']['output'];
};

/** A zone's unpaid invoices by age. */
export type DebtAgingZone = {
  __typename?: 'DebtAgingZone';
  /** Clients with at least one unpaid invoice. */
  clients: Scalars['Int']['output'];
  /** Clients with an invoice 0–30 days overdue. */
  clients0To30: Scalars['Int']['output'];
  /** Clients with an invoice 31–60 days overdue. */
  clients31To60: Scalars['Int']['output'];
  /** Clients with an invoice 61–90 days overdue. */
  clients61To90: Scalars['Int']['output'];
  /** Clients with an invoice more than 90 days overdue. */
  clientsOver90: Scalars['Int']['output'];
  /** Unpaid, 0–30 days past the limit date (not yet due included). */
  days0To30: Scalars['Money']['output'];
  /** Unpaid, 31–60 days overdue. */
  days31To60: Scalars['Money']['output'];
  /** Unpaid, 61–90 days overdue. */
  days61To90: Scalars['Money']['output'];
  /** Unpaid, more than 90 days overdue. */
  over90: Scalars['Money']['output'];
  /** Every unpaid invoice of the zone billed in the period. */
  total: Scalars['Money']['output'];
  /** The zone's id. */
  zoneId: Scalars['ID']['output'];
  /** The zone's designation. */
  zoneName: Scalars['String']['output'];
};

/** Result of deleting a setup record. */
export type DeletePayload = MutationPayload & {
  __typename?: 'DeletePayload';
  /** True when the record was deleted. */
  deleted: Scalars['Boolean']['output'];
  /** Field-level reasons; empty for deletes. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal (e.g. the record is in use); null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** The password, to turn one's own second factor off. */
export type DisableTwoFactorInput = {
  /** The password in force. */
  password: Scalars['String']['input'];
};

/** Result of endSession or endOtherSessions. */
export type EndSessionsPayload = MutationPayload & {
  __typename?: 'EndSessionsPayload';
  /** How many sessions ended. */
  ended: Scalars['Int']['output'];
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** An operating company of the utility (Empresa). Each enterprise serves zones. */
export type Enterprise = {
  __typename?: 'Enterprise';
  /** Postal address. */
  address: Scalars['String']['output'];
  /** Contact email. */
  email: Scalars['String']['output'];
  /** Enterprise id. */
  enterpriseId: Scalars['ID']['output'];
  /** Company name. */
  name: Scalars['String']['output'];
  /** Tax number (NUIT), digits only. */
  nuit: Scalars['String']['output'];
  /** Contact phone, digits only, without the +258 prefix. */
  phoneNumber: Scalars['String']['output'];
  /** The zones (bairros) this enterprise serves. */
  zones: Array<Zone>;
};

/** Fields of the Empresa form. */
export type EnterpriseInput = {
  /** Address. */
  address: Scalars['String']['input'];
  /** Contact email. */
  email: Scalars['String']['input'];
  /** Company name. */
  name: Scalars['String']['input'];
  /** NUIT, digits only. */
  nuit: Scalars['String']['input'];
  /** Phone, digits only. */
  phoneNumber: Scalars['String']['input'];
};

/** Result of saving an enterprise. */
export type EnterprisePayload = MutationPayload & {
  __typename?: 'EnterprisePayload';
  /** The saved enterprise; null when refused. */
  enterprise?: Maybe<Enterprise>;
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** A fine tier (Multa): an unpaid invoice overdue by a number of days within [minInterval, maxInterval] pays this percentage. */
export type FineConfiguration = {
  __typename?: 'FineConfiguration';
  /** Fine as a percentage of the invoice amount, 0 to 100 (spelling as in the product): a rate, not money, so a Float. */
  acruedFinePercentage: Scalars['Float']['output'];
  /** Only active tiers apply. */
  active: Scalars['Boolean']['output'];
  /** When it was created (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** Fine configuration id. */
  fineConfigurationId: Scalars['ID']['output'];
  /** Days overdue where the tier ends. */
  maxInterval: Scalars['Int']['output'];
  /** Days overdue where the tier starts. */
  minInterval: Scalars['Int']['output'];
};

/** Fields of the Multa (%) form. */
export type FineConfigurationInput = {
  /** Percentage, 0 to 100 with at most 2 decimals: a rate, not money, so a Float. */
  acruedFinePercentage: Scalars['Float']['input'];
  /** Whether the tier applies; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Days overdue where the tier ends (at least minInterval). */
  maxInterval: Scalars['Int']['input'];
  /** Days overdue where the tier starts (at least 0). */
  minInterval: Scalars['Int']['input'];
};

/** Result of saving a fine configuration. */
export type FineConfigurationPayload = MutationPayload & {
  __typename?: 'FineConfigurationPayload';
  /** The saved fine configuration; null when refused. */
  fineConfiguration?: Maybe<FineConfiguration>;
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** Leituras estimadas e assinaladas por zona: one zone's row for a month. */
export type FlaggedReadingsZone = {
  __typename?: 'FlaggedReadingsZone';
  /** Cubic metres credited back by corrections of estimates. */
  creditedCubicMeters: Scalars['Int']['output'];
  /** Estimated readings. */
  estimated: Scalars['Int']['output'];
  /** Flagged or estimated readings still pending. */
  flaggedPending: Scalars['Int']['output'];
  /** Readings flagged high. */
  high: Scalars['Int']['output'];
  /** Readings flagged low. */
  low: Scalars['Int']['output'];
  /** Non-cancelled readings of the month. */
  readings: Scalars['Int']['output'];
  /** Readings flagged very high. */
  veryHigh: Scalars['Int']['output'];
  /** Readings flagged zero. */
  zero: Scalars['Int']['output'];
  /** The zone. */
  zoneId: Scalars['ID']['output'];
  /** Its designation. */
  zoneName: Scalars['String']['output'];
};

/** An input field the api refused, with the Portuguese reason to show beside it. */
export type InputError = {
  __typename?: 'InputError';
  /** The input field's name, as in the mutation's input type. */
  field: Scalars['String']['output'];
  /** Why the value was refused, in Portuguese. */
  message: Scalars['String']['output'];
};

/**
 * An invoice issued from a reading (one per reading). Amounts in MZN; an unpaid invoice past its limit date shows its
 * fine as of today.
 */
export type Invoice = {
  __typename?: 'Invoice';
  /** The water charge (MZN): max(minimum charge, consumption × price per m³). */
  amount: Scalars['Money']['output'];
  /** The client billed. */
  clientId: Scalars['ID']['output'];
  /** The client's name. */
  clientName: Scalars['String']['output'];
  /** The contract (and so the tariff) it was issued under. */
  contractId: Scalars['ID']['output'];
  /** When it was issued (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** Descrição, e.g. 'Factura de Maio 2026'. */
  description?: Maybe<Scalars['String']['output']>;
  /** The late fine (MZN). */
  fineAmount: Scalars['Money']['output'];
  /** Multa (%), 0 to 100 with 2 decimals: a rate applied to amount, not money, so a Float. */
  finePercentage: Scalars['Float']['output'];
  /** Invoice id. */
  invoiceId: Scalars['ID']['output'];
  /** Data limite de pagamento (YYYY-MM-DD). */
  limitDate: Scalars['String']['output'];
  /** The bill lines as priced (empty when the contract type's own prices priced it). */
  lines: Array<TariffLine>;
  /** The meter read. */
  meterId: Scalars['ID']['output'];
  /** When it was paid (YYYY-MM-DD). */
  paymentDate?: Maybe<Scalars['String']['output']>;
  /** How it was paid (MPESA, EMOLA, NUMERARIO, TRANSFERENCIA, POS); null while unpaid. */
  paymentMethod?: Maybe<Scalars['String']['output']>;
  /** PAID or CANCELED; null while unpaid. */
  paymentStatus?: Maybe<Scalars['String']['output']>;
  /** The reading it bills. */
  readingId: Scalars['ID']['output'];
  /** Month billed, 1-12. */
  readingMonth: Scalars['Int']['output'];
  /** Year billed. */
  readingYear: Scalars['Int']['output'];
  /** The receipt that paid it. */
  receiptId?: Maybe<Scalars['ID']['output']>;
  /** The tariff version that priced it; null when the contract type's own prices did. */
  tariffVersionId?: Maybe<Scalars['ID']['output']>;
  /** The amount plus the fine (MZN). */
  totalAmount: Scalars['Money']['output'];
  /** Last change (ISO 8601 UTC). */
  updatedAt: Scalars['String']['output'];
  /** The VAT included in amount. */
  vatAmount: Scalars['Money']['output'];
  /** The client's zone (bairro). */
  zoneId: Scalars['ID']['output'];
};

/** The invoice payment term (Factura tab): the newest active one sets limitDate = issue date + maxInterval days. */
export type InvoiceConfiguration = {
  __typename?: 'InvoiceConfiguration';
  /** Only the newest active configuration applies. */
  active: Scalars['Boolean']['output'];
  /** When it was created (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** What this term is for. */
  description: Scalars['String']['output'];
  /** Invoice configuration id. */
  invoiceConfigurationId: Scalars['ID']['output'];
  /** Intervalo Máximo, in days: the payment term. */
  maxInterval: Scalars['Int']['output'];
  /** Intervalo Mínimo, in days. */
  minInterval: Scalars['Int']['output'];
};

/** Fields of the Factura form. */
export type InvoiceConfigurationInput = {
  /** Whether it applies; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** What this term is for. */
  description: Scalars['String']['input'];
  /** Intervalo Máximo, days (the payment term). */
  maxInterval: Scalars['Int']['input'];
  /** Intervalo Mínimo, days. */
  minInterval: Scalars['Int']['input'];
};

/** Result of saving an invoice configuration. */
export type InvoiceConfigurationPayload = MutationPayload & {
  __typename?: 'InvoiceConfigurationPayload';
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** The saved invoice configuration; null when refused. */
  invoiceConfiguration?: Maybe<InvoiceConfiguration>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** One page of invoices and how many match in all. */
export type InvoicePage = {
  __typename?: 'InvoicePage';
  /** The rows of this page. */
  items: Array<Invoice>;
  /** Every invoice matching the filters and search. */
  total: Scalars['Int']['output'];
};

/** The answer to issuing a reading's invoice. */
export type InvoicePayload = MutationPayload & {
  __typename?: 'InvoicePayload';
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** The issued invoice; null when refused. */
  invoice?: Maybe<Invoice>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** Which invoices a list shows by payment status. */
export type InvoicePaymentStatus =
  /** Annulled. */
  | 'CANCELED'
  /** Paid by a receipt. */
  | 'PAID'
  /** Not paid yet (no status). */
  | 'UNPAID';

/** Credentials typed on the login page. */
export type LoginInput = {
  /** Password (Senha). */
  password: Scalars['String']['input'];
  /** Login name (Utilizador). */
  username: Scalars['String']['input'];
};

/** The second step of a sign-in with a second factor. */
export type LoginWithTwoFactorInput = {
  /** The authenticator's 6-digit code, or one of the recovery codes. */
  code: Scalars['String']['input'];
  /** The twoFactorToken that login answered. */
  twoFactorToken: Scalars['String']['input'];
};

/** A refresh token to revoke at sign-out. */
export type LogoutInput = {
  /** The refresh token to revoke. */
  refreshToken: Scalars['String']['input'];
};

/** The caller: a signed-in staff member, or the API key a reporting tool sent (role REPORTER). */
export type Me = {
  __typename?: 'Me';
  /** API key id; null for a user. */
  apiKeyId?: Maybe<Scalars['ID']['output']>;
  /** Display name (the key's name for an API key). */
  name: Scalars['String']['output'];
  /** Role. */
  role: Role;
  /** Role as shown in the top bar: Administrador, Técnico (or Ferramenta de relatórios for an API key). */
  roleLabel: Scalars['String']['output'];
  /** User id; null for an API key. */
  userId?: Maybe<Scalars['ID']['output']>;
  /** Login name; null for an API key. */
  username?: Maybe<Scalars['String']['output']>;
};

/** A water meter (client-meter). cubicMeters is its index when installed: the first reading starts from it. */
export type Meter = {
  __typename?: 'Meter';
  /** Brand (Genérico unless told otherwise). */
  brand: Scalars['String']['output'];
  /** The client the meter belongs to. */
  clientId: Scalars['ID']['output'];
  /** Replacement date, once another meter took its place; null while in service. */
  closedOn?: Maybe<Scalars['String']['output']>;
  /** Its index when it was replaced. */
  closingReading?: Maybe<Scalars['Int']['output']>;
  /** Index in m³ when installed. */
  cubicMeters: Scalars['Int']['output'];
  /** Digits of the register: it wraps past 10^digits − 1. */
  digits: Scalars['Int']['output'];
  /** Meter id (Contador). */
  meterId: Scalars['ID']['output'];
  /** The meter that replaced it. */
  replacedByMeterId?: Maybe<Scalars['ID']['output']>;
  /** The meter it replaced. */
  replacesMeterId?: Maybe<Scalars['ID']['output']>;
  /** The number printed on the meter (unique). */
  serialNumber: Scalars['String']['output'];
};

/** Result of saving a meter. */
export type MeterPayload = MutationPayload & {
  __typename?: 'MeterPayload';
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The saved meter; null when refused. */
  meter?: Maybe<Meter>;
};

/**
 * An M-Pesa payment request: the money due on some invoices asked of the client's phone (a PIN prompt). Its status
 * moves PENDING → WAITING (A aguardar confirmação) → PAID / CANCELLED / FAILED; an administrator may reverse a paid one.
 */
export type MpesaPayment = {
  __typename?: 'MpesaPayment';
  /** The money asked: what the invoices owed when the request was made. */
  amount: Scalars['Money']['output'];
  /** The client asked to pay. */
  clientId: Scalars['ID']['output'];
  /** The client's name. */
  clientName: Scalars['String']['output'];
  /** The contract whose invoices it pays. */
  contractId: Scalars['ID']['output'];
  /** When it was asked (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** When it reached its final state (ISO 8601 UTC). */
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** Request id. */
  id: Scalars['ID']['output'];
  /** The invoices it pays. */
  invoiceIds: Array<Scalars['ID']['output']>;
  /** The phone asked (9 national digits). */
  msisdn: Scalars['String']['output'];
  /** Why it is not paid, in Portuguese, when it was cancelled or failed. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The receipt issued when paid. */
  receiptId?: Maybe<Scalars['ID']['output']>;
  /** The provider's last answer code (INS-0, INS-5…). */
  responseCode?: Maybe<Scalars['String']['output']>;
  /** PENDING, WAITING, PAID, CANCELLED, FAILED or REVERSED. */
  status: Scalars['String']['output'];
  /** The status in Portuguese (Na fila, A aguardar confirmação, Pago…). */
  statusLabel: Scalars['String']['output'];
  /** The unique reference sent to the provider. */
  thirdPartyReference: Scalars['String']['output'];
  /** The provider's transaction id once paid. */
  transactionId?: Maybe<Scalars['String']['output']>;
  /** Our reference on the client's M-Pesa message (AGUA<id>). */
  transactionReference: Scalars['String']['output'];
};

/** A page of M-Pesa payment requests. */
export type MpesaPaymentPage = {
  __typename?: 'MpesaPaymentPage';
  /** The rows of this page. */
  items: Array<MpesaPayment>;
  /** Every request matching the filters. */
  total: Scalars['Int']['output'];
};

/** The answer to an M-Pesa request or reversal. */
export type MpesaPaymentPayload = MutationPayload & {
  __typename?: 'MpesaPaymentPayload';
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The request as it now stands; null when refused. */
  mpesaPayment?: Maybe<MpesaPayment>;
};

/** An uploaded M-Pesa statement reconciled against the receipts (Reconciliação M-Pesa). */
export type MpesaStatement = {
  __typename?: 'MpesaStatement';
  /** When it was uploaded (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** The uploaded file's name. */
  fileName: Scalars['String']['output'];
  /** Statement id. */
  id: Scalars['ID']['output'];
  /** How many money-in lines it has. */
  lineCount: Scalars['Int']['output'];
  /** A page of its lines in file order, of one group or all (a statement may hold 50 000 lines). */
  lines: MpesaStatementLinePage;
  /** Lines found with the same amount. */
  matched: MpesaStatementGroup;
  /** Lines found with another amount. */
  mismatched: MpesaStatementGroup;
  /** M-Pesa receipts of the period the statement lacks. */
  missingReceipts: Array<MpesaStatementMissingReceipt>;
  /** The earliest completion time of its lines (ISO 8601 UTC). */
  periodFrom?: Maybe<Scalars['String']['output']>;
  /** The latest completion time of its lines (ISO 8601 UTC). */
  periodTo?: Maybe<Scalars['String']['output']>;
  /** Lines not found: each may be attached to a client. */
  unmatched: MpesaStatementGroup;
};


/** An uploaded M-Pesa statement reconciled against the receipts (Reconciliação M-Pesa). */
export type MpesaStatementLinesArgs = {
  match?: InputMaybe<Scalars['String']['input']>;
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
};

/** How many lines of a statement fall in one group, and their statement amounts summed. */
export type MpesaStatementGroup = {
  __typename?: 'MpesaStatementGroup';
  /** Lines in the group. */
  count: Scalars['Int']['output'];
  /** Σ the lines' statement amounts. */
  total: Scalars['Money']['output'];
};

/**
 * One money-in line of an uploaded M-Pesa statement and how it stands against the receipts: MATCHED (a receipt or
 * request of that transaction id with the same amount), MISMATCHED (found, another amount) or UNMATCHED (not found).
 */
export type MpesaStatementLine = {
  __typename?: 'MpesaStatementLine';
  /** The money paid in, as the statement says. */
  amount: Scalars['Money']['output'];
  /** The client of that receipt or request. */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** The client's name. */
  clientName?: Maybe<Scalars['String']['output']>;
  /** When M-Pesa completed it (ISO 8601 UTC), when the statement says. */
  completedAt?: Maybe<Scalars['String']['output']>;
  /** The statement's details text. */
  details?: Maybe<Scalars['String']['output']>;
  /** The money recorded for this transaction (its receipt, else its request); null when unmatched. */
  expectedAmount?: Maybe<Scalars['Money']['output']>;
  /** Line id. */
  id: Scalars['ID']['output'];
  /** MATCHED, MISMATCHED or UNMATCHED. */
  match: Scalars['String']['output'];
  /** The group in Portuguese (Conciliadas, Valor diferente, Sem correspondência). */
  matchLabel: Scalars['String']['output'];
  /** The M-Pesa request this transaction paid. */
  mpesaPaymentId?: Maybe<Scalars['ID']['output']>;
  /** The payer's number (9 national digits when the statement has them). */
  msisdn?: Maybe<Scalars['String']['output']>;
  /** The receipt whose reference is this transaction id. */
  receiptId?: Maybe<Scalars['ID']['output']>;
  /** The line of the uploaded file. */
  row: Scalars['Int']['output'];
  /** The provider's transaction id (Receipt No.). */
  transactionId: Scalars['String']['output'];
};

/** A page of a statement's lines, in file order. */
export type MpesaStatementLinePage = {
  __typename?: 'MpesaStatementLinePage';
  /** The lines of this page. */
  items: Array<MpesaStatementLine>;
  /** How many lines the statement (or the group asked for) has. */
  total: Scalars['Int']['output'];
};

/** A live M-Pesa receipt of the statement's period whose transaction the statement does not list. */
export type MpesaStatementMissingReceipt = {
  __typename?: 'MpesaStatementMissingReceipt';
  /** The money received. */
  amount: Scalars['Money']['output'];
  /** Its client. */
  clientId: Scalars['ID']['output'];
  /** The client's name. */
  clientName: Scalars['String']['output'];
  /** When it was paid (ISO 8601 UTC). */
  paymentDate: Scalars['String']['output'];
  /** The receipt. */
  receiptId: Scalars['ID']['output'];
  /** The M-Pesa transaction id it was made of. */
  reference?: Maybe<Scalars['String']['output']>;
};

/** A page of uploaded statements, newest first. */
export type MpesaStatementPage = {
  __typename?: 'MpesaStatementPage';
  /** The rows of this page. */
  items: Array<MpesaStatementSummary>;
  /** Every uploaded statement. */
  total: Scalars['Int']['output'];
};

/** An uploaded M-Pesa statement, without its lines. */
export type MpesaStatementSummary = {
  __typename?: 'MpesaStatementSummary';
  /** When it was uploaded (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** The uploaded file's name. */
  fileName: Scalars['String']['output'];
  /** Statement id. */
  id: Scalars['ID']['output'];
  /** How many money-in lines it has. */
  lineCount: Scalars['Int']['output'];
  /** The earliest completion time of its lines (ISO 8601 UTC). */
  periodFrom?: Maybe<Scalars['String']['output']>;
  /** The latest completion time of its lines (ISO 8601 UTC). */
  periodTo?: Maybe<Scalars['String']['output']>;
};

/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Attaches an unmatched statement line to a client as its M-Pesa payment (administrators); once only. */
  attachMpesaStatementLine: AttachMpesaStatementLinePayload;
  /** Sets one state on many readings in one transaction (administrators only). */
  bulkUpdateReadings: BulkUpdateReadingsPayload;
  /** Cancels a running payment agreement (administrators). */
  cancelPaymentAgreement: PaymentAgreementPayload;
  /** Changes the caller's own password (also at first sign-in): every other session of the account ends. */
  changePassword: AuthPayload;
  /** Cobrar: charges a rubric to a client; the amount is debited to the client's active contract. */
  chargeRubric: ChargeRubricPayload;
  /** Fechar caixa: records the cash counted; the day then takes no more receipts of that user. */
  closeTill: CloseTillPayload;
  /** Confirms the second factor with a first code: it is on, and the recovery codes are answered this once. */
  confirmTwoFactor: ConfirmTwoFactorPayload;
  /** Creates an API key (administrators only); the answer carries its secret this once. */
  createApiKey: CreateApiKeyPayload;
  /** Wizard step 1: saves a client, which also creates its first meter. */
  createClient: CreateClientPayload;
  /** Wizard step 2: celebrates the contract. */
  createContract: ContractPayload;
  /** Creates a contract type (administrators only). */
  createContractType: ContractTypePayload;
  /** Registers a cut (administrators). */
  createCut: CutPayload;
  /** Creates an enterprise (administrators only). */
  createEnterprise: EnterprisePayload;
  /** Creates a fine tier (administrators only). */
  createFineConfiguration: FineConfigurationPayload;
  /** Issues the invoice of a reading that has none (readings registered before invoices were issued with them). */
  createInvoice: InvoicePayload;
  /** Creates an invoice payment-term configuration (administrators only). */
  createInvoiceConfiguration: InvoiceConfigurationPayload;
  /** Makes a payment agreement (administrators). */
  createPaymentAgreement: PaymentAgreementPayload;
  /** Registers a reading (Registar Leitura) and issues its invoice in the same transaction. */
  createReading: ReadingPayload;
  /** Adds a reading anomaly (administrators). */
  createReadingAnomaly: ReadingAnomalyPayload;
  /** Creates a rubric (administrators only). */
  createRubric: RubricPayload;
  /** Registers a suspension (administrators). */
  createSuspension: SuspensionPayload;
  /** Publishes a new version of a contract type's tariff. */
  createTariffVersion: TariffVersionPayload;
  /** Creates a user (administrators only). */
  createUser: UserPayload;
  /** Creates a zone (administrators only). */
  createZone: ZonePayload;
  /** Deletes a contract type no contract uses (administrators only). */
  deleteContractType: DeletePayload;
  /** Deletes an enterprise that serves no zone (administrators only). */
  deleteEnterprise: DeletePayload;
  /** Deletes a fine tier (administrators only). */
  deleteFineConfiguration: DeletePayload;
  /** Deletes an invoice payment-term configuration (administrators only). */
  deleteInvoiceConfiguration: DeletePayload;
  /** Deletes an anomaly no reading used (administrators); a used one is deactivated instead. */
  deleteReadingAnomaly: DeletePayload;
  /** Deletes a rubric never charged (administrators only). */
  deleteRubric: DeletePayload;
  /** Deletes a version that has priced no invoice yet. */
  deleteTariffVersion: DeletePayload;
  /** Deletes a user referenced by no record, never oneself (administrators only); deactivate the others. */
  deleteUser: DeletePayload;
  /** Deletes a zone with no clients (administrators only). */
  deleteZone: DeletePayload;
  /** Turns the caller's second factor off, with the password (refused while the rule requires it). */
  disableTwoFactor: TwoFactorChangePayload;
  /** Ends every session of the caller's account but this one (Terminar todas as outras). */
  endOtherSessions: EndSessionsPayload;
  /** Ends one of the caller's sessions (Terminar) at its next request. */
  endSession: EndSessionsPayload;
  /** Signs in with username and password. */
  login: AuthPayload;
  /** Completes a sign-in with a second factor: each code is accepted once; wrong codes count like wrong passwords. */
  loginWithTwoFactor: AuthPayload;
  /** Revokes a refresh token (Sair). */
  logout: Scalars['Boolean']['output'];
  /** Always true: a no-op that keeps the root type non-empty. */
  noop: Scalars['Boolean']['output'];
  /** Pays the next instalment of a running agreement: a receipt of its amount. */
  payAgreementInstalment: PaymentAgreementPayload;
  /** Pagar Factura: pays invoices of one client (or pays on account) and issues the receipt. */
  payInvoices: PayInvoicesPayload;
  /** Attaches the photo of the register to a reading the batch stored. */
  putReadingPhoto: PutReadingPhotoPayload;
  /** Religar: ends an open cut (endDate, today when absent) and debits the reconnection fee (administrators). */
  reconnectCut: ReconnectCutPayload;
  /** Exchanges a refresh token for a new session (the old refresh token stops working). */
  refreshToken: AuthPayload;
  /** Registar Cortes: the cuts of many meters in one transaction, all or none (administrators). */
  registerCuts: RegisterCutsPayload;
  /**
   * Replaces a meter (administrators): closes it with its closing index and moves its active contract to a new meter;
   * that month bills the old meter's last advance plus the new one's.
   */
  replaceMeter: ReplaceMeterPayload;
  /** Asks for a backup now (administrators only): queued, taken by the job queue, listed when done. */
  requestBackup: RequestBackupPayload;
  /** Sends an M-Pesa payment request to the client's phone; answers at once with the PENDING request. */
  requestMpesaPayment: MpesaPaymentPayload;
  /** Queues a failed message again (administrators). */
  resendSmsMessage: SmsMessagePayload;
  /** Resets another user's lost second factor (administrators only); their sessions end, and it is noted. */
  resetUserTwoFactor: TwoFactorChangePayload;
  /** Anular cobrança (administrators): the charge stays, marked reversed, and its amount is credited back. */
  reverseClientRubric: ChargeRubricPayload;
  /** Reverses a paid M-Pesa payment (administrators): the provider returns the money, then the receipt is reversed. */
  reverseMpesaPayment: MpesaPaymentPayload;
  /** Reverses (annuls) a receipt: its invoices are unpaid again and the balance is restored (administrators). */
  reverseReceipt: ReceiptPayload;
  /** Revokes an API key at once (administrators only); revoking twice changes nothing. */
  revokeApiKey: RevokeApiKeyPayload;
  /** Sends readings taken offline, each on its own with the rules of createReading; stored once per clientReadingId. */
  sendReadingBatch: SendReadingBatchPayload;
  /** Starts setting up the caller's second factor (administrators): a new secret, in force once confirmed. */
  startTwoFactorSetup: TwoFactorSetupPayload;
  /** Updates a contract type (administrators only). */
  updateContractType: ContractTypePayload;
  /** Customer edit: saves the client, and its contract when type, balance or status changed. */
  updateCustomer: CustomerPayload;
  /** Edits a cut's start date and meter (administrators). */
  updateCut: CutPayload;
  /** Updates an enterprise (administrators only). */
  updateEnterprise: EnterprisePayload;
  /** Updates a fine tier (administrators only). */
  updateFineConfiguration: FineConfigurationPayload;
  /** Corrects an invoice's limit date, or annuls / restores it (administrators). */
  updateInvoice: InvoicePayload;
  /** Updates an invoice payment-term configuration (administrators only). */
  updateInvoiceConfiguration: InvoiceConfigurationPayload;
  /** Edits a meter: brand, installed index, digits and serial number. */
  updateMeter: MeterPayload;
  /** Edits a reading's month and current reading, and (administrators) its state. */
  updateReading: ReadingPayload;
  /** Edits a reading anomaly (administrators). */
  updateReadingAnomaly: ReadingAnomalyPayload;
  /** Sets a contract type's minimum m³ and consumption checks (administrators). */
  updateReadingThresholds: ReadingThresholdsPayload;
  /** Corrects a receipt's method and description (administrators). */
  updateReceipt: ReceiptPayload;
  /** Updates a rubric (administrators only). */
  updateRubric: RubricPayload;
  /** Changes the rules for every account (administrators only). */
  updateSecuritySettings: SecuritySettingsPayload;
  /** Records whether a client wants SMS (administrators). */
  updateSmsOptOut: SmsOptOutPayload;
  /** Saves an event's SMS template (administrators). */
  updateSmsTemplate: SmsTemplatePayload;
  /** Edits a suspension; status ENDED ends it (administrators). */
  updateSuspension: SuspensionPayload;
  /** Corrects a version that has priced no invoice yet. */
  updateTariffVersion: TariffVersionPayload;
  /** Updates a user; the password changes only when given (administrators only). */
  updateUser: UserPayload;
  /** Updates a zone (administrators only). */
  updateZone: ZonePayload;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationAttachMpesaStatementLineArgs = {
  input: AttachMpesaStatementLineInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationBulkUpdateReadingsArgs = {
  input: BulkUpdateReadingsInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCancelPaymentAgreementArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationChargeRubricArgs = {
  input: ChargeRubricInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCloseTillArgs = {
  input: CloseTillInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationConfirmTwoFactorArgs = {
  input: ConfirmTwoFactorInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateClientArgs = {
  input: ClientInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateContractArgs = {
  input: ContractInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateContractTypeArgs = {
  input: ContractTypeInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateCutArgs = {
  input: CreateCutInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateEnterpriseArgs = {
  input: EnterpriseInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateFineConfigurationArgs = {
  input: FineConfigurationInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateInvoiceArgs = {
  readingId: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateInvoiceConfigurationArgs = {
  input: InvoiceConfigurationInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreatePaymentAgreementArgs = {
  input: CreatePaymentAgreementInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateReadingArgs = {
  input: CreateReadingInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateReadingAnomalyArgs = {
  input: ReadingAnomalyInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateRubricArgs = {
  input: RubricInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateSuspensionArgs = {
  input: CreateSuspensionInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateTariffVersionArgs = {
  contractTypeId: Scalars['ID']['input'];
  input: TariffVersionInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationCreateZoneArgs = {
  input: ZoneInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationDeleteContractTypeArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationDeleteEnterpriseArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationDeleteFineConfigurationArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationDeleteInvoiceConfigurationArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationDeleteReadingAnomalyArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationDeleteRubricArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationDeleteTariffVersionArgs = {
  contractTypeId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationDeleteZoneArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationDisableTwoFactorArgs = {
  input: DisableTwoFactorInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationEndSessionArgs = {
  sessionId: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationLoginWithTwoFactorArgs = {
  input: LoginWithTwoFactorInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationLogoutArgs = {
  input: LogoutInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationPayAgreementInstalmentArgs = {
  id: Scalars['ID']['input'];
  number: Scalars['Int']['input'];
  paymentMethod: Scalars['String']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationPayInvoicesArgs = {
  input: PayInvoicesInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationPutReadingPhotoArgs = {
  input: PutReadingPhotoInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationReconnectCutArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationRefreshTokenArgs = {
  input: RefreshTokenInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationRegisterCutsArgs = {
  input: RegisterCutsInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationReplaceMeterArgs = {
  input: ReplaceMeterInput;
  meterId: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationRequestMpesaPaymentArgs = {
  input: RequestMpesaPaymentInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationResendSmsMessageArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationResetUserTwoFactorArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationReverseClientRubricArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationReverseMpesaPaymentArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationReverseReceiptArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationSendReadingBatchArgs = {
  input: SendReadingBatchInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateContractTypeArgs = {
  id: Scalars['ID']['input'];
  input: ContractTypeInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateCustomerArgs = {
  input: UpdateCustomerInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateCutArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCutInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateEnterpriseArgs = {
  id: Scalars['ID']['input'];
  input: EnterpriseInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateFineConfigurationArgs = {
  id: Scalars['ID']['input'];
  input: FineConfigurationInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateInvoiceArgs = {
  id: Scalars['ID']['input'];
  input: UpdateInvoiceInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateInvoiceConfigurationArgs = {
  id: Scalars['ID']['input'];
  input: InvoiceConfigurationInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateMeterArgs = {
  id: Scalars['ID']['input'];
  input: UpdateMeterInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateReadingArgs = {
  id: Scalars['ID']['input'];
  input: UpdateReadingInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateReadingAnomalyArgs = {
  id: Scalars['ID']['input'];
  input: ReadingAnomalyInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateReadingThresholdsArgs = {
  contractTypeId: Scalars['ID']['input'];
  input: ReadingThresholdsInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateReceiptArgs = {
  id: Scalars['ID']['input'];
  input: UpdateReceiptInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateRubricArgs = {
  id: Scalars['ID']['input'];
  input: RubricInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateSecuritySettingsArgs = {
  input: SecuritySettingsInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateSmsOptOutArgs = {
  clientId: Scalars['ID']['input'];
  optedOut: Scalars['Boolean']['input'];
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateSmsTemplateArgs = {
  input: UpdateSmsTemplateInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateSuspensionArgs = {
  id: Scalars['ID']['input'];
  input: UpdateSuspensionInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateTariffVersionArgs = {
  contractTypeId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: TariffVersionInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationUpdateZoneArgs = {
  id: Scalars['ID']['input'];
  input: ZoneInput;
};

/** What every mutation payload carries when the api refuses the input. */
export type MutationPayload = {
  /** Field-level reasons when the input was invalid; empty on success. */
  inputErrors: Array<InputError>;
  /** Portuguese text to show the user when the mutation failed; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** One reading the signed-in staff member registered today. */
export type MyReading = {
  __typename?: 'MyReading';
  /** The client's name. */
  client: Scalars['String']['output'];
  /** The consumption it bills (m³). */
  consumption: Scalars['Int']['output'];
  /** When it was registered (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The index read (m³). */
  currentReading: Scalars['Int']['output'];
  /** The meter read. */
  meterId: Scalars['ID']['output'];
  /** The reading. */
  readingId: Scalars['ID']['output'];
  /** Month read, 1-12. */
  readingMonth: Scalars['Int']['output'];
  /** Year of the month read. */
  readingYear: Scalars['Int']['output'];
};

/** The signed-in staff member's readings of today (Maputo), for the technician's home. */
export type MyReadingsToday = {
  __typename?: 'MyReadingsToday';
  /** Live readings registered today. */
  count: Scalars['Int']['output'];
  /** The day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
  /** The latest five, newest first. */
  last: Array<MyReading>;
};

/** The new meter of a replacement. */
export type NewMeterInput = {
  /** Brand (Genérico when omitted). */
  brand?: InputMaybe<Scalars['String']['input']>;
  /** Digits of its register (5 when omitted). */
  digits?: InputMaybe<Scalars['Int']['input']>;
  /** Its index when installed. */
  initialReading: Scalars['Int']['input'];
  /** The number printed on it (unique). */
  serialNumber: Scalars['String']['input'];
};

/** A meter whose consumption is zero or falling. */
export type NonRevenueMeter = {
  __typename?: 'NonRevenueMeter';
  /** Its holder's id. */
  clientId: Scalars['ID']['output'];
  /** Its holder's name. */
  clientName: Scalars['String']['output'];
  /** The three consumptions (m³), oldest first. */
  consumptions: Array<Scalars['Int']['output']>;
  /** The meter's id. */
  meterId: Scalars['ID']['output'];
  /** The month of the latest of the three readings, YYYY-MM. */
  month: Scalars['String']['output'];
  /** ZERO or FALLING. */
  signal: NonRevenueSignal;
  /** The holder's zone id. */
  zoneId: Scalars['ID']['output'];
  /** The holder's zone designation. */
  zoneName: Scalars['String']['output'];
};

/** One page of non-revenue meters and how many there are in all. */
export type NonRevenueMeterPage = {
  __typename?: 'NonRevenueMeterPage';
  /** The rows of this page, by zone and client name. */
  items: Array<NonRevenueMeter>;
  /** Every meter of the selection. */
  total: Scalars['Int']['output'];
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
  amount: Scalars['Money']['input'];
  /** The client paying. */
  clientId: Scalars['ID']['input'];
  /**
   * One key per payment attempt (a UUID the browser makes): a repeat with the same key (a double click, a retry after
   * a dropped connection) answers the first payment's receipt and pays nothing twice.
   */
  idempotencyKey: Scalars['String']['input'];
  /** The invoices to pay (all of one contract); empty for a payment on account. */
  invoiceIds: Array<Scalars['ID']['input']>;
  /**
   * A partial payment: when the money is short, the oldest invoices it covers in full are paid and the rest is
   * credit (docs/domain.md "Partial payments"); without it such a payment is refused.
   */
  partial?: InputMaybe<Scalars['Boolean']['input']>;
  /** MPESA, EMOLA, NUMERARIO, TRANSFERENCIA or POS. */
  paymentMethod: Scalars['String']['input'];
  /** Descrição. */
  purpose?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to a payment: the receipt, the invoices it paid and the client as it now stands. */
export type PayInvoicesPayload = MutationPayload & {
  __typename?: 'PayInvoicesPayload';
  /** The client after the payment (new balance, fewer unpaid invoices, the receipt first); null when refused. */
  client?: Maybe<Client>;
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The invoices it paid, now PAID; empty when refused. */
  paidInvoices: Array<Invoice>;
  /** The receipt; null when refused. */
  receipt?: Maybe<Receipt>;
};

/** Acordo de pagamento: a contract's debt split into a down payment and monthly instalments, each paid as a receipt. */
export type PaymentAgreement = {
  __typename?: 'PaymentAgreement';
  /** Why it was cancelled. */
  cancelReason?: Maybe<Scalars['String']['output']>;
  /** When it was cancelled; null otherwise. */
  canceledAt?: Maybe<Scalars['String']['output']>;
  /** The contract's holder. */
  clientId: Scalars['ID']['output'];
  /** The contract whose debt it splits. */
  contractId: Scalars['ID']['output'];
  /** When it was made (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** Who made it. */
  createdBy: Scalars['String']['output'];
  /** The contract's debt split, as of the day it was made. */
  debt: Scalars['Money']['output'];
  /** The down payment (entrada); 0 when none. */
  downPayment: Scalars['Money']['output'];
  /** The first monthly instalment's due date (YYYY-MM-DD). */
  firstDueDate: Scalars['String']['output'];
  /** The agreement's number. */
  id: Scalars['ID']['output'];
  /** How many monthly instalments (besides the down payment). */
  instalmentCount: Scalars['Int']['output'];
  /** The down payment (number 0) and the monthly instalments, in order. */
  instalments: Array<AgreementInstalment>;
  /** The sum of the instalments paid. */
  paidAmount: Scalars['Money']['output'];
  /** The sum of the instalments still unpaid. */
  remainingAmount: Scalars['Money']['output'];
  /** ACTIVE (being honoured), IN_ARREARS (an instalment unpaid after its due date), COMPLETED or CANCELED. */
  status: Scalars['String']['output'];
};

/** The answer to a change of a payment agreement. */
export type PaymentAgreementPayload = MutationPayload & {
  __typename?: 'PaymentAgreementPayload';
  /** The agreement as it now is; null when refused. */
  agreement?: Maybe<PaymentAgreement>;
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The receipt that paid an instalment, when one was paid. */
  receiptId?: Maybe<Scalars['ID']['output']>;
};

/** Receipts of one payment method in one month. */
export type PaymentMethodMonth = {
  __typename?: 'PaymentMethodMonth';
  /** Σ of the amounts they received. */
  amount: Scalars['Money']['output'];
  /** The month, YYYY-MM (receipts' payment instant in Maputo). */
  month: Scalars['String']['output'];
  /** MPESA, EMOLA, NUMERARIO, TRANSFERENCIA or POS. */
  paymentMethod: Scalars['String']['output'];
  /** The method's Portuguese label (M-Pesa, e-Mola, Numerário, Transferência Bancária, POS). */
  paymentMethodLabel: Scalars['String']['output'];
  /** Live (not reversed) receipts. */
  receipts: Scalars['Int']['output'];
};

/** A payment method and its Portuguese label. */
export type PaymentMethodOption = {
  __typename?: 'PaymentMethodOption';
  /** The label shown (M-Pesa, e-Mola…). */
  label: Scalars['String']['output'];
  /** MPESA, EMOLA, NUMERARIO, TRANSFERENCIA or POS. */
  value: Scalars['String']['output'];
};

/** The photo of the register of a reading the phone sent. */
export type PutReadingPhotoInput = {
  /** The id the phone gave the reading. */
  clientReadingId: Scalars['ID']['input'];
  /** image/jpeg, image/png or image/webp. */
  contentType: Scalars['String']['input'];
  /** The image, base64-encoded, at most 200 KB. */
  data: Scalars['String']['input'];
};

/** Answer of putReadingPhoto. */
export type PutReadingPhotoPayload = MutationPayload & {
  __typename?: 'PutReadingPhotoPayload';
  /** The size kept, in bytes (null when refused). */
  bytes?: Maybe<Scalars['Int']['output']>;
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese text when refused; null otherwise. */
  message?: Maybe<Scalars['String']['output']>;
};

/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type Query = {
  __typename?: 'Query';
  /** Every API key, newest first (administrators only). */
  apiKeys: Array<ApiKey>;
  /** A page of the audit trail, newest first (administrators only). */
  auditPage: AuditPage;
  /** A client's meters that no active contract uses (the wizard's Contador select). */
  availableMeters: Array<Meter>;
  /** This server's backup schedule, retention and encryption (administrators only). */
  backupSettings: BackupSettings;
  /** A page of backups, newest first (administrators only). */
  backupsPage: BackupPage;
  /** One client; null when it does not exist. */
  client?: Maybe<Client>;
  /** One import queued by its upload, by id: its state and progress (administrators only). */
  clientImport: ClientImportJob;
  /** The latest committed imports, newest first (administrators only). */
  clientImports: Array<ClientImport>;
  /** A client's Extrato de conta for a period (12 months up to today when omitted). */
  clientStatement?: Maybe<ClientStatement>;
  /** The clients of a zone, newest first (the wizard's Cliente select), at most 500. */
  clientsByZone: Array<Client>;
  /** A page of clients (customers screen), searched and sorted on the server. sort is e.g. 'name,desc'. */
  clientsPage: ClientPage;
  /** A contract's payment agreements and its debt today. */
  contractPaymentAgreements: ContractPaymentAgreements;
  /** One contract type; NOT_FOUND when it does not exist. */
  contractType: ContractType;
  /** Every contract type (tariff). */
  contractTypes: Array<ContractType>;
  /** A page of contracts (Lista de Contratos), searched and sorted on the server. sort is e.g. 'startDate,desc'. */
  contractsPage: ContractPage;
  /** One cut; NOT_FOUND when it does not exist. */
  cut: Cut;
  /**
   * Candidatos a Corte: meters whose client owes invoices overdue at least minDaysOverdue days (default: the first
   * fine tier's), of one zone when given, the largest debt first. One api call whatever the page size.
   */
  cutCandidates: CutCandidatePage;
  /**
   * A page of cuts (Listar Cortes), searched and sorted on the server. sort is a column and a direction, e.g.
   * 'startDate,desc' (cutId, startDate, endDate, meterId, clientName, createdAt).
   */
  cutsPage: CutPage;
  /** The dashboard's four counts, read from the api's count routes. */
  dashboardCounts: DashboardCounts;
  /** One enterprise; NOT_FOUND when it does not exist. */
  enterprise: Enterprise;
  /** Every enterprise. */
  enterprises: Array<Enterprise>;
  /** One fine tier; NOT_FOUND when it does not exist. */
  fineConfiguration: FineConfiguration;
  /** Every fine tier. */
  fineConfigurations: Array<FineConfiguration>;
  /** Leituras estimadas e assinaladas por zona, for one month. */
  flaggedReadingsByZone: Array<FlaggedReadingsZone>;
  /** A reading's invoice; null when none was issued. */
  invoiceByReading?: Maybe<Invoice>;
  /** One invoice payment-term configuration; NOT_FOUND when it does not exist. */
  invoiceConfiguration: InvoiceConfiguration;
  /** Every invoice payment-term configuration. */
  invoiceConfigurations: Array<InvoiceConfiguration>;
  /**
   * A page of invoices (Lista de Facturas), of one zone and/or payment status, searched and sorted on the server. sort
   * is e.g. 'limitDate,desc' (invoiceId, limitDate, paymentDate, paymentStatus, amount, contractId, readingId,
   * clientName, period, createdAt, updatedAt).
   */
  invoicesPage: InvoicePage;
  /** The newest active fine tier; null when none is active. */
  lastActiveFineConfiguration?: Maybe<FineConfiguration>;
  /** The rubric of the client's latest charge; null when the client was never charged. */
  lastRubricOfClient?: Maybe<Rubric>;
  /** The caller, from the bearer token (a session's or an API key's); UNAUTHENTICATED without a valid one. */
  me: Me;
  /** A meter's readings, latest first (a client's reading history, replaced meters included). */
  meterReadings: Array<Reading>;
  /**
   * The meter's non-cancelled reading of (year, month); null while that month is not read. Registar Leitura warns with
   * it before sending a second reading for the month. CONFLICT when the meter may not be read.
   */
  monthReading?: Maybe<Reading>;
  /** One request (the payment screen polls it while it waits); null when it does not exist. */
  mpesaPayment?: Maybe<MpesaPayment>;
  /** Pagamentos M-Pesa: a page of requests, newest first, of some statuses and/or one client, searched. */
  mpesaPaymentsPage: MpesaPaymentPage;
  /** One uploaded statement reconciled; null when it does not exist. */
  mpesaStatement?: Maybe<MpesaStatement>;
  /** Reconciliação M-Pesa: the uploaded statements, newest first (upload one at POST /files/mpesa/statements). */
  mpesaStatements: MpesaStatementPage;
  /** The signed-in staff member's readings of today. */
  myReadingsToday: MyReadingsToday;
  /** The caller's live sessions, the most recently used first (empty for an API key). */
  mySessions: Array<UserSession>;
  /** The caller's second factor (administrators only). */
  myTwoFactor: TwoFactorStatus;
  /** The payment methods, MPESA first. */
  paymentMethods: Array<PaymentMethodOption>;
  /** Always true: lets a client check that the gateway answers. */
  ping: Scalars['Boolean']['output'];
  /**
   * The previous reading a new reading of this meter for (year, month) would take; CONFLICT when the meter may not be
   * read (no active contract, or suspended).
   */
  previousReading: Scalars['Int']['output'];
  /** One reading; NOT_FOUND when it does not exist. */
  reading: Reading;
  /** The reading anomalies, by code (only the active ones when activeOnly). */
  readingAnomalies: Array<ReadingAnomaly>;
  /** How a reading was taken on the phone's route: note, GPS fix, photo (administrators); null when typed elsewhere. */
  readingCapture?: Maybe<ReadingCapture>;
  /** Where the meter's index for (year, month) is expected; CONFLICT when the meter may not be read. */
  readingExpectation: ReadingExpectation;
  /** A zone's reading route for a month: what a technician downloads to read offline. */
  readingRoute: ReadingRoute;
  /** A contract type's reading rules (its defaults until set); NOT_FOUND for an unknown type. */
  readingThresholds: ReadingThresholds;
  /** Readings, of one zone and/or in one state when given (Listar Leituras, Leituras Pendentes). */
  readings: Array<Reading>;
  /**
   * A page of readings (Listar Leituras), of one zone and/or state, searched and sorted on the server. sort is a column
   * and a direction, e.g. 'period,desc' (readingId, meterId, clientName, period, previousReading, currentReading,
   * consumption, state, createdAt).
   */
  readingsPage: ReadingPage;
  /** One receipt; null when it does not exist. */
  receipt?: Maybe<Receipt>;
  /**
   * A page of receipts (Lista de Recibos), of one client when given, searched and sorted on the server. sort is e.g.
   * 'paymentDate,desc' (receiptId, paymentDate, amount, clientId, contractId, paymentMethod, createdAt).
   */
  receiptsPage: ReceiptPage;
  /** Today's live receipts (administrators only). */
  receiptsToday: ReceiptsToday;
  /**
   * Every report over one period and zone; select only the reports wanted (each costs one api call). A bad period is
   * a BAD_USER_INPUT error in Portuguese on each report selected.
   */
  reports: Reports;
  /** The roles a user can be given. */
  roles: Array<RoleOption>;
  /** One rubric; NOT_FOUND when it does not exist. */
  rubric: Rubric;
  /** Every rubric. */
  rubrics: Array<Rubric>;
  /** The distinct rubrics charged to a client. */
  rubricsByClient: Array<Rubric>;
  /** The distinct rubrics charged to the client who holds a meter. */
  rubricsByMeter: Array<Rubric>;
  /** Meters found by serial number, id, brand or client (wherever a meter is chosen); at most 50. */
  searchMeters: Array<Meter>;
  /** Rubrics whose name or description holds the search (the Rúbrica autocomplete), at most size (default 20). */
  searchRubrics: Array<Rubric>;
  /** The rules for every account (administrators only). */
  securitySettings: SecuritySettings;
  /**
   * A page of the SMS outbox (administrators), newest first unless sorted: sort is a column and a direction, e.g.
   * 'dueAt,asc' (messageId, createdAt, dueAt, state, event).
   */
  smsMessagesPage: SmsMessagePage;
  /** What the outbox did in a month (YYYY-MM; this month when absent). */
  smsMonthlyCounts: SmsMonthlyCounts;
  /** Every event's SMS template with its worst-case preview (administrators). */
  smsTemplates: Array<SmsTemplate>;
  /**
   * A page of suspensions (Listar Suspensões), searched and sorted on the server. sort is a column and a direction,
   * e.g. 'startDate,desc' (suspensionId, startDate, endDate, meterId, status, clientName, createdAt).
   */
  suspensionsPage: SuspensionPage;
  /** What a reading of the date's month consuming this many m³ would be billed. */
  tariffQuote: TariffQuote;
  /** A staff member's till for a day (today and oneself when omitted). */
  till: Till;
  /** The imports queued and not finished, and those that failed lately, newest first (administrators only). */
  unfinishedClientImports: Array<ClientImportJob>;
  /** Per zone, the meters por ler in a month. */
  unreadMetersByZone: Array<UnreadZone>;
  /** A zone's meters por ler in a month, one page at a time, in route order. */
  unreadMetersPage: UnreadMeterPage;
  /** One staff account (administrators only); NOT_FOUND when it does not exist. */
  user: User;
  /** Every staff account (administrators only). */
  users: Array<User>;
  /** One zone; NOT_FOUND when it does not exist. */
  zone: Zone;
  /** Zones, of one enterprise when enterpriseId is given. */
  zones: Array<Zone>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryAuditPageArgs = {
  filter?: InputMaybe<AuditFilter>;
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryAvailableMetersArgs = {
  clientId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryBackupsPageArgs = {
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryClientArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryClientImportArgs = {
  importId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryClientStatementArgs = {
  clientId: Scalars['ID']['input'];
  contractId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryClientsByZoneArgs = {
  zoneId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryClientsPageArgs = {
  page: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size: Scalars['Int']['input'];
  sort?: InputMaybe<Scalars['String']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryContractPaymentAgreementsArgs = {
  contractId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryContractTypeArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryContractsPageArgs = {
  page: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size: Scalars['Int']['input'];
  sort?: InputMaybe<Scalars['String']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryCutArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryCutCandidatesArgs = {
  minDaysOverdue?: InputMaybe<Scalars['Int']['input']>;
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
  zoneId?: InputMaybe<Scalars['ID']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryCutsPageArgs = {
  page: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size: Scalars['Int']['input'];
  sort?: InputMaybe<Scalars['String']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryEnterpriseArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryFineConfigurationArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryFlaggedReadingsByZoneArgs = {
  readingMonth: Scalars['Int']['input'];
  readingYear: Scalars['Int']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryInvoiceByReadingArgs = {
  readingId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryInvoiceConfigurationArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryInvoicesPageArgs = {
  page: Scalars['Int']['input'];
  paymentStatus?: InputMaybe<InvoicePaymentStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
  size: Scalars['Int']['input'];
  sort?: InputMaybe<Scalars['String']['input']>;
  zoneId?: InputMaybe<Scalars['ID']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryLastRubricOfClientArgs = {
  clientId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryMeterReadingsArgs = {
  meterId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryMonthReadingArgs = {
  meterId: Scalars['ID']['input'];
  readingMonth: Scalars['Int']['input'];
  readingYear: Scalars['Int']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryMpesaPaymentArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryMpesaPaymentsPageArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  page: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size: Scalars['Int']['input'];
  status?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryMpesaStatementArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryMpesaStatementsArgs = {
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryPreviousReadingArgs = {
  meterId: Scalars['ID']['input'];
  readingMonth: Scalars['Int']['input'];
  readingYear: Scalars['Int']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryReadingArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryReadingAnomaliesArgs = {
  activeOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryReadingCaptureArgs = {
  readingId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryReadingExpectationArgs = {
  meterId: Scalars['ID']['input'];
  readingMonth: Scalars['Int']['input'];
  readingYear: Scalars['Int']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryReadingRouteArgs = {
  month: Scalars['String']['input'];
  zoneId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryReadingThresholdsArgs = {
  contractTypeId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryReadingsArgs = {
  state?: InputMaybe<ReadingState>;
  zoneId?: InputMaybe<Scalars['ID']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryReadingsPageArgs = {
  flagged?: InputMaybe<Scalars['Boolean']['input']>;
  page: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size: Scalars['Int']['input'];
  sort?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<ReadingState>;
  zoneId?: InputMaybe<Scalars['ID']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryReceiptArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryReceiptsPageArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  page: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size: Scalars['Int']['input'];
  sort?: InputMaybe<Scalars['String']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryReportsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  zoneId?: InputMaybe<Scalars['ID']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryRubricArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryRubricsByClientArgs = {
  clientId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryRubricsByMeterArgs = {
  meterId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QuerySearchMetersArgs = {
  search: Scalars['String']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QuerySearchRubricsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QuerySmsMessagesPageArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  events?: InputMaybe<Array<SmsEvent>>;
  from?: InputMaybe<Scalars['String']['input']>;
  page: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size: Scalars['Int']['input'];
  sort?: InputMaybe<Scalars['String']['input']>;
  states?: InputMaybe<Array<SmsState>>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QuerySmsMonthlyCountsArgs = {
  month?: InputMaybe<Scalars['String']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QuerySuspensionsPageArgs = {
  page: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size: Scalars['Int']['input'];
  sort?: InputMaybe<Scalars['String']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryTariffQuoteArgs = {
  consumption: Scalars['Int']['input'];
  contractTypeId: Scalars['ID']['input'];
  date?: InputMaybe<Scalars['String']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryTillArgs = {
  day?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryUnreadMetersByZoneArgs = {
  month: Scalars['String']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryUnreadMetersPageArgs = {
  month: Scalars['String']['input'];
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
  zoneId: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryZoneArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type QueryZonesArgs = {
  enterpriseId?: InputMaybe<Scalars['ID']['input']>;
};

/** A meter reading of one month: the index read, the previous index and the consumption between them. */
export type Reading = {
  __typename?: 'Reading';
  /** False once cancelled. */
  active: Scalars['Boolean']['output'];
  /** Why the meter could not be read (or was read with a doubt); null for an ordinary reading. */
  anomaly?: Maybe<ReadingAnomaly>;
  /** The client (with zone, meters and contract). */
  client?: Maybe<Client>;
  /** The client owning the meter. */
  clientId: Scalars['ID']['output'];
  /** The client's name, as the reading lists show it. */
  clientName: Scalars['String']['output'];
  /** Consumo (m³) billed = currentReading - previousReading + indexOffset. */
  consumption: Scalars['Int']['output'];
  /** When it was registered (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** Cubic metres earlier estimates over-billed, credited on the contract balance with this reading. */
  creditedCubicMeters: Scalars['Int']['output'];
  /** Leitura Actual (m³). */
  currentReading: Scalars['Int']['output'];
  /** Billed without a value (a meter that could not be read): currentReading = previousReading + the estimate. */
  estimated: Scalars['Boolean']['output'];
  /** What the consumption checks (and an estimate) marked on it, each with its Portuguese reason. */
  flags: Array<ReadingFlag>;
  /** Cubic metres the two indexes do not show: a wrapped register, a replaced meter, an estimate settled. */
  indexOffset: Scalars['Int']['output'];
  /** The invoice issued from this reading; null until one is issued. */
  invoice?: Maybe<Invoice>;
  /** The meter read (brand, installation index). */
  meter?: Maybe<Meter>;
  /** The meter read (Contador). */
  meterId: Scalars['ID']['output'];
  /** The first month of a meter that replaced another: it bills the old meter's last advance too. */
  meterReplaced: Scalars['Boolean']['output'];
  /** Leitura Anterior (m³): the meter's previous non-cancelled index, or its installation index. */
  previousReading: Scalars['Int']['output'];
  /** Id da Leitura. */
  readingId: Scalars['ID']['output'];
  /** Mês, 1-12. */
  readingMonth: Scalars['Int']['output'];
  /** Ano económico. */
  readingYear: Scalars['Int']['output'];
  /** Estado. */
  state: ReadingState;
  /** When it last changed (ISO 8601 UTC). */
  updatedAt: Scalars['String']['output'];
  /** The client's zone. */
  zoneId: Scalars['ID']['output'];
};

/**
 * Why a meter could not be read, or was read with a doubt (Parametrização → Anomalias de Leitura): the code the reader
 * writes, and how a month without a value is billed.
 */
export type ReadingAnomaly = {
  __typename?: 'ReadingAnomaly';
  /** Offered to readers; an inactive one stays on the readings that used it. */
  active: Scalars['Boolean']['output'];
  /** Anomaly id. */
  anomalyId: Scalars['ID']['output'];
  /** How a month without a value is billed. */
  billing: AnomalyBilling;
  /** The code written on the field sheet (e.g. 01). */
  code: Scalars['String']['output'];
  /** Descrição, in Portuguese. */
  description: Scalars['String']['output'];
  /** A reading value comes with this anomaly. */
  withReading: Scalars['Boolean']['output'];
};

/** What the Anomalias de Leitura form sends. */
export type ReadingAnomalyInput = {
  /** Offered to readers (true when omitted). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** How a month without a value is billed. */
  billing: AnomalyBilling;
  /** Código: up to 20 capitals, digits, - or _. */
  code: Scalars['String']['input'];
  /** Descrição. */
  description: Scalars['String']['input'];
  /** A reading value comes with it. */
  withReading: Scalars['Boolean']['input'];
};

/** Result of saving a reading anomaly. */
export type ReadingAnomalyPayload = MutationPayload & {
  __typename?: 'ReadingAnomalyPayload';
  /** The saved anomaly; null when refused. */
  anomaly?: Maybe<ReadingAnomaly>;
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** One reading taken on the phone, sent with the id the phone gave it. */
export type ReadingBatchItemInput = {
  /** Accuracy of the GPS fix (m). */
  accuracyMeters?: InputMaybe<Scalars['Float']['input']>;
  /** The anomaly code, when the meter could not be read (or was read with a doubt). */
  anomalyCode?: InputMaybe<Scalars['String']['input']>;
  /** When the phone recorded it (ISO 8601). */
  capturedAt?: InputMaybe<Scalars['String']['input']>;
  /** A UUID the phone generated: the same reading sent again is stored once. */
  clientReadingId: Scalars['ID']['input'];
  /** The index read (m³); absent with an anomaly that comes without a value. */
  currentReading?: InputMaybe<Scalars['Int']['input']>;
  /** GPS latitude of the fix. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** GPS longitude of the fix. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** The meter read. */
  meterId: Scalars['ID']['input'];
  /** The reader's note. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Month read, 1-12. */
  readingMonth: Scalars['Int']['input'];
  /** Year of the month read. */
  readingYear: Scalars['Int']['input'];
};

/** What became of one reading of a batch. */
export type ReadingBatchOutcome =
  /** Stored before, with the same id: a success (Leitura já gravada). */
  | 'ALREADY_RECORDED'
  /** Stored now. */
  | 'CREATED'
  /** Refused; the message says why, in Portuguese. */
  | 'REFUSED';

/** The answer for one reading of a batch. */
export type ReadingBatchResult = {
  __typename?: 'ReadingBatchResult';
  /** The id the phone gave the reading. */
  clientReadingId: Scalars['ID']['output'];
  /** The consumption checks' findings on a stored reading. */
  flags: Array<ReadingFlag>;
  /** The Portuguese reason of a refusal, or Leitura já gravada. */
  message?: Maybe<Scalars['String']['output']>;
  /** What became of it. */
  outcome: ReadingBatchOutcome;
  /** The stored reading (null when refused). */
  readingId?: Maybe<Scalars['ID']['output']>;
  /** The HTTP status POST /reading would have answered. */
  statusCode: Scalars['Int']['output'];
};

/** How a reading was taken on the phone's route (administrators). */
export type ReadingCapture = {
  __typename?: 'ReadingCapture';
  /** Accuracy of the GPS fix (m). */
  accuracyMeters?: Maybe<Scalars['Float']['output']>;
  /** When the phone recorded it (ISO 8601). */
  capturedAt?: Maybe<Scalars['String']['output']>;
  /** True when the register was photographed. */
  hasPhoto: Scalars['Boolean']['output'];
  /** GPS latitude of the fix. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** GPS longitude of the fix. */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** The reader's note. */
  note?: Maybe<Scalars['String']['output']>;
  /** The photo of the register, as a data URL (data:image/jpeg;base64,…); null without one. */
  photo?: Maybe<Scalars['String']['output']>;
  /** The reading. */
  readingId: Scalars['ID']['output'];
};

/** Where a meter's next index is expected (Registar Leitura warns outside it). */
export type ReadingExpectation = {
  __typename?: 'ReadingExpectation';
  /** Mean of the last up to 6 real months (m³); null without history. */
  averageConsumption?: Maybe<Scalars['Int']['output']>;
  /** The register's digits. */
  digits: Scalars['Int']['output'];
  /** Highest expected index. */
  expectedHigh: Scalars['Int']['output'];
  /** Lowest expected index. */
  expectedLow: Scalars['Int']['output'];
  /** The index the reading starts from. */
  previousReading: Scalars['Int']['output'];
};

/** A mark on a reading and why. */
export type ReadingFlag = {
  __typename?: 'ReadingFlag';
  /** What was found. */
  code: ReadingFlagCode;
  /** Why, in Portuguese, with the figures. */
  reason: Scalars['String']['output'];
};

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

/** One page of readings and how many match in all. */
export type ReadingPage = {
  __typename?: 'ReadingPage';
  /** The rows of this page. */
  items: Array<Reading>;
  /** Every reading matching the filters and search. */
  total: Scalars['Int']['output'];
};

/** The answer to a reading registration or edit. */
export type ReadingPayload = MutationPayload & {
  __typename?: 'ReadingPayload';
  /**
   * On registration, true when the same reading (meter, month, value and anomaly) was already saved — a save sent
   * again after its answer was lost — so nothing changed and reading and invoice are the stored ones. False otherwise.
   */
  alreadyRecorded: Scalars['Boolean']['output'];
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /**
   * On registration, the invoice the api issued with the reading in the same transaction. Null on an edit (the edited
   * reading's invoice is reading.invoice) and when refused.
   */
  invoice?: Maybe<Invoice>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The saved reading; null when refused. */
  reading?: Maybe<Reading>;
};

/** A zone's reading route for a month, downloaded to the phone to read without network. */
export type ReadingRoute = {
  __typename?: 'ReadingRoute';
  /** The active anomaly codes. */
  anomalies: Array<ReadingRouteAnomaly>;
  /** Month read, 1-12. */
  readingMonth: Scalars['Int']['output'];
  /** Year of the month read. */
  readingYear: Scalars['Int']['output'];
  /** Every meter of the zone not read this month, in route order (address, then client). */
  stops: Array<ReadingRouteStop>;
  /** The zone. */
  zoneId: Scalars['ID']['output'];
  /** The zone's name. */
  zoneName: Scalars['String']['output'];
};

/** An anomaly code the reader may choose on the route. */
export type ReadingRouteAnomaly = {
  __typename?: 'ReadingRouteAnomaly';
  /** Its code, as the reading carries it. */
  code: Scalars['String']['output'];
  /** Its Portuguese description. */
  description: Scalars['String']['output'];
  /** True when the anomaly comes with a value. */
  withReading: Scalars['Boolean']['output'];
};

/** One house of a technician's reading route (Rota de Leitura): a meter of the zone not read this month. */
export type ReadingRouteStop = {
  __typename?: 'ReadingRouteStop';
  /** The client's address. */
  address: Scalars['String']['output'];
  /** The client's name. */
  client: Scalars['String']['output'];
  /** The high end of the window the index is expected in (m³). */
  high: Scalars['Int']['output'];
  /** The low end of the window the index is expected in (m³). */
  low: Scalars['Int']['output'];
  /** The meter to read (Contador). */
  meterId: Scalars['ID']['output'];
  /** The previous index (m³). */
  previous: Scalars['Int']['output'];
  /** The number printed on the meter. */
  serial: Scalars['String']['output'];
};

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

/** A contract type's reading rules: the estimate's minimum and the consumption checks' thresholds. */
export type ReadingThresholds = {
  __typename?: 'ReadingThresholds';
  /** The contract type. */
  contractTypeId: Scalars['ID']['output'];
  /** High: more than this many times the 6-month average… */
  highFactor: Scalars['Float']['output'];
  /** …and more than this many m³. */
  highMinimum: Scalars['Int']['output'];
  /** …when the average is above this many m³. */
  lowAverageAbove: Scalars['Int']['output'];
  /** Low: less than this fraction of the average… */
  lowFactor: Scalars['Float']['output'];
  /** Cubic metres an estimate bills when the meter has no real history. */
  minimumCubicMeters: Scalars['Int']['output'];
  /** Very high: more than this many times the average… */
  veryHighFactor: Scalars['Float']['output'];
  /** …and more than this many m³. */
  veryHighMinimum: Scalars['Int']['output'];
};

/** What the thresholds form sends. */
export type ReadingThresholdsInput = {
  /** High: times the average. */
  highFactor: Scalars['Float']['input'];
  /** High: above m³. */
  highMinimum: Scalars['Int']['input'];
  /** Low: when the average is above m³. */
  lowAverageAbove: Scalars['Int']['input'];
  /** Low: fraction of the average. */
  lowFactor: Scalars['Float']['input'];
  /** m³ an estimate bills without history. */
  minimumCubicMeters: Scalars['Int']['input'];
  /** Very high: times the average. */
  veryHighFactor: Scalars['Float']['input'];
  /** Very high: above m³. */
  veryHighMinimum: Scalars['Int']['input'];
};

/** Result of saving a contract type's reading rules. */
export type ReadingThresholdsPayload = MutationPayload & {
  __typename?: 'ReadingThresholdsPayload';
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The saved rules; null when refused. */
  thresholds?: Maybe<ReadingThresholds>;
};

/** The readings a list shows, as readingsPage filters them. */
export type ReadingsFilterInput = {
  /** The list's free-text search. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only PENDING (Leituras Pendentes). */
  state: ReadingState;
  /** One zone; all zones when null. */
  zoneId?: InputMaybe<Scalars['ID']['input']>;
};

/** A payment received from a client (Recibo): it credits one contract and settles the invoices it names. Money in MZN. */
export type Receipt = {
  __typename?: 'Receipt';
  /** The money received. */
  amount: Scalars['Money']['output'];
  /** The contract balance right after the payment (positive = Saldo, negative = Dívida). */
  balanceAfter?: Maybe<Scalars['Money']['output']>;
  /** The contract balance right before the payment (Saldo anterior; positive = Saldo, negative = Dívida). */
  balanceBefore?: Maybe<Scalars['Money']['output']>;
  /** The client who paid. */
  clientId: Scalars['ID']['output'];
  /** The client's name. */
  clientName: Scalars['String']['output'];
  /** The contract credited. */
  contractId: Scalars['ID']['output'];
  /** When it was registered (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** The invoices it paid, as paid (fines frozen at the payment date). */
  invoices: Array<ReceiptInvoice>;
  /** When it was paid (ISO 8601 UTC). */
  paymentDate: Scalars['String']['output'];
  /** How it was paid: MPESA, EMOLA, NUMERARIO, TRANSFERENCIA or POS. */
  paymentMethod: Scalars['String']['output'];
  /** The method's Portuguese label (M-Pesa, Numerário…). */
  paymentMethodLabel: Scalars['String']['output'];
  /** Descrição. */
  purpose?: Maybe<Scalars['String']['output']>;
  /** Receipt id (Recibo n.º). */
  receiptId: Scalars['ID']['output'];
  /** True once an administrator reversed (annulled) it. */
  reversed: Scalars['Boolean']['output'];
  /** When it was reversed (ISO 8601 UTC). */
  reversedAt?: Maybe<Scalars['String']['output']>;
  /** The total of the invoices it paid. */
  settledAmount: Scalars['Money']['output'];
};

/** One invoice a receipt paid, as it was paid. */
export type ReceiptInvoice = {
  __typename?: 'ReceiptInvoice';
  /** The water charge. */
  amount: Scalars['Money']['output'];
  /** Descrição, e.g. 'Factura de Maio 2026'. */
  description?: Maybe<Scalars['String']['output']>;
  /** The fine frozen at payment. */
  fineAmount: Scalars['Money']['output'];
  /** The invoice id. */
  invoiceId: Scalars['ID']['output'];
  /** Month billed, 1-12. */
  readingMonth: Scalars['Int']['output'];
  /** Year billed. */
  readingYear: Scalars['Int']['output'];
  /** The amount plus the fine. */
  totalAmount: Scalars['Money']['output'];
};

/** One page of receipts and how many match in all. */
export type ReceiptPage = {
  __typename?: 'ReceiptPage';
  /** The rows of this page. */
  items: Array<Receipt>;
  /** Every receipt matching the search. */
  total: Scalars['Int']['output'];
};

/** The answer to a receipt's correction or reversal. */
export type ReceiptPayload = MutationPayload & {
  __typename?: 'ReceiptPayload';
  /** The client after the change (a reversal restores its balance and unpaid invoices); null when refused. */
  client?: Maybe<Client>;
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The receipt as it now stands; null when refused. */
  receipt?: Maybe<Receipt>;
};

/** Today's live receipts (Maputo), every staff member and method, for the administrator's home. */
export type ReceiptsToday = {
  __typename?: 'ReceiptsToday';
  /** How many receipts. */
  count: Scalars['Int']['output'];
  /** The day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
  /** Their total. */
  total: Scalars['Money']['output'];
};

/** Result of reconnecting a cut (Religar). */
export type ReconnectCutPayload = MutationPayload & {
  __typename?: 'ReconnectCutPayload';
  /** The meter's holder after the reconnection fee was debited (its balance dropped by the fee); null when refused. */
  client?: Maybe<Client>;
  /** The cut, now ended; null when refused. */
  cut?: Maybe<Cut>;
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** A refresh token to exchange for a new session. */
export type RefreshTokenInput = {
  /** The refresh token received at login or at the previous refresh. */
  refreshToken: Scalars['String']['input'];
};

/** Registar Cortes (Candidatos a Corte): the selected meters, all cut on one day, all or none. */
export type RegisterCutsInput = {
  /** The meters to cut (1 to 1000). */
  meterIds: Array<Scalars['ID']['input']>;
  /** Data Início (YYYY-MM-DD). */
  startDate: Scalars['String']['input'];
};

/** Result of Registar Cortes. */
export type RegisterCutsPayload = MutationPayload & {
  __typename?: 'RegisterCutsPayload';
  /** The cuts registered (none when refused). */
  cuts: Array<Cut>;
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The meters refused, when any (then nothing was saved). */
  refused: Array<CutRefusal>;
};

/** What a meter replacement sends. */
export type ReplaceMeterInput = {
  /** The old meter's index when removed. */
  closingReading: Scalars['Int']['input'];
  /** Date of the replacement (YYYY-MM-DD), not in the future. */
  date: Scalars['String']['input'];
  /** The meter that takes its place. */
  newMeter: NewMeterInput;
};

/** Result of a meter replacement (all or nothing). */
export type ReplaceMeterPayload = MutationPayload & {
  __typename?: 'ReplaceMeterPayload';
  /** The closed meter; null when refused. */
  closedMeter?: Maybe<Meter>;
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The new meter, now under the contract; null when refused. */
  newMeter?: Maybe<Meter>;
};

/**
 * Relatórios: what a manager asks every month, over a period of whole months (Maputo) and an optional zone. Each field
 * is one report, computed by one SQL statement in the api and fetched only when selected, so one query can fill a whole
 * dashboard. Definitions: docs/domain.md "Reports".
 */
export type Reports = {
  __typename?: 'Reports';
  /** Billing vs collection, one row per month of the period (months without data at 0). */
  billingCollection: Array<BillingCollectionMonth>;
  /** Consumption per zone and month (every zone × month, zeros included). */
  consumption: Array<ZoneMonthConsumption>;
  /** Debt aging per zone: the period's unpaid invoices by days past their limit date today, and clients in each bucket. */
  debtAging: Array<DebtAgingZone>;
  /** Non-revenue signal: meters whose last three readings of the period are all 0 m³ or each lower than the one before. */
  nonRevenueMeters: NonRevenueMeterPage;
  /** Non-revenue signal: each zone's consumption in the period against the same months one year earlier. */
  nonRevenueZones: Array<ZoneConsumptionTrend>;
  /** Payment methods mix: live receipts per month and method (every month × method, zeros included). */
  paymentMethods: Array<PaymentMethodMonth>;
  /** Readings progress per zone for the period's last month: meters expected against readings registered and approved. */
  readingsProgress: Array<ZoneReadingsProgress>;
  /** Clients by unpaid amount of the period's invoices, largest first. */
  topDebtors: TopDebtorPage;
};


/**
 * Relatórios: what a manager asks every month, over a period of whole months (Maputo) and an optional zone. Each field
 * is one report, computed by one SQL statement in the api and fetched only when selected, so one query can fill a whole
 * dashboard. Definitions: docs/domain.md "Reports".
 */
export type ReportsNonRevenueMetersArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};


/**
 * Relatórios: what a manager asks every month, over a period of whole months (Maputo) and an optional zone. Each field
 * is one report, computed by one SQL statement in the api and fetched only when selected, so one query can fill a whole
 * dashboard. Definitions: docs/domain.md "Reports".
 */
export type ReportsTopDebtorsArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

/** Result of requestBackup: the queued backup, or the Portuguese reason it was refused. */
export type RequestBackupPayload = MutationPayload & {
  __typename?: 'RequestBackupPayload';
  /** The backup, QUEUED; null when refused. */
  backup?: Maybe<Backup>;
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** Pagar Factura with M-Pesa: the invoices (one contract of the client) and the phone that receives the PIN prompt. */
export type RequestMpesaPaymentInput = {
  /** The client. */
  clientId: Scalars['ID']['input'];
  /** The invoices to pay (at least one). */
  invoiceIds: Array<Scalars['ID']['input']>;
  /** A Vodacom number (84 or 85), as typed. */
  msisdn: Scalars['String']['input'];
};

/** Result of revokeApiKey: the key, now REVOKED. */
export type RevokeApiKeyPayload = MutationPayload & {
  __typename?: 'RevokeApiKeyPayload';
  /** The revoked key; null when refused. */
  apiKey?: Maybe<ApiKey>;
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
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

/** A role a user can be given, with its Portuguese label. */
export type RoleOption = {
  __typename?: 'RoleOption';
  /** Administrador or Técnico. */
  label: Scalars['String']['output'];
  /** The role. */
  value: Role;
};

/** An extra item a client can be charged for (Rúbrica, Outros Pagamentos). */
export type Rubric = {
  __typename?: 'Rubric';
  /** What the charge is for. */
  description: Scalars['String']['output'];
  /** Name shown when charging. */
  name: Scalars['String']['output'];
  /** Price in MZN, at least 0. */
  price: Scalars['Money']['output'];
  /** Rubric id. */
  rubricId: Scalars['ID']['output'];
};

/** Fields of the Rúbrica form. */
export type RubricInput = {
  /** Description. */
  description: Scalars['String']['input'];
  /** Name. */
  name: Scalars['String']['input'];
  /** Price in MZN, at least 0. */
  price: Scalars['Money']['input'];
};

/** Result of saving a rubric. */
export type RubricPayload = MutationPayload & {
  __typename?: 'RubricPayload';
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The saved rubric; null when refused. */
  rubric?: Maybe<Rubric>;
};

/** The rules for every account (administrators). */
export type SecuritySettings = {
  __typename?: 'SecuritySettings';
  /** Every administrator must sign in with a second factor; those without one set it up first. */
  twoFactorRequiredForAdmins: Scalars['Boolean']['output'];
};

/** The rules for every account. */
export type SecuritySettingsInput = {
  /** Whether every administrator must sign in with a second factor. */
  twoFactorRequiredForAdmins: Scalars['Boolean']['input'];
};

/** Result of updateSecuritySettings. */
export type SecuritySettingsPayload = MutationPayload & {
  __typename?: 'SecuritySettingsPayload';
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The rules in force; null when refused. */
  securitySettings?: Maybe<SecuritySettings>;
};

/** The readings a phone sends in one go. */
export type SendReadingBatchInput = {
  /** Up to 500 readings, each answered on its own. */
  readings: Array<ReadingBatchItemInput>;
};

/** Answer of sendReadingBatch. */
export type SendReadingBatchPayload = MutationPayload & {
  __typename?: 'SendReadingBatchPayload';
  /** Readings stored before. */
  alreadyRecorded: Scalars['Int']['output'];
  /** Readings stored now. */
  created: Scalars['Int']['output'];
  /** Field-level reasons when the batch was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese text when the whole batch was refused; null otherwise. */
  message?: Maybe<Scalars['String']['output']>;
  /** Readings refused. */
  refused: Scalars['Int']['output'];
  /** One answer per reading, in the order sent. */
  results: Array<ReadingBatchResult>;
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

/** Messages of one event in a month. */
export type SmsEventCount = {
  __typename?: 'SmsEventCount';
  /** The event. */
  event: SmsEvent;
  /** How many messages. */
  messages: Scalars['Int']['output'];
  /** Parts of those handed to the provider. */
  parts: Scalars['Int']['output'];
};

/** One SMS notice in the outbox. */
export type SmsMessage = {
  __typename?: 'SmsMessage';
  /** Times it was handed to a dispatcher. */
  attempts: Scalars['Int']['output'];
  /** The text sent. */
  body: Scalars['String']['output'];
  /** The client it is for. */
  clientId: Scalars['ID']['output'];
  /** The client's name. */
  clientName: Scalars['String']['output'];
  /** When it was written (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** When it reached the handset. */
  deliveredAt?: Maybe<Scalars['String']['output']>;
  /** Not sent before this instant (ISO 8601 UTC; moved into the sending hours). */
  dueAt: Scalars['String']['output'];
  /** GSM-7 or UCS-2. */
  encoding: Scalars['String']['output'];
  /** The event it tells about. */
  event: SmsEvent;
  /** Id of the message. */
  messageId: Scalars['ID']['output'];
  /** Parts it takes. */
  parts: Scalars['Int']['output'];
  /** +258… ; null when the client has no valid mobile number. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The provider's id of the message. */
  providerMessageId?: Maybe<Scalars['String']['output']>;
  /** Why it was skipped or failed. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The failed message this one resends. */
  resendOf?: Maybe<Scalars['ID']['output']>;
  /** When the provider accepted it. */
  sentAt?: Maybe<Scalars['String']['output']>;
  /** The event that caused it, e.g. receipt:12. */
  sourceKey: Scalars['String']['output'];
  /** Where it stands. */
  state: SmsState;
};

/** One page of SMS messages and how many match in all. */
export type SmsMessagePage = {
  __typename?: 'SmsMessagePage';
  /** The rows of this page. */
  items: Array<SmsMessage>;
  /** Every message matching the filters. */
  total: Scalars['Int']['output'];
};

/** Result of resending a message. */
export type SmsMessagePayload = MutationPayload & {
  __typename?: 'SmsMessagePayload';
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The new message, queued; null when refused. */
  smsMessage?: Maybe<SmsMessage>;
};

/** What the outbox did in a month (messages written in it, Maputo time). */
export type SmsMonthlyCounts = {
  __typename?: 'SmsMonthlyCounts';
  /** By event. */
  byEvent: Array<SmsEventCount>;
  /** By state. */
  byState: Array<SmsStateCount>;
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  /** Parts of those messages: what the provider bills. */
  parts: Scalars['Int']['output'];
  /** Messages handed to the provider (SENT or DELIVERED). */
  sent: Scalars['Int']['output'];
};

/** Whether a client asked for no SMS. */
export type SmsOptOut = {
  __typename?: 'SmsOptOut';
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** True: no SMS is sent to this client. */
  optedOut: Scalars['Boolean']['output'];
  /** Since when (ISO 8601 UTC). */
  since?: Maybe<Scalars['String']['output']>;
};

/** Result of changing a client's SMS wish. */
export type SmsOptOutPayload = MutationPayload & {
  __typename?: 'SmsOptOutPayload';
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The wish as saved; null when refused. */
  optOut?: Maybe<SmsOptOut>;
};

/** What a message of a template costs at worst: the longest values filled in. */
export type SmsPreview = {
  __typename?: 'SmsPreview';
  /** Characters as a reader counts them. */
  characters: Scalars['Int']['output'];
  /** GSM-7 or UCS-2. */
  encoding: Scalars['String']['output'];
  /** Parts the message is sent in (each billed). */
  parts: Scalars['Int']['output'];
  /** The worst-case message, as it would be sent (transliterated when the template asks and it is long). */
  text: Scalars['String']['output'];
  /** Septets (GSM-7) or UTF-16 units (UCS-2). */
  units: Scalars['Int']['output'];
};

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

/** Messages of one state in a month. */
export type SmsStateCount = {
  __typename?: 'SmsStateCount';
  /** How many messages. */
  messages: Scalars['Int']['output'];
  /** The state. */
  state: SmsState;
};

/** The SMS template of one event (Parametrização → Mensagens SMS). */
export type SmsTemplate = {
  __typename?: 'SmsTemplate';
  /** The text, with {placeholders}. */
  body: Scalars['String']['output'];
  /** Cut warning only: days before the client becomes a cut candidate. */
  daysBefore?: Maybe<Scalars['Int']['output']>;
  /** The event. */
  event: SmsEvent;
  /** The placeholders this event fills. */
  placeholders: Array<Scalars['String']['output']>;
  /** The worst-case preview. */
  preview: SmsPreview;
  /** Whether a message longer than one part loses its accents (GSM-7: 160 characters a part instead of 70). */
  transliterate: Scalars['Boolean']['output'];
  /** When it was last saved (ISO 8601 UTC); null while the default text is used. */
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** Result of saving a template. */
export type SmsTemplatePayload = MutationPayload & {
  __typename?: 'SmsTemplatePayload';
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The template as saved; null when refused. */
  template?: Maybe<SmsTemplate>;
};

/** An unpaid instalment of the contract's running payment agreement. */
export type StatementInstalment = {
  __typename?: 'StatementInstalment';
  /** The agreement's number. */
  agreementId: Scalars['ID']['output'];
  /** What it asks for. */
  amount: Scalars['Money']['output'];
  /** When it falls due (YYYY-MM-DD). */
  dueDate: Scalars['String']['output'];
  /** Entrada or Prestação k/N. */
  label: Scalars['String']['output'];
  /** Unpaid after its due date. */
  missed: Scalars['Boolean']['output'];
  /** 0 is the down payment; 1 to N the monthly instalments. */
  number: Scalars['Int']['output'];
};

/** One movement of an account statement, with the running balance after it. */
export type StatementLine = {
  __typename?: 'StatementLine';
  /** Positive credits the client, negative debits. */
  amount: Scalars['Money']['output'];
  /** The running balance after this movement. */
  balance: Scalars['Money']['output'];
  /** When it happened (ISO 8601 UTC). */
  date: Scalars['String']['output'];
  /** What it was, in Portuguese. */
  description: Scalars['String']['output'];
  /** PAYMENT, INVOICE, FINE, RUBRIC_CHARGE, RUBRIC_REVERSAL, RECONNECTION_FEE, ADJUSTMENT, PAYMENT_REVERSAL, SETTLEMENT_REVERSAL, OPENING_BALANCE, INVOICE_SETTLEMENT or READING_CREDIT (m³ an estimate over-billed, given back). */
  kind: Scalars['String']['output'];
  /** What caused it, as '<what>:<id>' (receipt:12, invoice:40, client-rubric:3). */
  reference: Scalars['String']['output'];
};

/** An invoice still open on a statement: billed, not yet in the balance (it enters it when paid). */
export type StatementOpenInvoice = {
  __typename?: 'StatementOpenInvoice';
  /** The water charge. */
  amount: Scalars['Money']['output'];
  /** Its fine as of today. */
  fineAmount: Scalars['Money']['output'];
  /** The invoice id. */
  invoiceId: Scalars['ID']['output'];
  /** Its limit date (YYYY-MM-DD). */
  limitDate: Scalars['String']['output'];
  /** Month billed, 1-12. */
  readingMonth: Scalars['Int']['output'];
  /** Year billed. */
  readingYear: Scalars['Int']['output'];
  /** The amount plus the fine. */
  totalAmount: Scalars['Money']['output'];
};

/** A suspension: a meter's supply paused at the client's request. While ACTIVE the meter takes no readings. */
export type Suspension = {
  __typename?: 'Suspension';
  /** The meter's holder. */
  clientId: Scalars['ID']['output'];
  /** The holder's name, as the list shows it. */
  clientName: Scalars['String']['output'];
  /** When it was registered (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** Data Fim (YYYY-MM-DD), once ENDED. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** Contador. */
  meterId: Scalars['ID']['output'];
  /** Observações, when given. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Motivo, when given. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Data Início (YYYY-MM-DD). */
  startDate: Scalars['String']['output'];
  /** Estado. */
  status: SuspensionStatus;
  /** Id Suspensão. */
  suspensionId: Scalars['ID']['output'];
  /** When it last changed (ISO 8601 UTC). */
  updatedAt: Scalars['String']['output'];
  /** The holder's zone (bairro). */
  zone?: Maybe<Zone>;
  /** The holder's zone. */
  zoneId: Scalars['ID']['output'];
};

/** One page of suspensions and how many match in all. */
export type SuspensionPage = {
  __typename?: 'SuspensionPage';
  /** The rows of this page. */
  items: Array<Suspension>;
  /** Every suspension matching the search. */
  total: Scalars['Int']['output'];
};

/** Result of registering or editing a suspension. */
export type SuspensionPayload = MutationPayload & {
  __typename?: 'SuspensionPayload';
  /** Field-level reasons. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The suspension as saved; null when refused. */
  suspension?: Maybe<Suspension>;
};

/** Where a suspension stands: ACTIVE (the meter takes no readings nor invoices) or ENDED. */
export type SuspensionStatus =
  /** In force: the meter takes no readings nor invoices. */
  | 'ACTIVE'
  /** Over: the meter is read and billed again. */
  | 'ENDED';

/** One escalão: either a price per m³ or a flat amount. */
export type TariffBlock = {
  __typename?: 'TariffBlock';
  /** Amount charged whole once consumption reaches the block (MZN); null for a price block. */
  flat?: Maybe<Scalars['Money']['output']>;
  /** Price per m³ in the block (MZN); null for a flat block. */
  price?: Maybe<Scalars['Money']['output']>;
  /** Upper bound in whole m³; null for the open last block. */
  upTo?: Maybe<Scalars['Int']['output']>;
};

/** One escalão of a version being saved: either price or flat. */
export type TariffBlockInput = {
  /** Flat amount (MZN). */
  flat?: InputMaybe<Scalars['Money']['input']>;
  /** Price per m³ (MZN). */
  price?: InputMaybe<Scalars['Money']['input']>;
  /** Upper bound in whole m³; null for the open last block. */
  upTo?: InputMaybe<Scalars['Int']['input']>;
};

/** One line of a bill, as priced. */
export type TariffLine = {
  __typename?: 'TariffLine';
  /** The line's amount (MZN). */
  amount: Scalars['Money']['output'];
  /** Portuguese text, e.g. '2.º escalão (6–10 m³)'. */
  description: Scalars['String']['output'];
  /** What the line charges. */
  kind: TariffLineKind;
  /** Cubic metres of a water line; null for the others. */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** Price per m³ of a price block (MZN); null for the others. */
  unitPrice?: Maybe<Scalars['Money']['output']>;
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

/** What a consumption would be billed, priced by the code that prices invoices. */
export type TariffQuote = {
  __typename?: 'TariffQuote';
  /** The bill lines (empty without a version). */
  lines: Array<TariffLine>;
  /** The version in force that priced it; null when the contract type's own prices did. */
  tariffVersionId?: Maybe<Scalars['ID']['output']>;
  /** The invoice amount. */
  total: Scalars['Money']['output'];
  /** The VAT included in the total. */
  vat: Scalars['Money']['output'];
};

/**
 * A version of a contract type's tariff (docs/domain.md "Tarifas"): it prices the readings of every month whose last day
 * is on or after effectiveFrom, until a later version takes over.
 */
export type TariffVersion = {
  __typename?: 'TariffVersion';
  /** The escalões, in order; the last is open. */
  blocks: Array<TariffBlock>;
  /** The contract type (tariff category) it belongs to. */
  contractTypeId: Scalars['ID']['output'];
  /** In force from this day (YYYY-MM-DD, Maputo). */
  effectiveFrom: Scalars['String']['output'];
  /** Charged on every invoice: taxa fixa or meter rental (MZN); 0 for none. */
  fixedCharge: Scalars['Money']['output'];
  /** The fixed line's text on the bill; null for 'Taxa fixa'. */
  fixedChargeDescription?: Maybe<Scalars['String']['output']>;
  /** True once it priced an invoice: it can no longer be edited or deleted. */
  locked: Scalars['Boolean']['output'];
  /** The water amount is never below it (MZN). */
  minimumCharge: Scalars['Money']['output'];
  /** The resolution it follows, or a remark; null when none. */
  note?: Maybe<Scalars['String']['output']>;
  /** No sanitation line when consumption is at most this many m³; null: never exempt. */
  sanitationExemptUpTo?: Maybe<Scalars['Int']['output']>;
  /** Sanitation as a percentage of the water amount, 0 to 100: a rate, not money, so a Float. */
  sanitationRate: Scalars['Float']['output'];
  /** Tariff version id. */
  tariffVersionId: Scalars['ID']['output'];
  /** No VAT when consumption is at most this many m³ (the social tariff); null: never exempt. */
  vatExemptUpTo?: Maybe<Scalars['Int']['output']>;
  /** VAT percentage on water, fixed charge and sanitation, 0 to 100: a rate, not money, so a Float. */
  vatRate: Scalars['Float']['output'];
};

/** A tariff version to publish or correct. */
export type TariffVersionInput = {
  /** The escalões, in order; the last open. */
  blocks: Array<TariffBlockInput>;
  /** In force from this day (YYYY-MM-DD). */
  effectiveFrom: Scalars['String']['input'];
  /** Taxa fixa or meter rental per invoice (MZN). */
  fixedCharge: Scalars['Money']['input'];
  /** The fixed line's text; null for 'Taxa fixa'. */
  fixedChargeDescription?: InputMaybe<Scalars['String']['input']>;
  /** Minimum water amount (MZN). */
  minimumCharge: Scalars['Money']['input'];
  /** The resolution it follows, or a remark. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** No sanitation up to this many m³; null: never exempt. */
  sanitationExemptUpTo?: InputMaybe<Scalars['Int']['input']>;
  /** Sanitation percentage of the water amount. */
  sanitationRate: Scalars['Float']['input'];
  /** No VAT up to this many m³; null: never exempt. */
  vatExemptUpTo?: InputMaybe<Scalars['Int']['input']>;
  /** VAT percentage. */
  vatRate: Scalars['Float']['input'];
};

/** Result of saving a tariff version. */
export type TariffVersionPayload = MutationPayload & {
  __typename?: 'TariffVersionPayload';
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The saved version; null when refused. */
  tariffVersion?: Maybe<TariffVersion>;
};

/** Fecho de caixa: one staff member's receipts of one day (Maputo), the cash expected and, once closed, the cash counted. */
export type Till = {
  __typename?: 'Till';
  /** The closing; null while open. */
  closing?: Maybe<TillClosing>;
  /** The day (YYYY-MM-DD). */
  day: Scalars['String']['output'];
  /** The cash (Numerário) that should be in the drawer. */
  expectedCash: Scalars['Money']['output'];
  /** Live receipts of the day by method. */
  methods: Array<TillMethod>;
  /** How many live receipts. */
  receiptCount: Scalars['Int']['output'];
  /** Their total. */
  receiptTotal: Scalars['Money']['output'];
  /** Receipts of the day reversed since. */
  reversedCount: Scalars['Int']['output'];
  /** Their total. */
  reversedTotal: Scalars['Money']['output'];
  /** The staff member. */
  userId: Scalars['ID']['output'];
  /** Their name. */
  userName: Scalars['String']['output'];
};

/** A till's closing. */
export type TillClosing = {
  __typename?: 'TillClosing';
  /** When it was closed (ISO 8601 UTC). */
  closedAt: Scalars['String']['output'];
  /** Who closed it. */
  closedBy: Scalars['String']['output'];
  /** The cash counted. */
  countedCash: Scalars['Money']['output'];
  /** Counted minus expected. */
  difference: Scalars['Money']['output'];
  /** The cash expected when it was closed. */
  expectedCash: Scalars['Money']['output'];
  /** The note given. */
  note?: Maybe<Scalars['String']['output']>;
};

/** The receipts of one method in a till. */
export type TillMethod = {
  __typename?: 'TillMethod';
  /** How many receipts. */
  count: Scalars['Int']['output'];
  /** The method's Portuguese label. */
  label: Scalars['String']['output'];
  /** MPESA, EMOLA, NUMERARIO, TRANSFERENCIA or POS. */
  method: Scalars['String']['output'];
  /** Their total. */
  total: Scalars['Money']['output'];
};

/** A client with unpaid invoices. */
export type TopDebtor = {
  __typename?: 'TopDebtor';
  /** The client's id. */
  clientId: Scalars['ID']['output'];
  /** The client's name. */
  clientName: Scalars['String']['output'];
  /** Days past that limit date (Maputo), 0 when not yet due. */
  daysOverdue: Scalars['Int']['output'];
  /** Σ of the client's unpaid invoices billed in the period, fines apart. */
  debt: Scalars['Money']['output'];
  /** How many unpaid invoices. */
  invoices: Scalars['Int']['output'];
  /** Limit date of the oldest of them (YYYY-MM-DD). */
  oldestLimitDate: Scalars['String']['output'];
  /** The client's zone id. */
  zoneId: Scalars['ID']['output'];
  /** The client's zone designation. */
  zoneName: Scalars['String']['output'];
};

/** One page of top debtors and how many there are in all. */
export type TopDebtorPage = {
  __typename?: 'TopDebtorPage';
  /** The rows of this page, the largest debt first. */
  items: Array<TopDebtor>;
  /** Every debtor of the selection. */
  total: Scalars['Int']['output'];
};

/** Result of disableTwoFactor or resetUserTwoFactor. */
export type TwoFactorChangePayload = MutationPayload & {
  __typename?: 'TwoFactorChangePayload';
  /** Whether the second factor was removed. */
  done: Scalars['Boolean']['output'];
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** A second factor being set up: the secret to put into the authenticator app, as text and as the URI the QR code draws. */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  /** The otpauth:// URI, drawn as a QR code. */
  otpauthUri: Scalars['String']['output'];
  /** The TOTP secret in base32, for typing into the app. */
  secret: Scalars['String']['output'];
};

/** Result of startTwoFactorSetup. */
export type TwoFactorSetupPayload = MutationPayload & {
  __typename?: 'TwoFactorSetupPayload';
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The secret to confirm; null when refused. */
  setup?: Maybe<TwoFactorSetup>;
};

/** The caller's second factor (administrators): a 6-digit code from an authenticator app after the password. */
export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  /** Whether sign-in asks for a code. */
  enabled: Scalars['Boolean']['output'];
  /** Since when (ISO 8601); null when off. */
  enabledAt?: Maybe<Scalars['String']['output']>;
  /** Recovery codes not yet used. */
  recoveryCodesLeft: Scalars['Int']['output'];
  /** Whether every administrator must have one (SecuritySettings). */
  requiredForAdmins: Scalars['Boolean']['output'];
};

/** A meter still to read in the month (por ler). */
export type UnreadMeter = {
  __typename?: 'UnreadMeter';
  /** The client's address. */
  address: Scalars['String']['output'];
  /** The client's name. */
  client: Scalars['String']['output'];
  /** The meter's client. */
  clientId: Scalars['ID']['output'];
  /** The meter (Contador). */
  meterId: Scalars['ID']['output'];
  /** The number printed on the meter. */
  serial: Scalars['String']['output'];
};

/** One page of a zone's meters por ler, in route order, and how many in all. */
export type UnreadMeterPage = {
  __typename?: 'UnreadMeterPage';
  /** The rows of this page. */
  items: Array<UnreadMeter>;
  /** Every meter por ler of the zone in the month. */
  total: Scalars['Int']['output'];
};

/** A zone and how many of its meters are still to read this month (por ler). */
export type UnreadZone = {
  __typename?: 'UnreadZone';
  /** Meters under an active contract with no live reading of the month. */
  unread: Scalars['Int']['output'];
  /** The zone. */
  zoneId: Scalars['ID']['output'];
  /** The zone's name. */
  zoneName: Scalars['String']['output'];
};

/** The customer edit form: the client, and its contract when it has one. */
export type UpdateCustomerInput = {
  /** The client's fields. */
  client: ClientInput;
  /** The client being edited. */
  clientId: Scalars['ID']['input'];
  /** The contract's fields; sent to the api only when type, balance or status differ from the stored contract. */
  contract?: InputMaybe<CustomerContractInput>;
};

/** The edit panel of Listar Cortes: cut id, start date and meter. */
export type UpdateCutInput = {
  /** Contador. */
  meterId: Scalars['ID']['input'];
  /** Data Início (YYYY-MM-DD). */
  startDate: Scalars['String']['input'];
};

/** An administrator's correction of an unpaid invoice. */
export type UpdateInvoiceInput = {
  /** Data limite (YYYY-MM-DD), not before the invoice was issued. */
  limitDate: Scalars['String']['input'];
  /** CANCELED annuls the invoice; null makes an annulled invoice payable again. */
  paymentStatus?: InputMaybe<Scalars['String']['input']>;
};

/** What a meter edit sends (digits and serial number unchanged when omitted). */
export type UpdateMeterInput = {
  /** Brand. */
  brand?: InputMaybe<Scalars['String']['input']>;
  /** Index in m³ when installed. */
  cubicMeters: Scalars['Int']['input'];
  /** Digits of the register, 3-9. */
  digits?: InputMaybe<Scalars['Int']['input']>;
  /** The number printed on the meter. */
  serialNumber?: InputMaybe<Scalars['String']['input']>;
};

/** What a reading edit sends. */
export type UpdateReadingInput = {
  /** Leitura Actual (m³), digits only. */
  currentReading: Scalars['String']['input'];
  /** Mês, 1-12. */
  readingMonth: Scalars['Int']['input'];
  /** Ano económico. */
  readingYear: Scalars['Int']['input'];
  /** New state (administrators only); unchanged when omitted. */
  state?: InputMaybe<ReadingState>;
};

/** An administrator's correction of a receipt: how it was paid and what for (money and invoices never change). */
export type UpdateReceiptInput = {
  /** MPESA, EMOLA, NUMERARIO, TRANSFERENCIA or POS. */
  paymentMethod: Scalars['String']['input'];
  /** Descrição. */
  purpose?: InputMaybe<Scalars['String']['input']>;
};

/** Saves an event's template. */
export type UpdateSmsTemplateInput = {
  /** The text, with the event's {placeholders}. */
  body: Scalars['String']['input'];
  /** Cut warning only: days before the client becomes a cut candidate (1–60). */
  daysBefore?: InputMaybe<Scalars['Int']['input']>;
  /** The event. */
  event: SmsEvent;
  /** Whether a message longer than one part loses its accents. */
  transliterate: Scalars['Boolean']['input'];
};

/** The edit panel of Listar Suspensões: meter, reason, start date and status required. */
export type UpdateSuspensionInput = {
  /** Data Fim (YYYY-MM-DD) when ending it. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Contador. */
  meterId: Scalars['ID']['input'];
  /** Observações. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Motivo. */
  reason: Scalars['String']['input'];
  /** Data Início (YYYY-MM-DD). */
  startDate: Scalars['String']['input'];
  /** Estado: ENDED ends it (endDate, today when absent); ACTIVE reopens it. */
  status: SuspensionStatus;
};

/** Fields of the Utilizador form when editing an account. */
export type UpdateUserInput = {
  /** Whether the account may sign in; true when omitted. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Address. */
  address: Scalars['String']['input'];
  /** Display name. */
  name: Scalars['String']['input'];
  /** A new password of at least 6 characters; the password is unchanged when omitted or empty. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Phone, digits only. */
  phoneNumber: Scalars['String']['input'];
  /** Role. */
  role: Role;
  /** Login name, at least 3 characters. */
  username: Scalars['String']['input'];
};

/** A staff account. The password is never returned. */
export type User = {
  __typename?: 'User';
  /** Whether the account may sign in (Activo / Não Activo). */
  active: Scalars['Boolean']['output'];
  /** Address. */
  address: Scalars['String']['output'];
  /** When the account was created (ISO 8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Contact phone, digits only. */
  phoneNumber: Scalars['String']['output'];
  /** Role. */
  role: Role;
  /** When the account last changed (ISO 8601 UTC). */
  updatedAt: Scalars['String']['output'];
  /** User id. */
  userId: Scalars['ID']['output'];
  /** Login name (at least 3 characters). */
  username: Scalars['String']['output'];
};

/** Result of saving a user. */
export type UserPayload = MutationPayload & {
  __typename?: 'UserPayload';
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The saved user; null when refused. */
  user?: Maybe<User>;
};

/** A sign-in of the caller's account (Definições → Sessões activas), from one device; renewals keep it going. */
export type UserSession = {
  __typename?: 'UserSession';
  /** The client address at sign-in. */
  address?: Maybe<Scalars['String']['output']>;
  /** Whether it is the session asking. */
  current: Scalars['Boolean']['output'];
  /** Its last request or renewal (ISO 8601, to the minute). */
  lastUsedAt: Scalars['String']['output'];
  /** The sign-in's id (endSession takes it). */
  sessionId: Scalars['ID']['output'];
  /** When it signed in (ISO 8601). */
  signedInAt: Scalars['String']['output'];
  /** The browser's User-Agent at sign-in; null when it sent none. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** A zone (bairro) served by one enterprise; every client lives in one zone. */
export type Zone = {
  __typename?: 'Zone';
  /** Longer description (district, quarters…). */
  description: Scalars['String']['output'];
  /** Short name of the bairro. */
  designation: Scalars['String']['output'];
  /** The enterprise that serves the zone (batched: one REST call for a whole list). */
  enterprise: Enterprise;
  /** Id of the enterprise that serves the zone. */
  enterpriseId: Scalars['ID']['output'];
  /** The enterprise's name, as the zone table shows it. */
  enterpriseName: Scalars['String']['output'];
  /** Zone id. */
  zoneId: Scalars['ID']['output'];
};

/** A zone's consumption against the same months last year. */
export type ZoneConsumptionTrend = {
  __typename?: 'ZoneConsumptionTrend';
  /** Change in %, 2 decimals; null when last year had no consumption. */
  change?: Maybe<Scalars['Float']['output']>;
  /** Cubic metres (m³) in the period. */
  consumption: Scalars['Int']['output'];
  /** True when the period consumed less than the same months last year. */
  fell: Scalars['Boolean']['output'];
  /** Cubic metres (m³) in the same months one year earlier. */
  previousYearConsumption: Scalars['Int']['output'];
  /** The zone's id. */
  zoneId: Scalars['ID']['output'];
  /** The zone's designation. */
  zoneName: Scalars['String']['output'];
};

/** Fields of the Zona form. */
export type ZoneInput = {
  /** Description. */
  description: Scalars['String']['input'];
  /** Short name of the bairro. */
  designation: Scalars['String']['input'];
  /** The enterprise that serves it. */
  enterpriseId: Scalars['ID']['input'];
};

/** A zone's consumption in one month. */
export type ZoneMonthConsumption = {
  __typename?: 'ZoneMonthConsumption';
  /** Cubic metres (m³) per meter read, 2 decimals (0 without readings). */
  averagePerMeter: Scalars['Float']['output'];
  /** Cubic metres (m³) of the month's readings that are not cancelled. */
  consumption: Scalars['Int']['output'];
  /** The month, YYYY-MM. */
  month: Scalars['String']['output'];
  /** How many such readings. */
  readings: Scalars['Int']['output'];
  /** The zone's id. */
  zoneId: Scalars['ID']['output'];
  /** The zone's designation. */
  zoneName: Scalars['String']['output'];
};

/** Result of saving a zone. */
export type ZonePayload = MutationPayload & {
  __typename?: 'ZonePayload';
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The saved zone; null when refused. */
  zone?: Maybe<Zone>;
};

/** A zone's readings of one month against the meters expected. */
export type ZoneReadingsProgress = {
  __typename?: 'ZoneReadingsProgress';
  /** Those readings already approved. */
  approved: Scalars['Int']['output'];
  /** Meters with an active contract, neither cut nor suspended. */
  expected: Scalars['Int']['output'];
  /** The month, YYYY-MM (the period's last). */
  month: Scalars['String']['output'];
  /** Their non-cancelled readings of the month. */
  registered: Scalars['Int']['output'];
  /** The zone's id. */
  zoneId: Scalars['ID']['output'];
  /** The zone's designation. */
  zoneName: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  MutationPayload:
    | ( AttachMpesaStatementLinePayload )
    | ( Omit<AuthPayload, 'session'> & { session?: Maybe<_RefType['AuthSession']> } )
    | ( Omit<BulkUpdateReadingsPayload, 'readings'> & { readings: Array<_RefType['Reading']> } )
    | ( Omit<ChargeRubricPayload, 'client' | 'clientRubric'> & { client?: Maybe<_RefType['Client']>, clientRubric?: Maybe<_RefType['ClientRubric']> } )
    | ( Omit<CloseTillPayload, 'till'> & { till?: Maybe<_RefType['Till']> } )
    | ( Omit<ConfirmTwoFactorPayload, 'session'> & { session?: Maybe<_RefType['AuthSession']> } )
    | ( Omit<ContractPayload, 'contract'> & { contract?: Maybe<_RefType['Contract']> } )
    | ( Omit<ContractTypePayload, 'contractType'> & { contractType?: Maybe<_RefType['ContractType']> } )
    | ( Omit<CreateApiKeyPayload, 'apiKey'> & { apiKey?: Maybe<_RefType['ApiKey']> } )
    | ( Omit<CreateClientPayload, 'client' | 'meter'> & { client?: Maybe<_RefType['Client']>, meter?: Maybe<_RefType['Meter']> } )
    | ( Omit<CustomerPayload, 'client'> & { client?: Maybe<_RefType['Client']> } )
    | ( Omit<CutPayload, 'cut'> & { cut?: Maybe<_RefType['Cut']> } )
    | ( DeletePayload )
    | ( EndSessionsPayload )
    | ( Omit<EnterprisePayload, 'enterprise'> & { enterprise?: Maybe<_RefType['Enterprise']> } )
    | ( Omit<FineConfigurationPayload, 'fineConfiguration'> & { fineConfiguration?: Maybe<_RefType['FineConfiguration']> } )
    | ( Omit<InvoiceConfigurationPayload, 'invoiceConfiguration'> & { invoiceConfiguration?: Maybe<_RefType['InvoiceConfiguration']> } )
    | ( Omit<InvoicePayload, 'invoice'> & { invoice?: Maybe<_RefType['Invoice']> } )
    | ( Omit<MeterPayload, 'meter'> & { meter?: Maybe<_RefType['Meter']> } )
    | ( Omit<MpesaPaymentPayload, 'mpesaPayment'> & { mpesaPayment?: Maybe<_RefType['MpesaPayment']> } )
    | ( Omit<PayInvoicesPayload, 'client' | 'paidInvoices' | 'receipt'> & { client?: Maybe<_RefType['Client']>, paidInvoices: Array<_RefType['Invoice']>, receipt?: Maybe<_RefType['Receipt']> } )
    | ( Omit<PaymentAgreementPayload, 'agreement'> & { agreement?: Maybe<_RefType['PaymentAgreement']> } )
    | ( PutReadingPhotoPayload )
    | ( Omit<ReadingAnomalyPayload, 'anomaly'> & { anomaly?: Maybe<_RefType['ReadingAnomaly']> } )
    | ( Omit<ReadingPayload, 'invoice' | 'reading'> & { invoice?: Maybe<_RefType['Invoice']>, reading?: Maybe<_RefType['Reading']> } )
    | ( Omit<ReadingThresholdsPayload, 'thresholds'> & { thresholds?: Maybe<_RefType['ReadingThresholds']> } )
    | ( Omit<ReceiptPayload, 'client' | 'receipt'> & { client?: Maybe<_RefType['Client']>, receipt?: Maybe<_RefType['Receipt']> } )
    | ( Omit<ReconnectCutPayload, 'client' | 'cut'> & { client?: Maybe<_RefType['Client']>, cut?: Maybe<_RefType['Cut']> } )
    | ( Omit<RegisterCutsPayload, 'cuts'> & { cuts: Array<_RefType['Cut']> } )
    | ( Omit<ReplaceMeterPayload, 'closedMeter' | 'newMeter'> & { closedMeter?: Maybe<_RefType['Meter']>, newMeter?: Maybe<_RefType['Meter']> } )
    | ( Omit<RequestBackupPayload, 'backup'> & { backup?: Maybe<_RefType['Backup']> } )
    | ( Omit<RevokeApiKeyPayload, 'apiKey'> & { apiKey?: Maybe<_RefType['ApiKey']> } )
    | ( Omit<RubricPayload, 'rubric'> & { rubric?: Maybe<_RefType['Rubric']> } )
    | ( Omit<SecuritySettingsPayload, 'securitySettings'> & { securitySettings?: Maybe<_RefType['SecuritySettings']> } )
    | ( ReadingBatchResponseModel )
    | ( Omit<SmsMessagePayload, 'smsMessage'> & { smsMessage?: Maybe<_RefType['SmsMessage']> } )
    | ( Omit<SmsOptOutPayload, 'optOut'> & { optOut?: Maybe<_RefType['SmsOptOut']> } )
    | ( Omit<SmsTemplatePayload, 'template'> & { template?: Maybe<_RefType['SmsTemplate']> } )
    | ( Omit<SuspensionPayload, 'suspension'> & { suspension?: Maybe<_RefType['Suspension']> } )
    | ( Omit<TariffVersionPayload, 'tariffVersion'> & { tariffVersion?: Maybe<_RefType['TariffVersion']> } )
    | ( TwoFactorChangePayload )
    | ( Omit<TwoFactorSetupPayload, 'setup'> & { setup?: Maybe<_RefType['TwoFactorSetup']> } )
    | ( Omit<UserPayload, 'user'> & { user?: Maybe<_RefType['User']> } )
    | ( Omit<ZonePayload, 'zone'> & { zone?: Maybe<_RefType['Zone']> } )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AgreementInstalment: ResolverTypeWrapper<AgreementInstalment>;
  AnomalyBilling: AnomalyBilling;
  ApiKey: ResolverTypeWrapper<ApiKeyResponseModel>;
  ApiKeyState: ApiKeyState;
  AttachMpesaStatementLineInput: AttachMpesaStatementLineInput;
  AttachMpesaStatementLinePayload: ResolverTypeWrapper<AttachMpesaStatementLinePayload>;
  AuditAction: AuditAction;
  AuditChange: ResolverTypeWrapper<AuditChangeResponseModel>;
  AuditEntry: ResolverTypeWrapper<AuditEntryResponseModel>;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<Omit<AuditPage, 'items'> & { items: Array<ResolversTypes['AuditEntry']> }>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'session'> & { session?: Maybe<ResolversTypes['AuthSession']> }>;
  AuthSession: ResolverTypeWrapper<AuthSessionResponseModel>;
  Backup: ResolverTypeWrapper<BackupResponseModel>;
  BackupPage: ResolverTypeWrapper<Omit<BackupPage, 'items'> & { items: Array<ResolversTypes['Backup']> }>;
  BackupSettings: ResolverTypeWrapper<BackupSettingsResponseModel>;
  BackupStatus: BackupStatus;
  BackupTrigger: BackupTrigger;
  BillingCollectionMonth: ResolverTypeWrapper<BillingCollectionRowModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkUpdateReadingsInput: BulkUpdateReadingsInput;
  BulkUpdateReadingsPayload: ResolverTypeWrapper<Omit<BulkUpdateReadingsPayload, 'readings'> & { readings: Array<ResolversTypes['Reading']> }>;
  ChangePasswordInput: ChangePasswordInput;
  ChargeRubricInput: ChargeRubricInput;
  ChargeRubricPayload: ResolverTypeWrapper<Omit<ChargeRubricPayload, 'client' | 'clientRubric'> & { client?: Maybe<ResolversTypes['Client']>, clientRubric?: Maybe<ResolversTypes['ClientRubric']> }>;
  Client: ResolverTypeWrapper<ClientResponseModel>;
  ClientDebt: ResolverTypeWrapper<ClientDebtResponseModel>;
  ClientImport: ResolverTypeWrapper<ClientImportResponseModel>;
  ClientImportJob: ResolverTypeWrapper<ClientImportJobResponseModel>;
  ClientImportRowProblem: ResolverTypeWrapper<ClientImportRowProblem>;
  ClientImportState: ClientImportState;
  ClientInput: ClientInput;
  ClientPage: ResolverTypeWrapper<Omit<ClientPage, 'items'> & { items: Array<ResolversTypes['Client']> }>;
  ClientRubric: ResolverTypeWrapper<ClientRubricResponseModel>;
  ClientStatement: ResolverTypeWrapper<ClientStatementResponseModel>;
  CloseTillInput: CloseTillInput;
  CloseTillPayload: ResolverTypeWrapper<Omit<CloseTillPayload, 'till'> & { till?: Maybe<ResolversTypes['Till']> }>;
  ConfirmTwoFactorInput: ConfirmTwoFactorInput;
  ConfirmTwoFactorPayload: ResolverTypeWrapper<Omit<ConfirmTwoFactorPayload, 'session'> & { session?: Maybe<ResolversTypes['AuthSession']> }>;
  Contract: ResolverTypeWrapper<ContractResponseModel>;
  ContractInput: ContractInput;
  ContractPage: ResolverTypeWrapper<Omit<ContractPage, 'items'> & { items: Array<ResolversTypes['Contract']> }>;
  ContractPayload: ResolverTypeWrapper<Omit<ContractPayload, 'contract'> & { contract?: Maybe<ResolversTypes['Contract']> }>;
  ContractPaymentAgreements: ResolverTypeWrapper<ContractAgreementsResponseModel>;
  ContractType: ResolverTypeWrapper<ContractTypeResponseModel>;
  ContractTypeInput: ContractTypeInput;
  ContractTypePayload: ResolverTypeWrapper<Omit<ContractTypePayload, 'contractType'> & { contractType?: Maybe<ResolversTypes['ContractType']> }>;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyPayload: ResolverTypeWrapper<Omit<CreateApiKeyPayload, 'apiKey'> & { apiKey?: Maybe<ResolversTypes['ApiKey']> }>;
  CreateClientPayload: ResolverTypeWrapper<Omit<CreateClientPayload, 'client' | 'meter'> & { client?: Maybe<ResolversTypes['Client']>, meter?: Maybe<ResolversTypes['Meter']> }>;
  CreateCutInput: CreateCutInput;
  CreatePaymentAgreementInput: CreatePaymentAgreementInput;
  CreateReadingInput: CreateReadingInput;
  CreateSuspensionInput: CreateSuspensionInput;
  CreateUserInput: CreateUserInput;
  CustomerContractInput: CustomerContractInput;
  CustomerPayload: ResolverTypeWrapper<Omit<CustomerPayload, 'client'> & { client?: Maybe<ResolversTypes['Client']> }>;
  Cut: ResolverTypeWrapper<CutResponseModel>;
  CutCandidate: ResolverTypeWrapper<CutCandidateResponseModel>;
  CutCandidatePage: ResolverTypeWrapper<Omit<CutCandidatePage, 'items'> & { items: Array<ResolversTypes['CutCandidate']> }>;
  CutPage: ResolverTypeWrapper<Omit<CutPage, 'items'> & { items: Array<ResolversTypes['Cut']> }>;
  CutPayload: ResolverTypeWrapper<Omit<CutPayload, 'cut'> & { cut?: Maybe<ResolversTypes['Cut']> }>;
  CutRefusal: ResolverTypeWrapper<CutRefusal>;
  DashboardCounts: ResolverTypeWrapper<DashboardCounts>;
  DebtAgingZone: ResolverTypeWrapper<DebtAgingRowModel>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  DisableTwoFactorInput: DisableTwoFactorInput;
  EndSessionsPayload: ResolverTypeWrapper<EndSessionsPayload>;
  Enterprise: ResolverTypeWrapper<EnterpriseResponseModel>;
  EnterpriseInput: EnterpriseInput;
  EnterprisePayload: ResolverTypeWrapper<Omit<EnterprisePayload, 'enterprise'> & { enterprise?: Maybe<ResolversTypes['Enterprise']> }>;
  FineConfiguration: ResolverTypeWrapper<FineConfigurationResponseModel>;
  FineConfigurationInput: FineConfigurationInput;
  FineConfigurationPayload: ResolverTypeWrapper<Omit<FineConfigurationPayload, 'fineConfiguration'> & { fineConfiguration?: Maybe<ResolversTypes['FineConfiguration']> }>;
  FlaggedReadingsZone: ResolverTypeWrapper<FlaggedReadingsZoneResponseModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InputError: ResolverTypeWrapper<InputError>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<InvoiceResponseModel>;
  InvoiceConfiguration: ResolverTypeWrapper<InvoiceConfigurationResponseModel>;
  InvoiceConfigurationInput: InvoiceConfigurationInput;
  InvoiceConfigurationPayload: ResolverTypeWrapper<Omit<InvoiceConfigurationPayload, 'invoiceConfiguration'> & { invoiceConfiguration?: Maybe<ResolversTypes['InvoiceConfiguration']> }>;
  InvoicePage: ResolverTypeWrapper<Omit<InvoicePage, 'items'> & { items: Array<ResolversTypes['Invoice']> }>;
  InvoicePayload: ResolverTypeWrapper<Omit<InvoicePayload, 'invoice'> & { invoice?: Maybe<ResolversTypes['Invoice']> }>;
  InvoicePaymentStatus: InvoicePaymentStatus;
  LoginInput: LoginInput;
  LoginWithTwoFactorInput: LoginWithTwoFactorInput;
  LogoutInput: LogoutInput;
  Me: ResolverTypeWrapper<MeResponseModel>;
  Meter: ResolverTypeWrapper<MeterResponseModel>;
  MeterPayload: ResolverTypeWrapper<Omit<MeterPayload, 'meter'> & { meter?: Maybe<ResolversTypes['Meter']> }>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  MpesaPayment: ResolverTypeWrapper<MpesaPaymentResponseModel>;
  MpesaPaymentPage: ResolverTypeWrapper<Omit<MpesaPaymentPage, 'items'> & { items: Array<ResolversTypes['MpesaPayment']> }>;
  MpesaPaymentPayload: ResolverTypeWrapper<Omit<MpesaPaymentPayload, 'mpesaPayment'> & { mpesaPayment?: Maybe<ResolversTypes['MpesaPayment']> }>;
  MpesaStatement: ResolverTypeWrapper<StatementResponseModel>;
  MpesaStatementGroup: ResolverTypeWrapper<MpesaStatementGroup>;
  MpesaStatementLine: ResolverTypeWrapper<MpesaStatementLine>;
  MpesaStatementLinePage: ResolverTypeWrapper<MpesaStatementLinePage>;
  MpesaStatementMissingReceipt: ResolverTypeWrapper<MpesaStatementMissingReceipt>;
  MpesaStatementPage: ResolverTypeWrapper<MpesaStatementPage>;
  MpesaStatementSummary: ResolverTypeWrapper<MpesaStatementSummary>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationPayload: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MutationPayload']>;
  MyReading: ResolverTypeWrapper<MyReading>;
  MyReadingsToday: ResolverTypeWrapper<MyReadingsTodayResponseModel>;
  NewMeterInput: NewMeterInput;
  NonRevenueMeter: ResolverTypeWrapper<NonRevenueMeterRowModel>;
  NonRevenueMeterPage: ResolverTypeWrapper<Omit<NonRevenueMeterPage, 'items'> & { items: Array<ResolversTypes['NonRevenueMeter']> }>;
  NonRevenueSignal: NonRevenueSignal;
  PayInvoicesInput: PayInvoicesInput;
  PayInvoicesPayload: ResolverTypeWrapper<Omit<PayInvoicesPayload, 'client' | 'paidInvoices' | 'receipt'> & { client?: Maybe<ResolversTypes['Client']>, paidInvoices: Array<ResolversTypes['Invoice']>, receipt?: Maybe<ResolversTypes['Receipt']> }>;
  PaymentAgreement: ResolverTypeWrapper<AgreementResponseModel>;
  PaymentAgreementPayload: ResolverTypeWrapper<Omit<PaymentAgreementPayload, 'agreement'> & { agreement?: Maybe<ResolversTypes['PaymentAgreement']> }>;
  PaymentMethodMonth: ResolverTypeWrapper<PaymentMethodRowModel>;
  PaymentMethodOption: ResolverTypeWrapper<PaymentMethodOptionResponseModel>;
  PutReadingPhotoInput: PutReadingPhotoInput;
  PutReadingPhotoPayload: ResolverTypeWrapper<PutReadingPhotoPayload>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Reading: ResolverTypeWrapper<ReadingResponseModel>;
  ReadingAnomaly: ResolverTypeWrapper<ReadingAnomalyResponseModel>;
  ReadingAnomalyInput: ReadingAnomalyInput;
  ReadingAnomalyPayload: ResolverTypeWrapper<Omit<ReadingAnomalyPayload, 'anomaly'> & { anomaly?: Maybe<ResolversTypes['ReadingAnomaly']> }>;
  ReadingBatchItemInput: ReadingBatchItemInput;
  ReadingBatchOutcome: ReadingBatchOutcome;
  ReadingBatchResult: ResolverTypeWrapper<ReadingBatchResult>;
  ReadingCapture: ResolverTypeWrapper<ReadingCaptureResponseModel>;
  ReadingExpectation: ResolverTypeWrapper<ReadingExpectation>;
  ReadingFlag: ResolverTypeWrapper<ReadingFlag>;
  ReadingFlagCode: ReadingFlagCode;
  ReadingPage: ResolverTypeWrapper<Omit<ReadingPage, 'items'> & { items: Array<ResolversTypes['Reading']> }>;
  ReadingPayload: ResolverTypeWrapper<Omit<ReadingPayload, 'invoice' | 'reading'> & { invoice?: Maybe<ResolversTypes['Invoice']>, reading?: Maybe<ResolversTypes['Reading']> }>;
  ReadingRoute: ResolverTypeWrapper<ReadingRouteResponseModel>;
  ReadingRouteAnomaly: ResolverTypeWrapper<ReadingRouteAnomaly>;
  ReadingRouteStop: ResolverTypeWrapper<ReadingRouteStop>;
  ReadingState: ReadingState;
  ReadingThresholds: ResolverTypeWrapper<ReadingThresholdsResponseModel>;
  ReadingThresholdsInput: ReadingThresholdsInput;
  ReadingThresholdsPayload: ResolverTypeWrapper<Omit<ReadingThresholdsPayload, 'thresholds'> & { thresholds?: Maybe<ResolversTypes['ReadingThresholds']> }>;
  ReadingsFilterInput: ReadingsFilterInput;
  Receipt: ResolverTypeWrapper<ReceiptResponseModel>;
  ReceiptInvoice: ResolverTypeWrapper<ReceiptInvoiceResponseModel>;
  ReceiptPage: ResolverTypeWrapper<Omit<ReceiptPage, 'items'> & { items: Array<ResolversTypes['Receipt']> }>;
  ReceiptPayload: ResolverTypeWrapper<Omit<ReceiptPayload, 'client' | 'receipt'> & { client?: Maybe<ResolversTypes['Client']>, receipt?: Maybe<ResolversTypes['Receipt']> }>;
  ReceiptsToday: ResolverTypeWrapper<ReceiptsTodayResponseModel>;
  ReconnectCutPayload: ResolverTypeWrapper<Omit<ReconnectCutPayload, 'client' | 'cut'> & { client?: Maybe<ResolversTypes['Client']>, cut?: Maybe<ResolversTypes['Cut']> }>;
  RefreshTokenInput: RefreshTokenInput;
  RegisterCutsInput: RegisterCutsInput;
  RegisterCutsPayload: ResolverTypeWrapper<Omit<RegisterCutsPayload, 'cuts'> & { cuts: Array<ResolversTypes['Cut']> }>;
  ReplaceMeterInput: ReplaceMeterInput;
  ReplaceMeterPayload: ResolverTypeWrapper<Omit<ReplaceMeterPayload, 'closedMeter' | 'newMeter'> & { closedMeter?: Maybe<ResolversTypes['Meter']>, newMeter?: Maybe<ResolversTypes['Meter']> }>;
  Reports: ResolverTypeWrapper<QueryReportsArgs>;
  RequestBackupPayload: ResolverTypeWrapper<Omit<RequestBackupPayload, 'backup'> & { backup?: Maybe<ResolversTypes['Backup']> }>;
  RequestMpesaPaymentInput: RequestMpesaPaymentInput;
  RevokeApiKeyPayload: ResolverTypeWrapper<Omit<RevokeApiKeyPayload, 'apiKey'> & { apiKey?: Maybe<ResolversTypes['ApiKey']> }>;
  Role: Role;
  RoleOption: ResolverTypeWrapper<RoleOptionResponseModel>;
  Rubric: ResolverTypeWrapper<RubricResponseModel>;
  RubricInput: RubricInput;
  RubricPayload: ResolverTypeWrapper<Omit<RubricPayload, 'rubric'> & { rubric?: Maybe<ResolversTypes['Rubric']> }>;
  SecuritySettings: ResolverTypeWrapper<SecuritySettingsResponseModel>;
  SecuritySettingsInput: SecuritySettingsInput;
  SecuritySettingsPayload: ResolverTypeWrapper<Omit<SecuritySettingsPayload, 'securitySettings'> & { securitySettings?: Maybe<ResolversTypes['SecuritySettings']> }>;
  SendReadingBatchInput: SendReadingBatchInput;
  SendReadingBatchPayload: ResolverTypeWrapper<ReadingBatchResponseModel>;
  SessionStep: SessionStep;
  SmsEvent: SmsEvent;
  SmsEventCount: ResolverTypeWrapper<SmsEventCount>;
  SmsMessage: ResolverTypeWrapper<SmsMessageResponseModel>;
  SmsMessagePage: ResolverTypeWrapper<Omit<SmsMessagePage, 'items'> & { items: Array<ResolversTypes['SmsMessage']> }>;
  SmsMessagePayload: ResolverTypeWrapper<Omit<SmsMessagePayload, 'smsMessage'> & { smsMessage?: Maybe<ResolversTypes['SmsMessage']> }>;
  SmsMonthlyCounts: ResolverTypeWrapper<SmsMonthlyCountsResponseModel>;
  SmsOptOut: ResolverTypeWrapper<SmsOptOutResponseModel>;
  SmsOptOutPayload: ResolverTypeWrapper<Omit<SmsOptOutPayload, 'optOut'> & { optOut?: Maybe<ResolversTypes['SmsOptOut']> }>;
  SmsPreview: ResolverTypeWrapper<SmsPreview>;
  SmsState: SmsState;
  SmsStateCount: ResolverTypeWrapper<SmsStateCount>;
  SmsTemplate: ResolverTypeWrapper<SmsTemplateResponseModel>;
  SmsTemplatePayload: ResolverTypeWrapper<Omit<SmsTemplatePayload, 'template'> & { template?: Maybe<ResolversTypes['SmsTemplate']> }>;
  StatementInstalment: ResolverTypeWrapper<StatementInstalment>;
  StatementLine: ResolverTypeWrapper<StatementLine>;
  StatementOpenInvoice: ResolverTypeWrapper<StatementOpenInvoice>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Suspension: ResolverTypeWrapper<SuspensionResponseModel>;
  SuspensionPage: ResolverTypeWrapper<Omit<SuspensionPage, 'items'> & { items: Array<ResolversTypes['Suspension']> }>;
  SuspensionPayload: ResolverTypeWrapper<Omit<SuspensionPayload, 'suspension'> & { suspension?: Maybe<ResolversTypes['Suspension']> }>;
  SuspensionStatus: SuspensionStatus;
  TariffBlock: ResolverTypeWrapper<TariffBlock>;
  TariffBlockInput: TariffBlockInput;
  TariffLine: ResolverTypeWrapper<TariffLineResponseModel>;
  TariffLineKind: TariffLineKind;
  TariffQuote: ResolverTypeWrapper<TariffQuoteResponseModel>;
  TariffVersion: ResolverTypeWrapper<TariffVersionResponseModel>;
  TariffVersionInput: TariffVersionInput;
  TariffVersionPayload: ResolverTypeWrapper<Omit<TariffVersionPayload, 'tariffVersion'> & { tariffVersion?: Maybe<ResolversTypes['TariffVersion']> }>;
  Till: ResolverTypeWrapper<TillResponseModel>;
  TillClosing: ResolverTypeWrapper<TillClosing>;
  TillMethod: ResolverTypeWrapper<TillMethod>;
  TopDebtor: ResolverTypeWrapper<TopDebtorRowModel>;
  TopDebtorPage: ResolverTypeWrapper<Omit<TopDebtorPage, 'items'> & { items: Array<ResolversTypes['TopDebtor']> }>;
  TwoFactorChangePayload: ResolverTypeWrapper<TwoFactorChangePayload>;
  TwoFactorSetup: ResolverTypeWrapper<TwoFactorSetupResponseModel>;
  TwoFactorSetupPayload: ResolverTypeWrapper<Omit<TwoFactorSetupPayload, 'setup'> & { setup?: Maybe<ResolversTypes['TwoFactorSetup']> }>;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatusResponseModel>;
  UnreadMeter: ResolverTypeWrapper<UnreadMeterResponseModel>;
  UnreadMeterPage: ResolverTypeWrapper<Omit<UnreadMeterPage, 'items'> & { items: Array<ResolversTypes['UnreadMeter']> }>;
  UnreadZone: ResolverTypeWrapper<UnreadZoneResponseModel>;
  UpdateCustomerInput: UpdateCustomerInput;
  UpdateCutInput: UpdateCutInput;
  UpdateInvoiceInput: UpdateInvoiceInput;
  UpdateMeterInput: UpdateMeterInput;
  UpdateReadingInput: UpdateReadingInput;
  UpdateReceiptInput: UpdateReceiptInput;
  UpdateSmsTemplateInput: UpdateSmsTemplateInput;
  UpdateSuspensionInput: UpdateSuspensionInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<UserResponseModel>;
  UserPayload: ResolverTypeWrapper<Omit<UserPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UserSession: ResolverTypeWrapper<UserSessionResponseModel>;
  Zone: ResolverTypeWrapper<ZoneResponseModel>;
  ZoneConsumptionTrend: ResolverTypeWrapper<NonRevenueZoneRowModel>;
  ZoneInput: ZoneInput;
  ZoneMonthConsumption: ResolverTypeWrapper<ConsumptionRowModel>;
  ZonePayload: ResolverTypeWrapper<Omit<ZonePayload, 'zone'> & { zone?: Maybe<ResolversTypes['Zone']> }>;
  ZoneReadingsProgress: ResolverTypeWrapper<ReadingsProgressRowModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AgreementInstalment: AgreementInstalment;
  ApiKey: ApiKeyResponseModel;
  AttachMpesaStatementLineInput: AttachMpesaStatementLineInput;
  AttachMpesaStatementLinePayload: AttachMpesaStatementLinePayload;
  AuditChange: AuditChangeResponseModel;
  AuditEntry: AuditEntryResponseModel;
  AuditFilter: AuditFilter;
  AuditPage: Omit<AuditPage, 'items'> & { items: Array<ResolversParentTypes['AuditEntry']> };
  AuthPayload: Omit<AuthPayload, 'session'> & { session?: Maybe<ResolversParentTypes['AuthSession']> };
  AuthSession: AuthSessionResponseModel;
  Backup: BackupResponseModel;
  BackupPage: Omit<BackupPage, 'items'> & { items: Array<ResolversParentTypes['Backup']> };
  BackupSettings: BackupSettingsResponseModel;
  BillingCollectionMonth: BillingCollectionRowModel;
  Boolean: Scalars['Boolean']['output'];
  BulkUpdateReadingsInput: BulkUpdateReadingsInput;
  BulkUpdateReadingsPayload: Omit<BulkUpdateReadingsPayload, 'readings'> & { readings: Array<ResolversParentTypes['Reading']> };
  ChangePasswordInput: ChangePasswordInput;
  ChargeRubricInput: ChargeRubricInput;
  ChargeRubricPayload: Omit<ChargeRubricPayload, 'client' | 'clientRubric'> & { client?: Maybe<ResolversParentTypes['Client']>, clientRubric?: Maybe<ResolversParentTypes['ClientRubric']> };
  Client: ClientResponseModel;
  ClientDebt: ClientDebtResponseModel;
  ClientImport: ClientImportResponseModel;
  ClientImportJob: ClientImportJobResponseModel;
  ClientImportRowProblem: ClientImportRowProblem;
  ClientInput: ClientInput;
  ClientPage: Omit<ClientPage, 'items'> & { items: Array<ResolversParentTypes['Client']> };
  ClientRubric: ClientRubricResponseModel;
  ClientStatement: ClientStatementResponseModel;
  CloseTillInput: CloseTillInput;
  CloseTillPayload: Omit<CloseTillPayload, 'till'> & { till?: Maybe<ResolversParentTypes['Till']> };
  ConfirmTwoFactorInput: ConfirmTwoFactorInput;
  ConfirmTwoFactorPayload: Omit<ConfirmTwoFactorPayload, 'session'> & { session?: Maybe<ResolversParentTypes['AuthSession']> };
  Contract: ContractResponseModel;
  ContractInput: ContractInput;
  ContractPage: Omit<ContractPage, 'items'> & { items: Array<ResolversParentTypes['Contract']> };
  ContractPayload: Omit<ContractPayload, 'contract'> & { contract?: Maybe<ResolversParentTypes['Contract']> };
  ContractPaymentAgreements: ContractAgreementsResponseModel;
  ContractType: ContractTypeResponseModel;
  ContractTypeInput: ContractTypeInput;
  ContractTypePayload: Omit<ContractTypePayload, 'contractType'> & { contractType?: Maybe<ResolversParentTypes['ContractType']> };
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyPayload: Omit<CreateApiKeyPayload, 'apiKey'> & { apiKey?: Maybe<ResolversParentTypes['ApiKey']> };
  CreateClientPayload: Omit<CreateClientPayload, 'client' | 'meter'> & { client?: Maybe<ResolversParentTypes['Client']>, meter?: Maybe<ResolversParentTypes['Meter']> };
  CreateCutInput: CreateCutInput;
  CreatePaymentAgreementInput: CreatePaymentAgreementInput;
  CreateReadingInput: CreateReadingInput;
  CreateSuspensionInput: CreateSuspensionInput;
  CreateUserInput: CreateUserInput;
  CustomerContractInput: CustomerContractInput;
  CustomerPayload: Omit<CustomerPayload, 'client'> & { client?: Maybe<ResolversParentTypes['Client']> };
  Cut: CutResponseModel;
  CutCandidate: CutCandidateResponseModel;
  CutCandidatePage: Omit<CutCandidatePage, 'items'> & { items: Array<ResolversParentTypes['CutCandidate']> };
  CutPage: Omit<CutPage, 'items'> & { items: Array<ResolversParentTypes['Cut']> };
  CutPayload: Omit<CutPayload, 'cut'> & { cut?: Maybe<ResolversParentTypes['Cut']> };
  CutRefusal: CutRefusal;
  DashboardCounts: DashboardCounts;
  DebtAgingZone: DebtAgingRowModel;
  DeletePayload: DeletePayload;
  DisableTwoFactorInput: DisableTwoFactorInput;
  EndSessionsPayload: EndSessionsPayload;
  Enterprise: EnterpriseResponseModel;
  EnterpriseInput: EnterpriseInput;
  EnterprisePayload: Omit<EnterprisePayload, 'enterprise'> & { enterprise?: Maybe<ResolversParentTypes['Enterprise']> };
  FineConfiguration: FineConfigurationResponseModel;
  FineConfigurationInput: FineConfigurationInput;
  FineConfigurationPayload: Omit<FineConfigurationPayload, 'fineConfiguration'> & { fineConfiguration?: Maybe<ResolversParentTypes['FineConfiguration']> };
  FlaggedReadingsZone: FlaggedReadingsZoneResponseModel;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  InputError: InputError;
  Int: Scalars['Int']['output'];
  Invoice: InvoiceResponseModel;
  InvoiceConfiguration: InvoiceConfigurationResponseModel;
  InvoiceConfigurationInput: InvoiceConfigurationInput;
  InvoiceConfigurationPayload: Omit<InvoiceConfigurationPayload, 'invoiceConfiguration'> & { invoiceConfiguration?: Maybe<ResolversParentTypes['InvoiceConfiguration']> };
  InvoicePage: Omit<InvoicePage, 'items'> & { items: Array<ResolversParentTypes['Invoice']> };
  InvoicePayload: Omit<InvoicePayload, 'invoice'> & { invoice?: Maybe<ResolversParentTypes['Invoice']> };
  LoginInput: LoginInput;
  LoginWithTwoFactorInput: LoginWithTwoFactorInput;
  LogoutInput: LogoutInput;
  Me: MeResponseModel;
  Meter: MeterResponseModel;
  MeterPayload: Omit<MeterPayload, 'meter'> & { meter?: Maybe<ResolversParentTypes['Meter']> };
  Money: Scalars['Money']['output'];
  MpesaPayment: MpesaPaymentResponseModel;
  MpesaPaymentPage: Omit<MpesaPaymentPage, 'items'> & { items: Array<ResolversParentTypes['MpesaPayment']> };
  MpesaPaymentPayload: Omit<MpesaPaymentPayload, 'mpesaPayment'> & { mpesaPayment?: Maybe<ResolversParentTypes['MpesaPayment']> };
  MpesaStatement: StatementResponseModel;
  MpesaStatementGroup: MpesaStatementGroup;
  MpesaStatementLine: MpesaStatementLine;
  MpesaStatementLinePage: MpesaStatementLinePage;
  MpesaStatementMissingReceipt: MpesaStatementMissingReceipt;
  MpesaStatementPage: MpesaStatementPage;
  MpesaStatementSummary: MpesaStatementSummary;
  Mutation: Record<PropertyKey, never>;
  MutationPayload: ResolversInterfaceTypes<ResolversParentTypes>['MutationPayload'];
  MyReading: MyReading;
  MyReadingsToday: MyReadingsTodayResponseModel;
  NewMeterInput: NewMeterInput;
  NonRevenueMeter: NonRevenueMeterRowModel;
  NonRevenueMeterPage: Omit<NonRevenueMeterPage, 'items'> & { items: Array<ResolversParentTypes['NonRevenueMeter']> };
  PayInvoicesInput: PayInvoicesInput;
  PayInvoicesPayload: Omit<PayInvoicesPayload, 'client' | 'paidInvoices' | 'receipt'> & { client?: Maybe<ResolversParentTypes['Client']>, paidInvoices: Array<ResolversParentTypes['Invoice']>, receipt?: Maybe<ResolversParentTypes['Receipt']> };
  PaymentAgreement: AgreementResponseModel;
  PaymentAgreementPayload: Omit<PaymentAgreementPayload, 'agreement'> & { agreement?: Maybe<ResolversParentTypes['PaymentAgreement']> };
  PaymentMethodMonth: PaymentMethodRowModel;
  PaymentMethodOption: PaymentMethodOptionResponseModel;
  PutReadingPhotoInput: PutReadingPhotoInput;
  PutReadingPhotoPayload: PutReadingPhotoPayload;
  Query: Record<PropertyKey, never>;
  Reading: ReadingResponseModel;
  ReadingAnomaly: ReadingAnomalyResponseModel;
  ReadingAnomalyInput: ReadingAnomalyInput;
  ReadingAnomalyPayload: Omit<ReadingAnomalyPayload, 'anomaly'> & { anomaly?: Maybe<ResolversParentTypes['ReadingAnomaly']> };
  ReadingBatchItemInput: ReadingBatchItemInput;
  ReadingBatchResult: ReadingBatchResult;
  ReadingCapture: ReadingCaptureResponseModel;
  ReadingExpectation: ReadingExpectation;
  ReadingFlag: ReadingFlag;
  ReadingPage: Omit<ReadingPage, 'items'> & { items: Array<ResolversParentTypes['Reading']> };
  ReadingPayload: Omit<ReadingPayload, 'invoice' | 'reading'> & { invoice?: Maybe<ResolversParentTypes['Invoice']>, reading?: Maybe<ResolversParentTypes['Reading']> };
  ReadingRoute: ReadingRouteResponseModel;
  ReadingRouteAnomaly: ReadingRouteAnomaly;
  ReadingRouteStop: ReadingRouteStop;
  ReadingThresholds: ReadingThresholdsResponseModel;
  ReadingThresholdsInput: ReadingThresholdsInput;
  ReadingThresholdsPayload: Omit<ReadingThresholdsPayload, 'thresholds'> & { thresholds?: Maybe<ResolversParentTypes['ReadingThresholds']> };
  ReadingsFilterInput: ReadingsFilterInput;
  Receipt: ReceiptResponseModel;
  ReceiptInvoice: ReceiptInvoiceResponseModel;
  ReceiptPage: Omit<ReceiptPage, 'items'> & { items: Array<ResolversParentTypes['Receipt']> };
  ReceiptPayload: Omit<ReceiptPayload, 'client' | 'receipt'> & { client?: Maybe<ResolversParentTypes['Client']>, receipt?: Maybe<ResolversParentTypes['Receipt']> };
  ReceiptsToday: ReceiptsTodayResponseModel;
  ReconnectCutPayload: Omit<ReconnectCutPayload, 'client' | 'cut'> & { client?: Maybe<ResolversParentTypes['Client']>, cut?: Maybe<ResolversParentTypes['Cut']> };
  RefreshTokenInput: RefreshTokenInput;
  RegisterCutsInput: RegisterCutsInput;
  RegisterCutsPayload: Omit<RegisterCutsPayload, 'cuts'> & { cuts: Array<ResolversParentTypes['Cut']> };
  ReplaceMeterInput: ReplaceMeterInput;
  ReplaceMeterPayload: Omit<ReplaceMeterPayload, 'closedMeter' | 'newMeter'> & { closedMeter?: Maybe<ResolversParentTypes['Meter']>, newMeter?: Maybe<ResolversParentTypes['Meter']> };
  Reports: QueryReportsArgs;
  RequestBackupPayload: Omit<RequestBackupPayload, 'backup'> & { backup?: Maybe<ResolversParentTypes['Backup']> };
  RequestMpesaPaymentInput: RequestMpesaPaymentInput;
  RevokeApiKeyPayload: Omit<RevokeApiKeyPayload, 'apiKey'> & { apiKey?: Maybe<ResolversParentTypes['ApiKey']> };
  RoleOption: RoleOptionResponseModel;
  Rubric: RubricResponseModel;
  RubricInput: RubricInput;
  RubricPayload: Omit<RubricPayload, 'rubric'> & { rubric?: Maybe<ResolversParentTypes['Rubric']> };
  SecuritySettings: SecuritySettingsResponseModel;
  SecuritySettingsInput: SecuritySettingsInput;
  SecuritySettingsPayload: Omit<SecuritySettingsPayload, 'securitySettings'> & { securitySettings?: Maybe<ResolversParentTypes['SecuritySettings']> };
  SendReadingBatchInput: SendReadingBatchInput;
  SendReadingBatchPayload: ReadingBatchResponseModel;
  SmsEventCount: SmsEventCount;
  SmsMessage: SmsMessageResponseModel;
  SmsMessagePage: Omit<SmsMessagePage, 'items'> & { items: Array<ResolversParentTypes['SmsMessage']> };
  SmsMessagePayload: Omit<SmsMessagePayload, 'smsMessage'> & { smsMessage?: Maybe<ResolversParentTypes['SmsMessage']> };
  SmsMonthlyCounts: SmsMonthlyCountsResponseModel;
  SmsOptOut: SmsOptOutResponseModel;
  SmsOptOutPayload: Omit<SmsOptOutPayload, 'optOut'> & { optOut?: Maybe<ResolversParentTypes['SmsOptOut']> };
  SmsPreview: SmsPreview;
  SmsStateCount: SmsStateCount;
  SmsTemplate: SmsTemplateResponseModel;
  SmsTemplatePayload: Omit<SmsTemplatePayload, 'template'> & { template?: Maybe<ResolversParentTypes['SmsTemplate']> };
  StatementInstalment: StatementInstalment;
  StatementLine: StatementLine;
  StatementOpenInvoice: StatementOpenInvoice;
  String: Scalars['String']['output'];
  Suspension: SuspensionResponseModel;
  SuspensionPage: Omit<SuspensionPage, 'items'> & { items: Array<ResolversParentTypes['Suspension']> };
  SuspensionPayload: Omit<SuspensionPayload, 'suspension'> & { suspension?: Maybe<ResolversParentTypes['Suspension']> };
  TariffBlock: TariffBlock;
  TariffBlockInput: TariffBlockInput;
  TariffLine: TariffLineResponseModel;
  TariffQuote: TariffQuoteResponseModel;
  TariffVersion: TariffVersionResponseModel;
  TariffVersionInput: TariffVersionInput;
  TariffVersionPayload: Omit<TariffVersionPayload, 'tariffVersion'> & { tariffVersion?: Maybe<ResolversParentTypes['TariffVersion']> };
  Till: TillResponseModel;
  TillClosing: TillClosing;
  TillMethod: TillMethod;
  TopDebtor: TopDebtorRowModel;
  TopDebtorPage: Omit<TopDebtorPage, 'items'> & { items: Array<ResolversParentTypes['TopDebtor']> };
  TwoFactorChangePayload: TwoFactorChangePayload;
  TwoFactorSetup: TwoFactorSetupResponseModel;
  TwoFactorSetupPayload: Omit<TwoFactorSetupPayload, 'setup'> & { setup?: Maybe<ResolversParentTypes['TwoFactorSetup']> };
  TwoFactorStatus: TwoFactorStatusResponseModel;
  UnreadMeter: UnreadMeterResponseModel;
  UnreadMeterPage: Omit<UnreadMeterPage, 'items'> & { items: Array<ResolversParentTypes['UnreadMeter']> };
  UnreadZone: UnreadZoneResponseModel;
  UpdateCustomerInput: UpdateCustomerInput;
  UpdateCutInput: UpdateCutInput;
  UpdateInvoiceInput: UpdateInvoiceInput;
  UpdateMeterInput: UpdateMeterInput;
  UpdateReadingInput: UpdateReadingInput;
  UpdateReceiptInput: UpdateReceiptInput;
  UpdateSmsTemplateInput: UpdateSmsTemplateInput;
  UpdateSuspensionInput: UpdateSuspensionInput;
  UpdateUserInput: UpdateUserInput;
  User: UserResponseModel;
  UserPayload: Omit<UserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  UserSession: UserSessionResponseModel;
  Zone: ZoneResponseModel;
  ZoneConsumptionTrend: NonRevenueZoneRowModel;
  ZoneInput: ZoneInput;
  ZoneMonthConsumption: ConsumptionRowModel;
  ZonePayload: Omit<ZonePayload, 'zone'> & { zone?: Maybe<ResolversParentTypes['Zone']> };
  ZoneReadingsProgress: ReadingsProgressRowModel;
}>;

export type AgreementInstalmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgreementInstalment'] = ResolversParentTypes['AgreementInstalment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  apiKeyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ApiKeyState'], ParentType, ContextType>;
}>;

export type AttachMpesaStatementLinePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttachMpesaStatementLinePayload'] = ResolversParentTypes['AttachMpesaStatementLinePayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['MpesaStatementLine']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AuditChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  apiKeyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  apiKeyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  auditId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['AuthSession']>, ParentType, ContextType>;
  twoFactorToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AuthSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthSession'] = ResolversParentTypes['AuthSession']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingStep?: Resolver<Maybe<ResolversTypes['SessionStep']>, ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Backup'] = ResolversParentTypes['Backup']> = ResolversObject<{
  backupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  checksum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  encrypted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sizeBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BackupStatus'], ParentType, ContextType>;
  tables?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['BackupTrigger'], ParentType, ContextType>;
}>;

export type BackupPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackupPage'] = ResolversParentTypes['BackupPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Backup']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BackupSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackupSettings'] = ResolversParentTypes['BackupSettings']> = ResolversObject<{
  dailyHour?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  encrypted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  keep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BillingCollectionMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingCollectionMonth'] = ResolversParentTypes['BillingCollectionMonth']> = ResolversObject<{
  collected?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  collectionRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fines?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoiced?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BulkUpdateReadingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkUpdateReadingsPayload'] = ResolversParentTypes['BulkUpdateReadingsPayload']> = ResolversObject<{
  flaggedLeftPending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readings?: Resolver<Array<ResolversTypes['Reading']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ChargeRubricPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChargeRubricPayload'] = ResolversParentTypes['ChargeRubricPayload']> = ResolversObject<{
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientRubric?: Resolver<Maybe<ResolversTypes['ClientRubric']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  alternativeNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  chargedRubrics?: Resolver<Array<ResolversTypes['ClientRubric']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType>;
  contracts?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  debt?: Resolver<ResolversTypes['ClientDebt'], ParentType, ContextType>;
  exemptFromFines?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  meters?: Resolver<Array<ResolversTypes['Meter']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nuit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  observation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readings?: Resolver<Array<ResolversTypes['Reading']>, ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['Receipt']>, ParentType, ContextType, Partial<ClientReceiptsArgs>>;
  smsMessages?: Resolver<ResolversTypes['SmsMessagePage'], ParentType, ContextType, RequireFields<ClientSmsMessagesArgs, 'page' | 'size'>>;
  smsOptOut?: Resolver<ResolversTypes['SmsOptOut'], ParentType, ContextType>;
  unpaidInvoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  wantsInvoiceSMS?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wantsReceiptSMS?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['Zone']>, ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ClientDebtResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientDebt'] = ResolversParentTypes['ClientDebt']> = ResolversObject<{
  credit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fines?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoicesAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  otherCharges?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ClientImportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientImport'] = ResolversParentTypes['ClientImport']> = ResolversObject<{
  checksum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  importId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openingCredit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  openingDebt?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ClientImportJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientImportJob'] = ResolversParentTypes['ClientImportJob']> = ResolversObject<{
  clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ClientImportRowProblem']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  importId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openingCredit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  openingDebt?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowsDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ClientImportState'], ParentType, ContextType>;
}>;

export type ClientImportRowProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientImportRowProblem'] = ResolversParentTypes['ClientImportRowProblem']> = ResolversObject<{
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClientPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientPage'] = ResolversParentTypes['ClientPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClientRubricResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientRubric'] = ResolversParentTypes['ClientRubric']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reversed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rubricDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rubricId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rubricName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ClientStatementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientStatement'] = ResolversParentTypes['ClientStatement']> = ResolversObject<{
  agreementInstalments?: Resolver<Array<ResolversTypes['StatementInstalment']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closingBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  debt?: Resolver<ResolversTypes['ClientDebt'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
  openInvoices?: Resolver<Array<ResolversTypes['StatementOpenInvoice']>, ParentType, ContextType>;
  openingBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CloseTillPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CloseTillPayload'] = ResolversParentTypes['CloseTillPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  till?: Resolver<Maybe<ResolversTypes['Till']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ConfirmTwoFactorPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmTwoFactorPayload'] = ResolversParentTypes['ConfirmTwoFactorPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryCodes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['AuthSession']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ContractResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contractStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contractType?: Resolver<Maybe<ResolversTypes['ContractType']>, ParentType, ContextType>;
  contractTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentAgreements?: Resolver<ResolversTypes['ContractPaymentAgreements'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContractPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractPage'] = ResolversParentTypes['ContractPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContractPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractPayload'] = ResolversParentTypes['ContractPayload']> = ResolversObject<{
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ContractPaymentAgreementsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractPaymentAgreements'] = ResolversParentTypes['ContractPaymentAgreements']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreements?: Resolver<Array<ResolversTypes['PaymentAgreement']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  debt?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ContractTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractType'] = ResolversParentTypes['ContractType']> = ResolversObject<{
  contractTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  designation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minimumConsumptionValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pricePerConsumptionUnit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reconnectionFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tariffs?: Resolver<Array<ResolversTypes['TariffVersion']>, ParentType, ContextType>;
}>;

export type ContractTypePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractTypePayload'] = ResolversParentTypes['ContractTypePayload']> = ResolversObject<{
  contractType?: Resolver<Maybe<ResolversTypes['ContractType']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateApiKeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateApiKeyPayload'] = ResolversParentTypes['CreateApiKeyPayload']> = ResolversObject<{
  apiKey?: Resolver<Maybe<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateClientPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateClientPayload'] = ResolversParentTypes['CreateClientPayload']> = ResolversObject<{
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meter?: Resolver<Maybe<ResolversTypes['Meter']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerPayload'] = ResolversParentTypes['CustomerPayload']> = ResolversObject<{
  balanceAdjustment?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  contractUpdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cut'] = ResolversParentTypes['Cut']> = ResolversObject<{
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['Zone']>, ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CutCandidateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CutCandidate'] = ResolversParentTypes['CutCandidate']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  daysOverdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  debt?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lastPaymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monthsOwed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oldestLimitDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CutCandidatePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CutCandidatePage'] = ResolversParentTypes['CutCandidatePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CutCandidate']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CutPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CutPage'] = ResolversParentTypes['CutPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Cut']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CutPayload'] = ResolversParentTypes['CutPayload']> = ResolversObject<{
  cut?: Resolver<Maybe<ResolversTypes['Cut']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CutRefusalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CutRefusal'] = ResolversParentTypes['CutRefusal']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DashboardCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardCounts'] = ResolversParentTypes['DashboardCounts']> = ResolversObject<{
  clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cuts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DebtAgingZoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DebtAgingZone'] = ResolversParentTypes['DebtAgingZone']> = ResolversObject<{
  clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clients0To30?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clients31To60?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clients61To90?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientsOver90?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days0To30?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  days31To60?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  days61To90?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  over90?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeletePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletePayload'] = ResolversParentTypes['DeletePayload']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EndSessionsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EndSessionsPayload'] = ResolversParentTypes['EndSessionsPayload']> = ResolversObject<{
  ended?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EnterpriseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Enterprise'] = ResolversParentTypes['Enterprise']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enterpriseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nuit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zones?: Resolver<Array<ResolversTypes['Zone']>, ParentType, ContextType>;
}>;

export type EnterprisePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnterprisePayload'] = ResolversParentTypes['EnterprisePayload']> = ResolversObject<{
  enterprise?: Resolver<Maybe<ResolversTypes['Enterprise']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FineConfigurationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FineConfiguration'] = ResolversParentTypes['FineConfiguration']> = ResolversObject<{
  acruedFinePercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fineConfigurationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxInterval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minInterval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FineConfigurationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FineConfigurationPayload'] = ResolversParentTypes['FineConfigurationPayload']> = ResolversObject<{
  fineConfiguration?: Resolver<Maybe<ResolversTypes['FineConfiguration']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FlaggedReadingsZoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlaggedReadingsZone'] = ResolversParentTypes['FlaggedReadingsZone']> = ResolversObject<{
  creditedCubicMeters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estimated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flaggedPending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  high?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  veryHigh?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zero?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InputErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InputError'] = ResolversParentTypes['InputError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fineAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  finePercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  limitDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TariffLine']>, ParentType, ContextType>;
  meterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readingMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readingYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receiptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tariffVersionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type InvoiceConfigurationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceConfiguration'] = ResolversParentTypes['InvoiceConfiguration']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceConfigurationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxInterval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minInterval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvoiceConfigurationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceConfigurationPayload'] = ResolversParentTypes['InvoiceConfigurationPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  invoiceConfiguration?: Resolver<Maybe<ResolversTypes['InvoiceConfiguration']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InvoicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvoicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoicePayload'] = ResolversParentTypes['InvoicePayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = ResolversObject<{
  apiKeyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MeterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Meter'] = ResolversParentTypes['Meter']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  closedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closingReading?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cubicMeters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  digits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  replacedByMeterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  replacesMeterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  serialNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MeterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MeterPayload'] = ResolversParentTypes['MeterPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meter?: Resolver<Maybe<ResolversTypes['Meter']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MpesaPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaPayment'] = ResolversParentTypes['MpesaPayment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  msisdn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  responseCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thirdPartyReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MpesaPaymentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaPaymentPage'] = ResolversParentTypes['MpesaPaymentPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['MpesaPayment']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MpesaPaymentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaPaymentPayload'] = ResolversParentTypes['MpesaPaymentPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mpesaPayment?: Resolver<Maybe<ResolversTypes['MpesaPayment']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MpesaStatementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaStatement'] = ResolversParentTypes['MpesaStatement']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['MpesaStatementLinePage'], ParentType, ContextType, RequireFields<MpesaStatementLinesArgs, 'page' | 'size'>>;
  matched?: Resolver<ResolversTypes['MpesaStatementGroup'], ParentType, ContextType>;
  mismatched?: Resolver<ResolversTypes['MpesaStatementGroup'], ParentType, ContextType>;
  missingReceipts?: Resolver<Array<ResolversTypes['MpesaStatementMissingReceipt']>, ParentType, ContextType>;
  periodFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  periodTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unmatched?: Resolver<ResolversTypes['MpesaStatementGroup'], ParentType, ContextType>;
}>;

export type MpesaStatementGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaStatementGroup'] = ResolversParentTypes['MpesaStatementGroup']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type MpesaStatementLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaStatementLine'] = ResolversParentTypes['MpesaStatementLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  match?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mpesaPaymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  msisdn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MpesaStatementLinePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaStatementLinePage'] = ResolversParentTypes['MpesaStatementLinePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['MpesaStatementLine']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MpesaStatementMissingReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaStatementMissingReceipt'] = ResolversParentTypes['MpesaStatementMissingReceipt']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MpesaStatementPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaStatementPage'] = ResolversParentTypes['MpesaStatementPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['MpesaStatementSummary']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MpesaStatementSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaStatementSummary'] = ResolversParentTypes['MpesaStatementSummary']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  periodTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  attachMpesaStatementLine?: Resolver<ResolversTypes['AttachMpesaStatementLinePayload'], ParentType, ContextType, RequireFields<MutationAttachMpesaStatementLineArgs, 'input'>>;
  bulkUpdateReadings?: Resolver<ResolversTypes['BulkUpdateReadingsPayload'], ParentType, ContextType, RequireFields<MutationBulkUpdateReadingsArgs, 'input'>>;
  cancelPaymentAgreement?: Resolver<ResolversTypes['PaymentAgreementPayload'], ParentType, ContextType, RequireFields<MutationCancelPaymentAgreementArgs, 'id' | 'reason'>>;
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  chargeRubric?: Resolver<ResolversTypes['ChargeRubricPayload'], ParentType, ContextType, RequireFields<MutationChargeRubricArgs, 'input'>>;
  closeTill?: Resolver<ResolversTypes['CloseTillPayload'], ParentType, ContextType, RequireFields<MutationCloseTillArgs, 'input'>>;
  confirmTwoFactor?: Resolver<ResolversTypes['ConfirmTwoFactorPayload'], ParentType, ContextType, RequireFields<MutationConfirmTwoFactorArgs, 'input'>>;
  createApiKey?: Resolver<ResolversTypes['CreateApiKeyPayload'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createClient?: Resolver<ResolversTypes['CreateClientPayload'], ParentType, ContextType, RequireFields<MutationCreateClientArgs, 'input'>>;
  createContract?: Resolver<ResolversTypes['ContractPayload'], ParentType, ContextType, RequireFields<MutationCreateContractArgs, 'input'>>;
  createContractType?: Resolver<ResolversTypes['ContractTypePayload'], ParentType, ContextType, RequireFields<MutationCreateContractTypeArgs, 'input'>>;
  createCut?: Resolver<ResolversTypes['CutPayload'], ParentType, ContextType, RequireFields<MutationCreateCutArgs, 'input'>>;
  createEnterprise?: Resolver<ResolversTypes['EnterprisePayload'], ParentType, ContextType, RequireFields<MutationCreateEnterpriseArgs, 'input'>>;
  createFineConfiguration?: Resolver<ResolversTypes['FineConfigurationPayload'], ParentType, ContextType, RequireFields<MutationCreateFineConfigurationArgs, 'input'>>;
  createInvoice?: Resolver<ResolversTypes['InvoicePayload'], ParentType, ContextType, RequireFields<MutationCreateInvoiceArgs, 'readingId'>>;
  createInvoiceConfiguration?: Resolver<ResolversTypes['InvoiceConfigurationPayload'], ParentType, ContextType, RequireFields<MutationCreateInvoiceConfigurationArgs, 'input'>>;
  createPaymentAgreement?: Resolver<ResolversTypes['PaymentAgreementPayload'], ParentType, ContextType, RequireFields<MutationCreatePaymentAgreementArgs, 'input'>>;
  createReading?: Resolver<ResolversTypes['ReadingPayload'], ParentType, ContextType, RequireFields<MutationCreateReadingArgs, 'input'>>;
  createReadingAnomaly?: Resolver<ResolversTypes['ReadingAnomalyPayload'], ParentType, ContextType, RequireFields<MutationCreateReadingAnomalyArgs, 'input'>>;
  createRubric?: Resolver<ResolversTypes['RubricPayload'], ParentType, ContextType, RequireFields<MutationCreateRubricArgs, 'input'>>;
  createSuspension?: Resolver<ResolversTypes['SuspensionPayload'], ParentType, ContextType, RequireFields<MutationCreateSuspensionArgs, 'input'>>;
  createTariffVersion?: Resolver<ResolversTypes['TariffVersionPayload'], ParentType, ContextType, RequireFields<MutationCreateTariffVersionArgs, 'contractTypeId' | 'input'>>;
  createUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createZone?: Resolver<ResolversTypes['ZonePayload'], ParentType, ContextType, RequireFields<MutationCreateZoneArgs, 'input'>>;
  deleteContractType?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteContractTypeArgs, 'id'>>;
  deleteEnterprise?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteEnterpriseArgs, 'id'>>;
  deleteFineConfiguration?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteFineConfigurationArgs, 'id'>>;
  deleteInvoiceConfiguration?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteInvoiceConfigurationArgs, 'id'>>;
  deleteReadingAnomaly?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteReadingAnomalyArgs, 'id'>>;
  deleteRubric?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteRubricArgs, 'id'>>;
  deleteTariffVersion?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteTariffVersionArgs, 'contractTypeId' | 'id'>>;
  deleteUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  deleteZone?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteZoneArgs, 'id'>>;
  disableTwoFactor?: Resolver<ResolversTypes['TwoFactorChangePayload'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'input'>>;
  endOtherSessions?: Resolver<ResolversTypes['EndSessionsPayload'], ParentType, ContextType>;
  endSession?: Resolver<ResolversTypes['EndSessionsPayload'], ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'sessionId'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  loginWithTwoFactor?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginWithTwoFactorArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogoutArgs, 'input'>>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payAgreementInstalment?: Resolver<ResolversTypes['PaymentAgreementPayload'], ParentType, ContextType, RequireFields<MutationPayAgreementInstalmentArgs, 'id' | 'number' | 'paymentMethod'>>;
  payInvoices?: Resolver<ResolversTypes['PayInvoicesPayload'], ParentType, ContextType, RequireFields<MutationPayInvoicesArgs, 'input'>>;
  putReadingPhoto?: Resolver<ResolversTypes['PutReadingPhotoPayload'], ParentType, ContextType, RequireFields<MutationPutReadingPhotoArgs, 'input'>>;
  reconnectCut?: Resolver<ResolversTypes['ReconnectCutPayload'], ParentType, ContextType, RequireFields<MutationReconnectCutArgs, 'id'>>;
  refreshToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'input'>>;
  registerCuts?: Resolver<ResolversTypes['RegisterCutsPayload'], ParentType, ContextType, RequireFields<MutationRegisterCutsArgs, 'input'>>;
  replaceMeter?: Resolver<ResolversTypes['ReplaceMeterPayload'], ParentType, ContextType, RequireFields<MutationReplaceMeterArgs, 'input' | 'meterId'>>;
  requestBackup?: Resolver<ResolversTypes['RequestBackupPayload'], ParentType, ContextType>;
  requestMpesaPayment?: Resolver<ResolversTypes['MpesaPaymentPayload'], ParentType, ContextType, RequireFields<MutationRequestMpesaPaymentArgs, 'input'>>;
  resendSmsMessage?: Resolver<ResolversTypes['SmsMessagePayload'], ParentType, ContextType, RequireFields<MutationResendSmsMessageArgs, 'id'>>;
  resetUserTwoFactor?: Resolver<ResolversTypes['TwoFactorChangePayload'], ParentType, ContextType, RequireFields<MutationResetUserTwoFactorArgs, 'id'>>;
  reverseClientRubric?: Resolver<ResolversTypes['ChargeRubricPayload'], ParentType, ContextType, RequireFields<MutationReverseClientRubricArgs, 'id' | 'reason'>>;
  reverseMpesaPayment?: Resolver<ResolversTypes['MpesaPaymentPayload'], ParentType, ContextType, RequireFields<MutationReverseMpesaPaymentArgs, 'id'>>;
  reverseReceipt?: Resolver<ResolversTypes['ReceiptPayload'], ParentType, ContextType, RequireFields<MutationReverseReceiptArgs, 'id' | 'reason'>>;
  revokeApiKey?: Resolver<ResolversTypes['RevokeApiKeyPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  sendReadingBatch?: Resolver<ResolversTypes['SendReadingBatchPayload'], ParentType, ContextType, RequireFields<MutationSendReadingBatchArgs, 'input'>>;
  startTwoFactorSetup?: Resolver<ResolversTypes['TwoFactorSetupPayload'], ParentType, ContextType>;
  updateContractType?: Resolver<ResolversTypes['ContractTypePayload'], ParentType, ContextType, RequireFields<MutationUpdateContractTypeArgs, 'id' | 'input'>>;
  updateCustomer?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'input'>>;
  updateCut?: Resolver<ResolversTypes['CutPayload'], ParentType, ContextType, RequireFields<MutationUpdateCutArgs, 'id' | 'input'>>;
  updateEnterprise?: Resolver<ResolversTypes['EnterprisePayload'], ParentType, ContextType, RequireFields<MutationUpdateEnterpriseArgs, 'id' | 'input'>>;
  updateFineConfiguration?: Resolver<ResolversTypes['FineConfigurationPayload'], ParentType, ContextType, RequireFields<MutationUpdateFineConfigurationArgs, 'id' | 'input'>>;
  updateInvoice?: Resolver<ResolversTypes['InvoicePayload'], ParentType, ContextType, RequireFields<MutationUpdateInvoiceArgs, 'id' | 'input'>>;
  updateInvoiceConfiguration?: Resolver<ResolversTypes['InvoiceConfigurationPayload'], ParentType, ContextType, RequireFields<MutationUpdateInvoiceConfigurationArgs, 'id' | 'input'>>;
  updateMeter?: Resolver<ResolversTypes['MeterPayload'], ParentType, ContextType, RequireFields<MutationUpdateMeterArgs, 'id' | 'input'>>;
  updateReading?: Resolver<ResolversTypes['ReadingPayload'], ParentType, ContextType, RequireFields<MutationUpdateReadingArgs, 'id' | 'input'>>;
  updateReadingAnomaly?: Resolver<ResolversTypes['ReadingAnomalyPayload'], ParentType, ContextType, RequireFields<MutationUpdateReadingAnomalyArgs, 'id' | 'input'>>;
  updateReadingThresholds?: Resolver<ResolversTypes['ReadingThresholdsPayload'], ParentType, ContextType, RequireFields<MutationUpdateReadingThresholdsArgs, 'contractTypeId' | 'input'>>;
  updateReceipt?: Resolver<ResolversTypes['ReceiptPayload'], ParentType, ContextType, RequireFields<MutationUpdateReceiptArgs, 'id' | 'input'>>;
  updateRubric?: Resolver<ResolversTypes['RubricPayload'], ParentType, ContextType, RequireFields<MutationUpdateRubricArgs, 'id' | 'input'>>;
  updateSecuritySettings?: Resolver<ResolversTypes['SecuritySettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateSecuritySettingsArgs, 'input'>>;
  updateSmsOptOut?: Resolver<ResolversTypes['SmsOptOutPayload'], ParentType, ContextType, RequireFields<MutationUpdateSmsOptOutArgs, 'clientId' | 'optedOut'>>;
  updateSmsTemplate?: Resolver<ResolversTypes['SmsTemplatePayload'], ParentType, ContextType, RequireFields<MutationUpdateSmsTemplateArgs, 'input'>>;
  updateSuspension?: Resolver<ResolversTypes['SuspensionPayload'], ParentType, ContextType, RequireFields<MutationUpdateSuspensionArgs, 'id' | 'input'>>;
  updateTariffVersion?: Resolver<ResolversTypes['TariffVersionPayload'], ParentType, ContextType, RequireFields<MutationUpdateTariffVersionArgs, 'contractTypeId' | 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateZone?: Resolver<ResolversTypes['ZonePayload'], ParentType, ContextType, RequireFields<MutationUpdateZoneArgs, 'id' | 'input'>>;
}>;

export type MutationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MutationPayload'] = ResolversParentTypes['MutationPayload']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AttachMpesaStatementLinePayload' | 'AuthPayload' | 'BulkUpdateReadingsPayload' | 'ChargeRubricPayload' | 'CloseTillPayload' | 'ConfirmTwoFactorPayload' | 'ContractPayload' | 'ContractTypePayload' | 'CreateApiKeyPayload' | 'CreateClientPayload' | 'CustomerPayload' | 'CutPayload' | 'DeletePayload' | 'EndSessionsPayload' | 'EnterprisePayload' | 'FineConfigurationPayload' | 'InvoiceConfigurationPayload' | 'InvoicePayload' | 'MeterPayload' | 'MpesaPaymentPayload' | 'PayInvoicesPayload' | 'PaymentAgreementPayload' | 'PutReadingPhotoPayload' | 'ReadingAnomalyPayload' | 'ReadingPayload' | 'ReadingThresholdsPayload' | 'ReceiptPayload' | 'ReconnectCutPayload' | 'RegisterCutsPayload' | 'ReplaceMeterPayload' | 'RequestBackupPayload' | 'RevokeApiKeyPayload' | 'RubricPayload' | 'SecuritySettingsPayload' | 'SendReadingBatchPayload' | 'SmsMessagePayload' | 'SmsOptOutPayload' | 'SmsTemplatePayload' | 'SuspensionPayload' | 'TariffVersionPayload' | 'TwoFactorChangePayload' | 'TwoFactorSetupPayload' | 'UserPayload' | 'ZonePayload', ParentType, ContextType>;
}>;

export type MyReadingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyReading'] = ResolversParentTypes['MyReading']> = ResolversObject<{
  client?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consumption?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentReading?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readingMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readingYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MyReadingsTodayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyReadingsToday'] = ResolversParentTypes['MyReadingsToday']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last?: Resolver<Array<ResolversTypes['MyReading']>, ParentType, ContextType>;
}>;

export type NonRevenueMeterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NonRevenueMeter'] = ResolversParentTypes['NonRevenueMeter']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consumptions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  meterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signal?: Resolver<ResolversTypes['NonRevenueSignal'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NonRevenueMeterPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NonRevenueMeterPage'] = ResolversParentTypes['NonRevenueMeterPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['NonRevenueMeter']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PayInvoicesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayInvoicesPayload'] = ResolversParentTypes['PayInvoicesPayload']> = ResolversObject<{
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidInvoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  receipt?: Resolver<Maybe<ResolversTypes['Receipt']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentAgreementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentAgreement'] = ResolversParentTypes['PaymentAgreement']> = ResolversObject<{
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canceledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  debt?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  downPayment?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  firstDueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instalmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  instalments?: Resolver<Array<ResolversTypes['AgreementInstalment']>, ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  remainingAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentAgreementPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentAgreementPayload'] = ResolversParentTypes['PaymentAgreementPayload']> = ResolversObject<{
  agreement?: Resolver<Maybe<ResolversTypes['PaymentAgreement']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentMethodMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethodMonth'] = ResolversParentTypes['PaymentMethodMonth']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethodLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receipts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PaymentMethodOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethodOption'] = ResolversParentTypes['PaymentMethodOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PutReadingPhotoPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PutReadingPhotoPayload'] = ResolversParentTypes['PutReadingPhotoPayload']> = ResolversObject<{
  bytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  auditPage?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditPageArgs, 'page' | 'size'>>;
  availableMeters?: Resolver<Array<ResolversTypes['Meter']>, ParentType, ContextType, RequireFields<QueryAvailableMetersArgs, 'clientId'>>;
  backupSettings?: Resolver<ResolversTypes['BackupSettings'], ParentType, ContextType>;
  backupsPage?: Resolver<ResolversTypes['BackupPage'], ParentType, ContextType, RequireFields<QueryBackupsPageArgs, 'page' | 'size'>>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType, RequireFields<QueryClientArgs, 'id'>>;
  clientImport?: Resolver<ResolversTypes['ClientImportJob'], ParentType, ContextType, RequireFields<QueryClientImportArgs, 'importId'>>;
  clientImports?: Resolver<Array<ResolversTypes['ClientImport']>, ParentType, ContextType>;
  clientStatement?: Resolver<Maybe<ResolversTypes['ClientStatement']>, ParentType, ContextType, RequireFields<QueryClientStatementArgs, 'clientId'>>;
  clientsByZone?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType, RequireFields<QueryClientsByZoneArgs, 'zoneId'>>;
  clientsPage?: Resolver<ResolversTypes['ClientPage'], ParentType, ContextType, RequireFields<QueryClientsPageArgs, 'page' | 'size'>>;
  contractPaymentAgreements?: Resolver<ResolversTypes['ContractPaymentAgreements'], ParentType, ContextType, RequireFields<QueryContractPaymentAgreementsArgs, 'contractId'>>;
  contractType?: Resolver<ResolversTypes['ContractType'], ParentType, ContextType, RequireFields<QueryContractTypeArgs, 'id'>>;
  contractTypes?: Resolver<Array<ResolversTypes['ContractType']>, ParentType, ContextType>;
  contractsPage?: Resolver<ResolversTypes['ContractPage'], ParentType, ContextType, RequireFields<QueryContractsPageArgs, 'page' | 'size'>>;
  cut?: Resolver<ResolversTypes['Cut'], ParentType, ContextType, RequireFields<QueryCutArgs, 'id'>>;
  cutCandidates?: Resolver<ResolversTypes['CutCandidatePage'], ParentType, ContextType, RequireFields<QueryCutCandidatesArgs, 'page' | 'size'>>;
  cutsPage?: Resolver<ResolversTypes['CutPage'], ParentType, ContextType, RequireFields<QueryCutsPageArgs, 'page' | 'size'>>;
  dashboardCounts?: Resolver<ResolversTypes['DashboardCounts'], ParentType, ContextType>;
  enterprise?: Resolver<ResolversTypes['Enterprise'], ParentType, ContextType, RequireFields<QueryEnterpriseArgs, 'id'>>;
  enterprises?: Resolver<Array<ResolversTypes['Enterprise']>, ParentType, ContextType>;
  fineConfiguration?: Resolver<ResolversTypes['FineConfiguration'], ParentType, ContextType, RequireFields<QueryFineConfigurationArgs, 'id'>>;
  fineConfigurations?: Resolver<Array<ResolversTypes['FineConfiguration']>, ParentType, ContextType>;
  flaggedReadingsByZone?: Resolver<Array<ResolversTypes['FlaggedReadingsZone']>, ParentType, ContextType, RequireFields<QueryFlaggedReadingsByZoneArgs, 'readingMonth' | 'readingYear'>>;
  invoiceByReading?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceByReadingArgs, 'readingId'>>;
  invoiceConfiguration?: Resolver<ResolversTypes['InvoiceConfiguration'], ParentType, ContextType, RequireFields<QueryInvoiceConfigurationArgs, 'id'>>;
  invoiceConfigurations?: Resolver<Array<ResolversTypes['InvoiceConfiguration']>, ParentType, ContextType>;
  invoicesPage?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, RequireFields<QueryInvoicesPageArgs, 'page' | 'size'>>;
  lastActiveFineConfiguration?: Resolver<Maybe<ResolversTypes['FineConfiguration']>, ParentType, ContextType>;
  lastRubricOfClient?: Resolver<Maybe<ResolversTypes['Rubric']>, ParentType, ContextType, RequireFields<QueryLastRubricOfClientArgs, 'clientId'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  meterReadings?: Resolver<Array<ResolversTypes['Reading']>, ParentType, ContextType, RequireFields<QueryMeterReadingsArgs, 'meterId'>>;
  monthReading?: Resolver<Maybe<ResolversTypes['Reading']>, ParentType, ContextType, RequireFields<QueryMonthReadingArgs, 'meterId' | 'readingMonth' | 'readingYear'>>;
  mpesaPayment?: Resolver<Maybe<ResolversTypes['MpesaPayment']>, ParentType, ContextType, RequireFields<QueryMpesaPaymentArgs, 'id'>>;
  mpesaPaymentsPage?: Resolver<ResolversTypes['MpesaPaymentPage'], ParentType, ContextType, RequireFields<QueryMpesaPaymentsPageArgs, 'page' | 'size'>>;
  mpesaStatement?: Resolver<Maybe<ResolversTypes['MpesaStatement']>, ParentType, ContextType, RequireFields<QueryMpesaStatementArgs, 'id'>>;
  mpesaStatements?: Resolver<ResolversTypes['MpesaStatementPage'], ParentType, ContextType, RequireFields<QueryMpesaStatementsArgs, 'page' | 'size'>>;
  myReadingsToday?: Resolver<ResolversTypes['MyReadingsToday'], ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['UserSession']>, ParentType, ContextType>;
  myTwoFactor?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethodOption']>, ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previousReading?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryPreviousReadingArgs, 'meterId' | 'readingMonth' | 'readingYear'>>;
  reading?: Resolver<ResolversTypes['Reading'], ParentType, ContextType, RequireFields<QueryReadingArgs, 'id'>>;
  readingAnomalies?: Resolver<Array<ResolversTypes['ReadingAnomaly']>, ParentType, ContextType, Partial<QueryReadingAnomaliesArgs>>;
  readingCapture?: Resolver<Maybe<ResolversTypes['ReadingCapture']>, ParentType, ContextType, RequireFields<QueryReadingCaptureArgs, 'readingId'>>;
  readingExpectation?: Resolver<ResolversTypes['ReadingExpectation'], ParentType, ContextType, RequireFields<QueryReadingExpectationArgs, 'meterId' | 'readingMonth' | 'readingYear'>>;
  readingRoute?: Resolver<ResolversTypes['ReadingRoute'], ParentType, ContextType, RequireFields<QueryReadingRouteArgs, 'month' | 'zoneId'>>;
  readingThresholds?: Resolver<ResolversTypes['ReadingThresholds'], ParentType, ContextType, RequireFields<QueryReadingThresholdsArgs, 'contractTypeId'>>;
  readings?: Resolver<Array<ResolversTypes['Reading']>, ParentType, ContextType, Partial<QueryReadingsArgs>>;
  readingsPage?: Resolver<ResolversTypes['ReadingPage'], ParentType, ContextType, RequireFields<QueryReadingsPageArgs, 'page' | 'size'>>;
  receipt?: Resolver<Maybe<ResolversTypes['Receipt']>, ParentType, ContextType, RequireFields<QueryReceiptArgs, 'id'>>;
  receiptsPage?: Resolver<ResolversTypes['ReceiptPage'], ParentType, ContextType, RequireFields<QueryReceiptsPageArgs, 'page' | 'size'>>;
  receiptsToday?: Resolver<ResolversTypes['ReceiptsToday'], ParentType, ContextType>;
  reports?: Resolver<ResolversTypes['Reports'], ParentType, ContextType, Partial<QueryReportsArgs>>;
  roles?: Resolver<Array<ResolversTypes['RoleOption']>, ParentType, ContextType>;
  rubric?: Resolver<ResolversTypes['Rubric'], ParentType, ContextType, RequireFields<QueryRubricArgs, 'id'>>;
  rubrics?: Resolver<Array<ResolversTypes['Rubric']>, ParentType, ContextType>;
  rubricsByClient?: Resolver<Array<ResolversTypes['Rubric']>, ParentType, ContextType, RequireFields<QueryRubricsByClientArgs, 'clientId'>>;
  rubricsByMeter?: Resolver<Array<ResolversTypes['Rubric']>, ParentType, ContextType, RequireFields<QueryRubricsByMeterArgs, 'meterId'>>;
  searchMeters?: Resolver<Array<ResolversTypes['Meter']>, ParentType, ContextType, RequireFields<QuerySearchMetersArgs, 'search'>>;
  searchRubrics?: Resolver<Array<ResolversTypes['Rubric']>, ParentType, ContextType, Partial<QuerySearchRubricsArgs>>;
  securitySettings?: Resolver<ResolversTypes['SecuritySettings'], ParentType, ContextType>;
  smsMessagesPage?: Resolver<ResolversTypes['SmsMessagePage'], ParentType, ContextType, RequireFields<QuerySmsMessagesPageArgs, 'page' | 'size'>>;
  smsMonthlyCounts?: Resolver<ResolversTypes['SmsMonthlyCounts'], ParentType, ContextType, Partial<QuerySmsMonthlyCountsArgs>>;
  smsTemplates?: Resolver<Array<ResolversTypes['SmsTemplate']>, ParentType, ContextType>;
  suspensionsPage?: Resolver<ResolversTypes['SuspensionPage'], ParentType, ContextType, RequireFields<QuerySuspensionsPageArgs, 'page' | 'size'>>;
  tariffQuote?: Resolver<ResolversTypes['TariffQuote'], ParentType, ContextType, RequireFields<QueryTariffQuoteArgs, 'consumption' | 'contractTypeId'>>;
  till?: Resolver<ResolversTypes['Till'], ParentType, ContextType, Partial<QueryTillArgs>>;
  unfinishedClientImports?: Resolver<Array<ResolversTypes['ClientImportJob']>, ParentType, ContextType>;
  unreadMetersByZone?: Resolver<Array<ResolversTypes['UnreadZone']>, ParentType, ContextType, RequireFields<QueryUnreadMetersByZoneArgs, 'month'>>;
  unreadMetersPage?: Resolver<ResolversTypes['UnreadMeterPage'], ParentType, ContextType, RequireFields<QueryUnreadMetersPageArgs, 'month' | 'page' | 'size' | 'zoneId'>>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['Zone'], ParentType, ContextType, RequireFields<QueryZoneArgs, 'id'>>;
  zones?: Resolver<Array<ResolversTypes['Zone']>, ParentType, ContextType, Partial<QueryZonesArgs>>;
}>;

export type ReadingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reading'] = ResolversParentTypes['Reading']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  anomaly?: Resolver<Maybe<ResolversTypes['ReadingAnomaly']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consumption?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditedCubicMeters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentReading?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['ReadingFlag']>, ParentType, ContextType>;
  indexOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  meter?: Resolver<Maybe<ResolversTypes['Meter']>, ParentType, ContextType>;
  meterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  meterReplaced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previousReading?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readingMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readingYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ReadingState'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReadingAnomalyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingAnomaly'] = ResolversParentTypes['ReadingAnomaly']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  anomalyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billing?: Resolver<ResolversTypes['AnomalyBilling'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withReading?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReadingAnomalyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingAnomalyPayload'] = ResolversParentTypes['ReadingAnomalyPayload']> = ResolversObject<{
  anomaly?: Resolver<Maybe<ResolversTypes['ReadingAnomaly']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReadingBatchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingBatchResult'] = ResolversParentTypes['ReadingBatchResult']> = ResolversObject<{
  clientReadingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['ReadingFlag']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['ReadingBatchOutcome'], ParentType, ContextType>;
  readingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReadingCaptureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingCapture'] = ResolversParentTypes['ReadingCapture']> = ResolversObject<{
  accuracyMeters?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  capturedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPhoto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReadingExpectationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingExpectation'] = ResolversParentTypes['ReadingExpectation']> = ResolversObject<{
  averageConsumption?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  digits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expectedHigh?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expectedLow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousReading?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReadingFlagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingFlag'] = ResolversParentTypes['ReadingFlag']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ReadingFlagCode'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReadingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingPage'] = ResolversParentTypes['ReadingPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Reading']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReadingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingPayload'] = ResolversParentTypes['ReadingPayload']> = ResolversObject<{
  alreadyRecorded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reading?: Resolver<Maybe<ResolversTypes['Reading']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReadingRouteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingRoute'] = ResolversParentTypes['ReadingRoute']> = ResolversObject<{
  anomalies?: Resolver<Array<ResolversTypes['ReadingRouteAnomaly']>, ParentType, ContextType>;
  readingMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readingYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stops?: Resolver<Array<ResolversTypes['ReadingRouteStop']>, ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReadingRouteAnomalyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingRouteAnomaly'] = ResolversParentTypes['ReadingRouteAnomaly']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withReading?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReadingRouteStopResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingRouteStop'] = ResolversParentTypes['ReadingRouteStop']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  high?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serial?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReadingThresholdsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingThresholds'] = ResolversParentTypes['ReadingThresholds']> = ResolversObject<{
  contractTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  highFactor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  highMinimum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowAverageAbove?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowFactor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minimumCubicMeters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  veryHighFactor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  veryHighMinimum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReadingThresholdsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadingThresholdsPayload'] = ResolversParentTypes['ReadingThresholdsPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thresholds?: Resolver<Maybe<ResolversTypes['ReadingThresholds']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Receipt'] = ResolversParentTypes['Receipt']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balanceAfter?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  balanceBefore?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['ReceiptInvoice']>, ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethodLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reversed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reversedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settledAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ReceiptInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceiptInvoice'] = ResolversParentTypes['ReceiptInvoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fineAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readingMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readingYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ReceiptPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceiptPage'] = ResolversParentTypes['ReceiptPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Receipt']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReceiptPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceiptPayload'] = ResolversParentTypes['ReceiptPayload']> = ResolversObject<{
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receipt?: Resolver<Maybe<ResolversTypes['Receipt']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReceiptsTodayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceiptsToday'] = ResolversParentTypes['ReceiptsToday']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ReconnectCutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReconnectCutPayload'] = ResolversParentTypes['ReconnectCutPayload']> = ResolversObject<{
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  cut?: Resolver<Maybe<ResolversTypes['Cut']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RegisterCutsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterCutsPayload'] = ResolversParentTypes['RegisterCutsPayload']> = ResolversObject<{
  cuts?: Resolver<Array<ResolversTypes['Cut']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['CutRefusal']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReplaceMeterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplaceMeterPayload'] = ResolversParentTypes['ReplaceMeterPayload']> = ResolversObject<{
  closedMeter?: Resolver<Maybe<ResolversTypes['Meter']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newMeter?: Resolver<Maybe<ResolversTypes['Meter']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReportsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reports'] = ResolversParentTypes['Reports']> = ResolversObject<{
  billingCollection?: Resolver<Array<ResolversTypes['BillingCollectionMonth']>, ParentType, ContextType>;
  consumption?: Resolver<Array<ResolversTypes['ZoneMonthConsumption']>, ParentType, ContextType>;
  debtAging?: Resolver<Array<ResolversTypes['DebtAgingZone']>, ParentType, ContextType>;
  nonRevenueMeters?: Resolver<ResolversTypes['NonRevenueMeterPage'], ParentType, ContextType, RequireFields<ReportsNonRevenueMetersArgs, 'page' | 'size'>>;
  nonRevenueZones?: Resolver<Array<ResolversTypes['ZoneConsumptionTrend']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethodMonth']>, ParentType, ContextType>;
  readingsProgress?: Resolver<Array<ResolversTypes['ZoneReadingsProgress']>, ParentType, ContextType>;
  topDebtors?: Resolver<ResolversTypes['TopDebtorPage'], ParentType, ContextType, RequireFields<ReportsTopDebtorsArgs, 'page' | 'size'>>;
}>;

export type RequestBackupPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestBackupPayload'] = ResolversParentTypes['RequestBackupPayload']> = ResolversObject<{
  backup?: Resolver<Maybe<ResolversTypes['Backup']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RevokeApiKeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeApiKeyPayload'] = ResolversParentTypes['RevokeApiKeyPayload']> = ResolversObject<{
  apiKey?: Resolver<Maybe<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RoleOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoleOption'] = ResolversParentTypes['RoleOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type RubricResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Rubric'] = ResolversParentTypes['Rubric']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rubricId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RubricPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RubricPayload'] = ResolversParentTypes['RubricPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rubric?: Resolver<Maybe<ResolversTypes['Rubric']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SecuritySettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecuritySettings'] = ResolversParentTypes['SecuritySettings']> = ResolversObject<{
  twoFactorRequiredForAdmins?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SecuritySettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecuritySettingsPayload'] = ResolversParentTypes['SecuritySettingsPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  securitySettings?: Resolver<Maybe<ResolversTypes['SecuritySettings']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SendReadingBatchPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendReadingBatchPayload'] = ResolversParentTypes['SendReadingBatchPayload']> = ResolversObject<{
  alreadyRecorded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['ReadingBatchResult']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SmsEventCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsEventCount'] = ResolversParentTypes['SmsEventCount']> = ResolversObject<{
  event?: Resolver<ResolversTypes['SmsEvent'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SmsMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsMessage'] = ResolversParentTypes['SmsMessage']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  encoding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['SmsEvent'], ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerMessageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resendOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SmsState'], ParentType, ContextType>;
}>;

export type SmsMessagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsMessagePage'] = ResolversParentTypes['SmsMessagePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SmsMessage']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SmsMessagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsMessagePayload'] = ResolversParentTypes['SmsMessagePayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  smsMessage?: Resolver<Maybe<ResolversTypes['SmsMessage']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SmsMonthlyCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsMonthlyCounts'] = ResolversParentTypes['SmsMonthlyCounts']> = ResolversObject<{
  byEvent?: Resolver<Array<ResolversTypes['SmsEventCount']>, ParentType, ContextType>;
  byState?: Resolver<Array<ResolversTypes['SmsStateCount']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SmsOptOutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsOptOut'] = ResolversParentTypes['SmsOptOut']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  optedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  since?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SmsOptOutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsOptOutPayload'] = ResolversParentTypes['SmsOptOutPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  optOut?: Resolver<Maybe<ResolversTypes['SmsOptOut']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SmsPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsPreview'] = ResolversParentTypes['SmsPreview']> = ResolversObject<{
  characters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  encoding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SmsStateCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsStateCount'] = ResolversParentTypes['SmsStateCount']> = ResolversObject<{
  messages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SmsState'], ParentType, ContextType>;
}>;

export type SmsTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsTemplate'] = ResolversParentTypes['SmsTemplate']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysBefore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['SmsEvent'], ParentType, ContextType>;
  placeholders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['SmsPreview'], ParentType, ContextType>;
  transliterate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SmsTemplatePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsTemplatePayload'] = ResolversParentTypes['SmsTemplatePayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  template?: Resolver<Maybe<ResolversTypes['SmsTemplate']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StatementInstalmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementInstalment'] = ResolversParentTypes['StatementInstalment']> = ResolversObject<{
  agreementId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StatementLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementLine'] = ResolversParentTypes['StatementLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatementOpenInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementOpenInvoice'] = ResolversParentTypes['StatementOpenInvoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fineAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  limitDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readingMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readingYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type SuspensionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Suspension'] = ResolversParentTypes['Suspension']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SuspensionStatus'], ParentType, ContextType>;
  suspensionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['Zone']>, ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SuspensionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SuspensionPage'] = ResolversParentTypes['SuspensionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Suspension']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SuspensionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SuspensionPayload'] = ResolversParentTypes['SuspensionPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suspension?: Resolver<Maybe<ResolversTypes['Suspension']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TariffBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TariffBlock'] = ResolversParentTypes['TariffBlock']> = ResolversObject<{
  flat?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  upTo?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type TariffLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TariffLine'] = ResolversParentTypes['TariffLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TariffLineKind'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type TariffQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TariffQuote'] = ResolversParentTypes['TariffQuote']> = ResolversObject<{
  lines?: Resolver<Array<ResolversTypes['TariffLine']>, ParentType, ContextType>;
  tariffVersionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type TariffVersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TariffVersion'] = ResolversParentTypes['TariffVersion']> = ResolversObject<{
  blocks?: Resolver<Array<ResolversTypes['TariffBlock']>, ParentType, ContextType>;
  contractTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  effectiveFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fixedCharge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fixedChargeDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minimumCharge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sanitationExemptUpTo?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sanitationRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tariffVersionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vatExemptUpTo?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TariffVersionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TariffVersionPayload'] = ResolversParentTypes['TariffVersionPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tariffVersion?: Resolver<Maybe<ResolversTypes['TariffVersion']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TillResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Till'] = ResolversParentTypes['Till']> = ResolversObject<{
  closing?: Resolver<Maybe<ResolversTypes['TillClosing']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedCash?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['TillMethod']>, ParentType, ContextType>;
  receiptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receiptTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reversedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reversedTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TillClosingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TillClosing'] = ResolversParentTypes['TillClosing']> = ResolversObject<{
  closedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countedCash?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expectedCash?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TillMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TillMethod'] = ResolversParentTypes['TillMethod']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type TopDebtorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TopDebtor'] = ResolversParentTypes['TopDebtor']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysOverdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  debt?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oldestLimitDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TopDebtorPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TopDebtorPage'] = ResolversParentTypes['TopDebtorPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['TopDebtor']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TwoFactorChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorChangePayload'] = ResolversParentTypes['TwoFactorChangePayload']> = ResolversObject<{
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TwoFactorSetupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorSetup'] = ResolversParentTypes['TwoFactorSetup']> = ResolversObject<{
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TwoFactorSetupPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorSetupPayload'] = ResolversParentTypes['TwoFactorSetupPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  setup?: Resolver<Maybe<ResolversTypes['TwoFactorSetup']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TwoFactorStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requiredForAdmins?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UnreadMeterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnreadMeter'] = ResolversParentTypes['UnreadMeter']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  meterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  serial?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UnreadMeterPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnreadMeterPage'] = ResolversParentTypes['UnreadMeterPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['UnreadMeter']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UnreadZoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnreadZone'] = ResolversParentTypes['UnreadZone']> = ResolversObject<{
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPayload'] = ResolversParentTypes['UserPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserSession'] = ResolversParentTypes['UserSession']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ZoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Zone'] = ResolversParentTypes['Zone']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  designation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enterprise?: Resolver<ResolversTypes['Enterprise'], ParentType, ContextType>;
  enterpriseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  enterpriseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ZoneConsumptionTrendResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZoneConsumptionTrend'] = ResolversParentTypes['ZoneConsumptionTrend']> = ResolversObject<{
  change?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  consumption?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fell?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previousYearConsumption?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ZoneMonthConsumptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZoneMonthConsumption'] = ResolversParentTypes['ZoneMonthConsumption']> = ResolversObject<{
  averagePerMeter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  consumption?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ZonePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZonePayload'] = ResolversParentTypes['ZonePayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['Zone']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ZoneReadingsProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZoneReadingsProgress'] = ResolversParentTypes['ZoneReadingsProgress']> = ResolversObject<{
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AgreementInstalment?: AgreementInstalmentResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  AttachMpesaStatementLinePayload?: AttachMpesaStatementLinePayloadResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  AuthSession?: AuthSessionResolvers<ContextType>;
  Backup?: BackupResolvers<ContextType>;
  BackupPage?: BackupPageResolvers<ContextType>;
  BackupSettings?: BackupSettingsResolvers<ContextType>;
  BillingCollectionMonth?: BillingCollectionMonthResolvers<ContextType>;
  BulkUpdateReadingsPayload?: BulkUpdateReadingsPayloadResolvers<ContextType>;
  ChargeRubricPayload?: ChargeRubricPayloadResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  ClientDebt?: ClientDebtResolvers<ContextType>;
  ClientImport?: ClientImportResolvers<ContextType>;
  ClientImportJob?: ClientImportJobResolvers<ContextType>;
  ClientImportRowProblem?: ClientImportRowProblemResolvers<ContextType>;
  ClientPage?: ClientPageResolvers<ContextType>;
  ClientRubric?: ClientRubricResolvers<ContextType>;
  ClientStatement?: ClientStatementResolvers<ContextType>;
  CloseTillPayload?: CloseTillPayloadResolvers<ContextType>;
  ConfirmTwoFactorPayload?: ConfirmTwoFactorPayloadResolvers<ContextType>;
  Contract?: ContractResolvers<ContextType>;
  ContractPage?: ContractPageResolvers<ContextType>;
  ContractPayload?: ContractPayloadResolvers<ContextType>;
  ContractPaymentAgreements?: ContractPaymentAgreementsResolvers<ContextType>;
  ContractType?: ContractTypeResolvers<ContextType>;
  ContractTypePayload?: ContractTypePayloadResolvers<ContextType>;
  CreateApiKeyPayload?: CreateApiKeyPayloadResolvers<ContextType>;
  CreateClientPayload?: CreateClientPayloadResolvers<ContextType>;
  CustomerPayload?: CustomerPayloadResolvers<ContextType>;
  Cut?: CutResolvers<ContextType>;
  CutCandidate?: CutCandidateResolvers<ContextType>;
  CutCandidatePage?: CutCandidatePageResolvers<ContextType>;
  CutPage?: CutPageResolvers<ContextType>;
  CutPayload?: CutPayloadResolvers<ContextType>;
  CutRefusal?: CutRefusalResolvers<ContextType>;
  DashboardCounts?: DashboardCountsResolvers<ContextType>;
  DebtAgingZone?: DebtAgingZoneResolvers<ContextType>;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  EndSessionsPayload?: EndSessionsPayloadResolvers<ContextType>;
  Enterprise?: EnterpriseResolvers<ContextType>;
  EnterprisePayload?: EnterprisePayloadResolvers<ContextType>;
  FineConfiguration?: FineConfigurationResolvers<ContextType>;
  FineConfigurationPayload?: FineConfigurationPayloadResolvers<ContextType>;
  FlaggedReadingsZone?: FlaggedReadingsZoneResolvers<ContextType>;
  InputError?: InputErrorResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceConfiguration?: InvoiceConfigurationResolvers<ContextType>;
  InvoiceConfigurationPayload?: InvoiceConfigurationPayloadResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  InvoicePayload?: InvoicePayloadResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Meter?: MeterResolvers<ContextType>;
  MeterPayload?: MeterPayloadResolvers<ContextType>;
  Money?: GraphQLScalarType;
  MpesaPayment?: MpesaPaymentResolvers<ContextType>;
  MpesaPaymentPage?: MpesaPaymentPageResolvers<ContextType>;
  MpesaPaymentPayload?: MpesaPaymentPayloadResolvers<ContextType>;
  MpesaStatement?: MpesaStatementResolvers<ContextType>;
  MpesaStatementGroup?: MpesaStatementGroupResolvers<ContextType>;
  MpesaStatementLine?: MpesaStatementLineResolvers<ContextType>;
  MpesaStatementLinePage?: MpesaStatementLinePageResolvers<ContextType>;
  MpesaStatementMissingReceipt?: MpesaStatementMissingReceiptResolvers<ContextType>;
  MpesaStatementPage?: MpesaStatementPageResolvers<ContextType>;
  MpesaStatementSummary?: MpesaStatementSummaryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationPayload?: MutationPayloadResolvers<ContextType>;
  MyReading?: MyReadingResolvers<ContextType>;
  MyReadingsToday?: MyReadingsTodayResolvers<ContextType>;
  NonRevenueMeter?: NonRevenueMeterResolvers<ContextType>;
  NonRevenueMeterPage?: NonRevenueMeterPageResolvers<ContextType>;
  PayInvoicesPayload?: PayInvoicesPayloadResolvers<ContextType>;
  PaymentAgreement?: PaymentAgreementResolvers<ContextType>;
  PaymentAgreementPayload?: PaymentAgreementPayloadResolvers<ContextType>;
  PaymentMethodMonth?: PaymentMethodMonthResolvers<ContextType>;
  PaymentMethodOption?: PaymentMethodOptionResolvers<ContextType>;
  PutReadingPhotoPayload?: PutReadingPhotoPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reading?: ReadingResolvers<ContextType>;
  ReadingAnomaly?: ReadingAnomalyResolvers<ContextType>;
  ReadingAnomalyPayload?: ReadingAnomalyPayloadResolvers<ContextType>;
  ReadingBatchResult?: ReadingBatchResultResolvers<ContextType>;
  ReadingCapture?: ReadingCaptureResolvers<ContextType>;
  ReadingExpectation?: ReadingExpectationResolvers<ContextType>;
  ReadingFlag?: ReadingFlagResolvers<ContextType>;
  ReadingPage?: ReadingPageResolvers<ContextType>;
  ReadingPayload?: ReadingPayloadResolvers<ContextType>;
  ReadingRoute?: ReadingRouteResolvers<ContextType>;
  ReadingRouteAnomaly?: ReadingRouteAnomalyResolvers<ContextType>;
  ReadingRouteStop?: ReadingRouteStopResolvers<ContextType>;
  ReadingThresholds?: ReadingThresholdsResolvers<ContextType>;
  ReadingThresholdsPayload?: ReadingThresholdsPayloadResolvers<ContextType>;
  Receipt?: ReceiptResolvers<ContextType>;
  ReceiptInvoice?: ReceiptInvoiceResolvers<ContextType>;
  ReceiptPage?: ReceiptPageResolvers<ContextType>;
  ReceiptPayload?: ReceiptPayloadResolvers<ContextType>;
  ReceiptsToday?: ReceiptsTodayResolvers<ContextType>;
  ReconnectCutPayload?: ReconnectCutPayloadResolvers<ContextType>;
  RegisterCutsPayload?: RegisterCutsPayloadResolvers<ContextType>;
  ReplaceMeterPayload?: ReplaceMeterPayloadResolvers<ContextType>;
  Reports?: ReportsResolvers<ContextType>;
  RequestBackupPayload?: RequestBackupPayloadResolvers<ContextType>;
  RevokeApiKeyPayload?: RevokeApiKeyPayloadResolvers<ContextType>;
  RoleOption?: RoleOptionResolvers<ContextType>;
  Rubric?: RubricResolvers<ContextType>;
  RubricPayload?: RubricPayloadResolvers<ContextType>;
  SecuritySettings?: SecuritySettingsResolvers<ContextType>;
  SecuritySettingsPayload?: SecuritySettingsPayloadResolvers<ContextType>;
  SendReadingBatchPayload?: SendReadingBatchPayloadResolvers<ContextType>;
  SmsEventCount?: SmsEventCountResolvers<ContextType>;
  SmsMessage?: SmsMessageResolvers<ContextType>;
  SmsMessagePage?: SmsMessagePageResolvers<ContextType>;
  SmsMessagePayload?: SmsMessagePayloadResolvers<ContextType>;
  SmsMonthlyCounts?: SmsMonthlyCountsResolvers<ContextType>;
  SmsOptOut?: SmsOptOutResolvers<ContextType>;
  SmsOptOutPayload?: SmsOptOutPayloadResolvers<ContextType>;
  SmsPreview?: SmsPreviewResolvers<ContextType>;
  SmsStateCount?: SmsStateCountResolvers<ContextType>;
  SmsTemplate?: SmsTemplateResolvers<ContextType>;
  SmsTemplatePayload?: SmsTemplatePayloadResolvers<ContextType>;
  StatementInstalment?: StatementInstalmentResolvers<ContextType>;
  StatementLine?: StatementLineResolvers<ContextType>;
  StatementOpenInvoice?: StatementOpenInvoiceResolvers<ContextType>;
  Suspension?: SuspensionResolvers<ContextType>;
  SuspensionPage?: SuspensionPageResolvers<ContextType>;
  SuspensionPayload?: SuspensionPayloadResolvers<ContextType>;
  TariffBlock?: TariffBlockResolvers<ContextType>;
  TariffLine?: TariffLineResolvers<ContextType>;
  TariffQuote?: TariffQuoteResolvers<ContextType>;
  TariffVersion?: TariffVersionResolvers<ContextType>;
  TariffVersionPayload?: TariffVersionPayloadResolvers<ContextType>;
  Till?: TillResolvers<ContextType>;
  TillClosing?: TillClosingResolvers<ContextType>;
  TillMethod?: TillMethodResolvers<ContextType>;
  TopDebtor?: TopDebtorResolvers<ContextType>;
  TopDebtorPage?: TopDebtorPageResolvers<ContextType>;
  TwoFactorChangePayload?: TwoFactorChangePayloadResolvers<ContextType>;
  TwoFactorSetup?: TwoFactorSetupResolvers<ContextType>;
  TwoFactorSetupPayload?: TwoFactorSetupPayloadResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  UnreadMeter?: UnreadMeterResolvers<ContextType>;
  UnreadMeterPage?: UnreadMeterPageResolvers<ContextType>;
  UnreadZone?: UnreadZoneResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
  UserSession?: UserSessionResolvers<ContextType>;
  Zone?: ZoneResolvers<ContextType>;
  ZoneConsumptionTrend?: ZoneConsumptionTrendResolvers<ContextType>;
  ZoneMonthConsumption?: ZoneMonthConsumptionResolvers<ContextType>;
  ZonePayload?: ZonePayloadResolvers<ContextType>;
  ZoneReadingsProgress?: ZoneReadingsProgressResolvers<ContextType>;
}>;

