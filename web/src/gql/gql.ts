/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      twoFactorToken\n      message\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginWithTwoFactor($input: LoginWithTwoFactorInput!) {\n    loginWithTwoFactor(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      twoFactorToken\n      message\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.LoginWithTwoFactorDocument,
    "\n  mutation FirstSignInPassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      message\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.FirstSignInPasswordDocument,
    "\n  mutation StartOwedTwoFactor {\n    startTwoFactorSetup {\n      setup {\n        secret\n        otpauthUri\n      }\n      message\n    }\n  }\n": typeof types.StartOwedTwoFactorDocument,
    "\n  mutation ConfirmOwedTwoFactor($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactor(input: $input) {\n      recoveryCodes\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      message\n    }\n  }\n": typeof types.ConfirmOwedTwoFactorDocument,
    "\n  query OtherPaymentsClientsQuery($search: String) {\n    clientsPage(page: 1, size: 20, search: $search, sort: \"name,asc\") {\n      items {\n        clientId\n        name\n        phoneNumber\n      }\n    }\n  }\n": typeof types.OtherPaymentsClientsQueryDocument,
    "\n  query OtherPaymentsRubricsQuery($search: String) {\n    searchRubrics(search: $search, size: 20) {\n      rubricId\n      name\n      description\n      price\n    }\n  }\n": typeof types.OtherPaymentsRubricsQueryDocument,
    "\n  query OtherPaymentsChargesQuery($clientId: ID!) {\n    client(id: $clientId) {\n      clientId\n      name\n      balance\n      chargedRubrics {\n        ...ChargedRubricRow\n      }\n    }\n  }\n": typeof types.OtherPaymentsChargesQueryDocument,
    "\n  fragment ChargedRubricRow on ClientRubric {\n    id\n    clientId\n    clientName\n    rubricId\n    rubricName\n    rubricDescription\n    quantity\n    amount\n    createdAt\n  }\n": typeof types.ChargedRubricRowFragmentDoc,
    "\n  mutation ChargeRubric($input: ChargeRubricInput!) {\n    chargeRubric(input: $input) {\n      clientRubric {\n        ...ChargedRubricRow\n      }\n      client {\n        clientId\n        balance\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.ChargeRubricDocument,
    "\n  query CustomersQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    clientsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        clientId\n        name\n        phoneNumber\n        address\n        nuit\n        zoneId\n        alternativeNumber\n        observation\n        exemptFromFines\n        wantsReceiptSMS\n        wantsInvoiceSMS\n        zone {\n          designation\n        }\n        balance\n        contract {\n          contractId\n          contractStatus\n          contractTypeId\n          balance\n          contractType {\n            designation\n          }\n        }\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n    contractTypes {\n      contractTypeId\n      designation\n    }\n  }\n": typeof types.CustomersQueryDocument,
    "\n  mutation UpdateCustomer($input: UpdateCustomerInput!) {\n    updateCustomer(input: $input) {\n      contractUpdated\n      balanceAdjustment\n      ...MutationResult\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  query ContractStepQuery {\n    contractTypes {\n      contractTypeId\n      designation\n    }\n  }\n": typeof types.ContractStepQueryDocument,
    "\n  query ContractsListQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    contractsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        contractId\n        startDate\n        endDate\n        clientId\n        meterId\n        contractType {\n          designation\n        }\n        description\n        contractStatus\n        balance\n      }\n    }\n  }\n": typeof types.ContractsListQueryDocument,
    "\n  query CreateContractZonesQuery {\n    zones {\n      zoneId\n      designation\n    }\n  }\n": typeof types.CreateContractZonesQueryDocument,
    "\n  query CreateContractResumeQuery($id: ID!) {\n    client(id: $id) {\n      clientId\n      name\n      phoneNumber\n      address\n      nuit\n      zoneId\n      alternativeNumber\n      observation\n      exemptFromFines\n      wantsReceiptSMS\n      wantsInvoiceSMS\n    }\n  }\n": typeof types.CreateContractResumeQueryDocument,
    "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      client {\n        clientId\n        zoneId\n      }\n      meter {\n        meterId\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.CreateClientDocument,
    "\n  mutation CreateContract($input: ContractInput!) {\n    createContract(input: $input) {\n      contract {\n        contractId\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.CreateContractDocument,
    "\n  query CutCandidatesQuery($page: Int!, $size: Int!, $zoneId: ID) {\n    cutCandidates(page: $page, size: $size, zoneId: $zoneId) {\n      total\n      items {\n        meterId\n        clientId\n        clientName\n        address\n        zoneName\n        debt\n        monthsOwed\n        daysOverdue\n        lastPaymentDate\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n  }\n": typeof types.CutCandidatesQueryDocument,
    "\n  mutation RegisterCuts($input: RegisterCutsInput!) {\n    registerCuts(input: $input) {\n      cuts {\n        ...CutRow\n      }\n      refused {\n        meterId\n        message\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.RegisterCutsDocument,
    "\n  fragment CutRow on Cut {\n    cutId\n    startDate\n    endDate\n    meterId\n    clientId\n    clientName\n    zone {\n      zoneId\n      designation\n    }\n    client {\n      clientId\n      balance\n    }\n  }\n": typeof types.CutRowFragmentDoc,
    "\n  query CutsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    cutsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        ...CutRow\n      }\n    }\n  }\n": typeof types.CutsPageQueryDocument,
    "\n  mutation CreateCut($input: CreateCutInput!) {\n    createCut(input: $input) {\n      cut {\n        ...CutRow\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.CreateCutDocument,
    "\n  mutation UpdateCut($id: ID!, $input: UpdateCutInput!) {\n    updateCut(id: $id, input: $input) {\n      cut {\n        ...CutRow\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.UpdateCutDocument,
    "\n  mutation ReconnectCut($id: ID!) {\n    reconnectCut(id: $id) {\n      cut {\n        ...CutRow\n      }\n      client {\n        clientId\n        balance\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.ReconnectCutDocument,
    "\n  query DashboardReportsQuery {\n    reports {\n      billingCollection {\n        ...BillingCollectionFields\n      }\n      debtAging {\n        ...DebtAgingFields\n      }\n    }\n  }\n": typeof types.DashboardReportsQueryDocument,
    "\n  query DashboardQuery {\n    dashboardCounts {\n      cuts\n      readings\n      invoices\n      clients\n    }\n  }\n": typeof types.DashboardQueryDocument,
    "\n  query InvoicesPageQuery($page: Int!, $size: Int!, $search: String, $sort: String, $zoneId: ID) {\n    invoicesPage(page: $page, size: $size, search: $search, sort: $sort, zoneId: $zoneId) {\n      total\n      items {\n        invoiceId\n        readingId\n        clientName\n        readingMonth\n        readingYear\n        amount\n        fineAmount\n        totalAmount\n        finePercentage\n        limitDate\n        paymentDate\n        paymentStatus\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n  }\n": typeof types.InvoicesPageQueryDocument,
    "\n  query MpesaPaymentsPageQuery($page: Int!, $size: Int!, $search: String, $status: [String!]) {\n    mpesaPaymentsPage(page: $page, size: $size, search: $search, status: $status) {\n      items {\n        ...MpesaPaymentFields\n      }\n      total\n    }\n  }\n": typeof types.MpesaPaymentsPageQueryDocument,
    "\n  mutation ReverseMpesaPayment($id: ID!) {\n    reverseMpesaPayment(id: $id) {\n      mpesaPayment {\n        ...MpesaPaymentFields\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.ReverseMpesaPaymentDocument,
    "\n  fragment MpesaStatementLineFields on MpesaStatementLine {\n    id\n    row\n    transactionId\n    completedAt\n    details\n    msisdn\n    amount\n    match\n    matchLabel\n    expectedAmount\n    receiptId\n    clientId\n    clientName\n  }\n": typeof types.MpesaStatementLineFieldsFragmentDoc,
    "\n  query MpesaStatementsQuery {\n    mpesaStatements(page: 1, size: 20) {\n      items {\n        id\n        fileName\n        lineCount\n        createdAt\n      }\n      total\n    }\n  }\n": typeof types.MpesaStatementsQueryDocument,
    "\n  query MpesaStatementQuery($id: ID!) {\n    mpesaStatement(id: $id) {\n      id\n      fileName\n      periodFrom\n      periodTo\n      createdAt\n      matched {\n        count\n        total\n      }\n      mismatched {\n        count\n        total\n      }\n      unmatched {\n        count\n        total\n      }\n      lines {\n        ...MpesaStatementLineFields\n      }\n      missingReceipts {\n        receiptId\n        clientName\n        paymentDate\n        amount\n        reference\n      }\n    }\n  }\n": typeof types.MpesaStatementQueryDocument,
    "\n  mutation AttachMpesaStatementLine($input: AttachMpesaStatementLineInput!) {\n    attachMpesaStatementLine(input: $input) {\n      line {\n        ...MpesaStatementLineFields\n      }\n      receiptId\n      ...MutationResult\n    }\n  }\n": typeof types.AttachMpesaStatementLineDocument,
    "\n  query PreviousReadingQuery($meterId: ID!, $readingYear: Int!, $readingMonth: Int!) {\n    previousReading(meterId: $meterId, readingYear: $readingYear, readingMonth: $readingMonth)\n    monthReading(meterId: $meterId, readingYear: $readingYear, readingMonth: $readingMonth) {\n      readingId\n      currentReading\n    }\n  }\n": typeof types.PreviousReadingQueryDocument,
    "\n  query ReadingsPageQuery(\n    $page: Int!\n    $size: Int!\n    $search: String\n    $sort: String\n    $zoneId: ID\n    $state: ReadingState\n  ) {\n    readingsPage(page: $page, size: $size, search: $search, sort: $sort, zoneId: $zoneId, state: $state) {\n      total\n      items {\n        readingId\n        meterId\n        clientId\n        clientName\n        zoneId\n        readingMonth\n        readingYear\n        previousReading\n        currentReading\n        consumption\n        state\n        createdAt\n      }\n    }\n    zones {\n      zoneId\n      designation\n      description\n    }\n  }\n": typeof types.ReadingsPageQueryDocument,
    "\n  mutation UpdateReading($id: ID!, $input: UpdateReadingInput!) {\n    updateReading(id: $id, input: $input) {\n      reading {\n        readingId\n        readingMonth\n        currentReading\n        consumption\n        state\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.UpdateReadingDocument,
    "\n  mutation BulkUpdateReadings($input: BulkUpdateReadingsInput!) {\n    bulkUpdateReadings(input: $input) {\n      updated\n      message\n    }\n  }\n": typeof types.BulkUpdateReadingsDocument,
    "\n  mutation CreateReading($input: CreateReadingInput!) {\n    createReading(input: $input) {\n      reading {\n        readingId\n        consumption\n      }\n      invoice {\n        invoiceId\n        readingId\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.CreateReadingDocument,
    "\n  fragment PaymentClient on Client {\n    clientId\n    name\n    phoneNumber\n    balance\n    debt {\n      invoiceCount\n      invoicesAmount\n      fines\n      otherCharges\n      credit\n      total\n    }\n    unpaidInvoices {\n      invoiceId\n      description\n      readingMonth\n      readingYear\n      limitDate\n      amount\n      fineAmount\n      totalAmount\n    }\n    receipts(limit: 5) {\n      receiptId\n      paymentDate\n      paymentMethodLabel\n      amount\n      reversed\n    }\n  }\n": typeof types.PaymentClientFragmentDoc,
    "\n  query InvoicePaymentQuery($clientId: ID!) {\n    client(id: $clientId) {\n      ...PaymentClient\n    }\n    paymentMethods {\n      value\n      label\n    }\n  }\n": typeof types.InvoicePaymentQueryDocument,
    "\n  mutation PayInvoices($input: PayInvoicesInput!) {\n    payInvoices(input: $input) {\n      receipt {\n        receiptId\n        amount\n      }\n      paidInvoices {\n        invoiceId\n        paymentStatus\n      }\n      client {\n        ...PaymentClient\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.PayInvoicesDocument,
    "\n  mutation RequestMpesaPayment($input: RequestMpesaPaymentInput!) {\n    requestMpesaPayment(input: $input) {\n      mpesaPayment {\n        ...MpesaPaymentFields\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.RequestMpesaPaymentDocument,
    "\n  query MpesaPaymentQuery($id: ID!) {\n    mpesaPayment(id: $id) {\n      ...MpesaPaymentFields\n    }\n  }\n": typeof types.MpesaPaymentQueryDocument,
    "\n  query ReceiptsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    receiptsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        ...ReceiptRow\n      }\n    }\n  }\n": typeof types.ReceiptsPageQueryDocument,
    "\n  fragment ReceiptRow on Receipt {\n    receiptId\n    clientId\n    clientName\n    paymentDate\n    paymentMethod\n    paymentMethodLabel\n    amount\n    reversed\n    invoices {\n      invoiceId\n    }\n  }\n": typeof types.ReceiptRowFragmentDoc,
    "\n  query ReportsPageQuery($from: String, $to: String, $zoneId: ID) {\n    reports(from: $from, to: $to, zoneId: $zoneId) {\n      billingCollection {\n        ...BillingCollectionFields\n      }\n      debtAging {\n        ...DebtAgingFields\n      }\n      consumption {\n        zoneId\n        zoneName\n        month\n        consumption\n        readings\n        averagePerMeter\n      }\n      nonRevenueZones {\n        zoneId\n        zoneName\n        consumption\n        previousYearConsumption\n        change\n        fell\n      }\n      nonRevenueMeters(page: 1, size: 50) {\n        total\n        items {\n          meterId\n          clientName\n          zoneName\n          signal\n          month\n          consumptions\n        }\n      }\n      topDebtors(page: 1, size: 10) {\n        total\n        items {\n          clientId\n          clientName\n          zoneName\n          debt\n          invoices\n          daysOverdue\n        }\n      }\n      paymentMethods {\n        month\n        paymentMethod\n        paymentMethodLabel\n        receipts\n        amount\n      }\n      readingsProgress {\n        zoneId\n        zoneName\n        month\n        expected\n        registered\n        approved\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n  }\n": typeof types.ReportsPageQueryDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...MutationResult\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query SettingsQuery($admin: Boolean!) {\n    mySessions {\n      sessionId\n      userAgent\n      address\n      signedInAt\n      lastUsedAt\n      current\n    }\n    myTwoFactor @include(if: $admin) {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n      requiredForAdmins\n    }\n    users @include(if: $admin) {\n      userId\n      name\n      username\n      role\n      active\n    }\n  }\n": typeof types.SettingsQueryDocument,
    "\n  mutation ResetUserTwoFactor($id: ID!) {\n    resetUserTwoFactor(id: $id) {\n      ...MutationResult\n      done\n    }\n  }\n": typeof types.ResetUserTwoFactorDocument,
    "\n  mutation EndSession($sessionId: ID!) {\n    endSession(sessionId: $sessionId) {\n      ...MutationResult\n      ended\n    }\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      ...MutationResult\n      ended\n    }\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      ...MutationResult\n      setup {\n        secret\n        otpauthUri\n      }\n    }\n  }\n": typeof types.StartTwoFactorSetupDocument,
    "\n  mutation ConfirmTwoFactor($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactor(input: $input) {\n      ...MutationResult\n      recoveryCodes\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n    }\n  }\n": typeof types.ConfirmTwoFactorDocument,
    "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      ...MutationResult\n      done\n    }\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      ...MutationResult\n      securitySettings {\n        twoFactorRequiredForAdmins\n      }\n    }\n  }\n": typeof types.UpdateSecuritySettingsDocument,
    "\n  query ApiKeysQuery {\n    apiKeys {\n      apiKeyId\n      name\n      expiresOn\n      state\n      lastUsedAt\n    }\n  }\n": typeof types.ApiKeysQueryDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...MutationResult\n      secret\n      apiKey {\n        apiKeyId\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ...MutationResult } }": typeof types.RevokeApiKeyDocument,
    "mutation CreateContractType($input: ContractTypeInput!) { createContractType(input: $input) { ...MutationResult } }": typeof types.CreateContractTypeDocument,
    "mutation UpdateContractType($id: ID!, $input: ContractTypeInput!) { updateContractType(id: $id, input: $input) { ...MutationResult } }": typeof types.UpdateContractTypeDocument,
    "mutation CreateEnterprise($input: EnterpriseInput!) { createEnterprise(input: $input) { ...MutationResult } }": typeof types.CreateEnterpriseDocument,
    "mutation UpdateEnterprise($id: ID!, $input: EnterpriseInput!) { updateEnterprise(id: $id, input: $input) { ...MutationResult } }": typeof types.UpdateEnterpriseDocument,
    "mutation CreateFineConfiguration($input: FineConfigurationInput!) { createFineConfiguration(input: $input) { ...MutationResult } }": typeof types.CreateFineConfigurationDocument,
    "mutation UpdateFineConfiguration($id: ID!, $input: FineConfigurationInput!) { updateFineConfiguration(id: $id, input: $input) { ...MutationResult } }": typeof types.UpdateFineConfigurationDocument,
    "mutation CreateInvoiceConfiguration($input: InvoiceConfigurationInput!) { createInvoiceConfiguration(input: $input) { ...MutationResult } }": typeof types.CreateInvoiceConfigurationDocument,
    "mutation UpdateInvoiceConfiguration($id: ID!, $input: InvoiceConfigurationInput!) { updateInvoiceConfiguration(id: $id, input: $input) { ...MutationResult } }": typeof types.UpdateInvoiceConfigurationDocument,
    "mutation CreateRubric($input: RubricInput!) { createRubric(input: $input) { ...MutationResult } }": typeof types.CreateRubricDocument,
    "mutation UpdateRubric($id: ID!, $input: RubricInput!) { updateRubric(id: $id, input: $input) { ...MutationResult } }": typeof types.UpdateRubricDocument,
    "\n  query SetupPageQuery {\n    enterprises {\n      enterpriseId\n      name\n      email\n      nuit\n      phoneNumber\n      address\n    }\n    zones {\n      zoneId\n      designation\n      description\n      enterpriseId\n      enterprise {\n        enterpriseId\n        name\n      }\n    }\n    invoiceConfigurations {\n      invoiceConfigurationId\n      description\n      minInterval\n      maxInterval\n      active\n    }\n    contractTypes {\n      contractTypeId\n      designation\n      minimumConsumptionValue\n      pricePerConsumptionUnit\n      reconnectionFee\n    }\n    fineConfigurations {\n      fineConfigurationId\n      minInterval\n      maxInterval\n      acruedFinePercentage\n      active\n    }\n    rubrics {\n      rubricId\n      name\n      description\n      price\n    }\n    users {\n      userId\n      name\n      username\n      phoneNumber\n      address\n      role\n      active\n    }\n    roles {\n      value\n      label\n    }\n  }\n": typeof types.SetupPageQueryDocument,
    "mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { ...MutationResult } }": typeof types.CreateUserDocument,
    "mutation UpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ...MutationResult } }": typeof types.UpdateUserDocument,
    "mutation CreateZone($input: ZoneInput!) { createZone(input: $input) { ...MutationResult } }": typeof types.CreateZoneDocument,
    "mutation UpdateZone($id: ID!, $input: ZoneInput!) { updateZone(id: $id, input: $input) { ...MutationResult } }": typeof types.UpdateZoneDocument,
    "\n  fragment SuspensionRow on Suspension {\n    suspensionId\n    meterId\n    startDate\n    endDate\n    reason\n    status\n    notes\n    clientId\n    clientName\n    zone {\n      zoneId\n      designation\n    }\n  }\n": typeof types.SuspensionRowFragmentDoc,
    "\n  query SuspensionsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    suspensionsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        ...SuspensionRow\n      }\n    }\n  }\n": typeof types.SuspensionsPageQueryDocument,
    "\n  mutation CreateSuspension($input: CreateSuspensionInput!) {\n    createSuspension(input: $input) {\n      suspension {\n        ...SuspensionRow\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.CreateSuspensionDocument,
    "\n  mutation UpdateSuspension($id: ID!, $input: UpdateSuspensionInput!) {\n    updateSuspension(id: $id, input: $input) {\n      suspension {\n        ...SuspensionRow\n      }\n      ...MutationResult\n    }\n  }\n": typeof types.UpdateSuspensionDocument,
    "\n  fragment MpesaPaymentFields on MpesaPayment {\n    id\n    clientId\n    clientName\n    invoiceIds\n    msisdn\n    amount\n    status\n    statusLabel\n    transactionReference\n    thirdPartyReference\n    transactionId\n    reason\n    receiptId\n    createdAt\n  }\n": typeof types.MpesaPaymentFieldsFragmentDoc,
    "\n  fragment MutationResult on MutationPayload {\n    message\n    inputErrors {\n      field\n      message\n    }\n  }\n": typeof types.MutationResultFragmentDoc,
    "\n  mutation RefreshToken($input: RefreshTokenInput!) {\n    refreshToken(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n      }\n      message\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation Logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n": typeof types.LogoutDocument,
    "\n  fragment BillingCollectionFields on BillingCollectionMonth {\n    month\n    invoiced\n    collected\n    fines\n    collectionRate\n  }\n": typeof types.BillingCollectionFieldsFragmentDoc,
    "\n  fragment DebtAgingFields on DebtAgingZone {\n    zoneId\n    zoneName\n    days0To30\n    days31To60\n    days61To90\n    over90\n    total\n    clients\n  }\n": typeof types.DebtAgingFieldsFragmentDoc,
    "\n  query MeterCascadeOptionsQuery {\n    enterprises {\n      enterpriseId\n      name\n    }\n    zones {\n      zoneId\n      designation\n      enterpriseId\n    }\n  }\n": typeof types.MeterCascadeOptionsQueryDocument,
    "\n  query MeterCascadeClientsQuery($zoneId: ID!) {\n    clientsByZone(zoneId: $zoneId) {\n      clientId\n      name\n      meters {\n        meterId\n        brand\n      }\n    }\n  }\n": typeof types.MeterCascadeClientsQueryDocument,
    "\n  query ContractStepMetersQuery($clientId: ID!) {\n    availableMeters(clientId: $clientId) {\n      meterId\n      brand\n    }\n  }\n": typeof types.ContractStepMetersQueryDocument,
    "\n  query PaymentClientSearchQuery($search: String!) {\n    clientsPage(page: 1, size: 10, search: $search) {\n      items {\n        clientId\n        name\n        phoneNumber\n      }\n    }\n  }\n": typeof types.PaymentClientSearchQueryDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      twoFactorToken\n      message\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LoginWithTwoFactor($input: LoginWithTwoFactorInput!) {\n    loginWithTwoFactor(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      twoFactorToken\n      message\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n": types.LoginWithTwoFactorDocument,
    "\n  mutation FirstSignInPassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      message\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n": types.FirstSignInPasswordDocument,
    "\n  mutation StartOwedTwoFactor {\n    startTwoFactorSetup {\n      setup {\n        secret\n        otpauthUri\n      }\n      message\n    }\n  }\n": types.StartOwedTwoFactorDocument,
    "\n  mutation ConfirmOwedTwoFactor($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactor(input: $input) {\n      recoveryCodes\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      message\n    }\n  }\n": types.ConfirmOwedTwoFactorDocument,
    "\n  query OtherPaymentsClientsQuery($search: String) {\n    clientsPage(page: 1, size: 20, search: $search, sort: \"name,asc\") {\n      items {\n        clientId\n        name\n        phoneNumber\n      }\n    }\n  }\n": types.OtherPaymentsClientsQueryDocument,
    "\n  query OtherPaymentsRubricsQuery($search: String) {\n    searchRubrics(search: $search, size: 20) {\n      rubricId\n      name\n      description\n      price\n    }\n  }\n": types.OtherPaymentsRubricsQueryDocument,
    "\n  query OtherPaymentsChargesQuery($clientId: ID!) {\n    client(id: $clientId) {\n      clientId\n      name\n      balance\n      chargedRubrics {\n        ...ChargedRubricRow\n      }\n    }\n  }\n": types.OtherPaymentsChargesQueryDocument,
    "\n  fragment ChargedRubricRow on ClientRubric {\n    id\n    clientId\n    clientName\n    rubricId\n    rubricName\n    rubricDescription\n    quantity\n    amount\n    createdAt\n  }\n": types.ChargedRubricRowFragmentDoc,
    "\n  mutation ChargeRubric($input: ChargeRubricInput!) {\n    chargeRubric(input: $input) {\n      clientRubric {\n        ...ChargedRubricRow\n      }\n      client {\n        clientId\n        balance\n      }\n      ...MutationResult\n    }\n  }\n": types.ChargeRubricDocument,
    "\n  query CustomersQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    clientsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        clientId\n        name\n        phoneNumber\n        address\n        nuit\n        zoneId\n        alternativeNumber\n        observation\n        exemptFromFines\n        wantsReceiptSMS\n        wantsInvoiceSMS\n        zone {\n          designation\n        }\n        balance\n        contract {\n          contractId\n          contractStatus\n          contractTypeId\n          balance\n          contractType {\n            designation\n          }\n        }\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n    contractTypes {\n      contractTypeId\n      designation\n    }\n  }\n": types.CustomersQueryDocument,
    "\n  mutation UpdateCustomer($input: UpdateCustomerInput!) {\n    updateCustomer(input: $input) {\n      contractUpdated\n      balanceAdjustment\n      ...MutationResult\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  query ContractStepQuery {\n    contractTypes {\n      contractTypeId\n      designation\n    }\n  }\n": types.ContractStepQueryDocument,
    "\n  query ContractsListQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    contractsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        contractId\n        startDate\n        endDate\n        clientId\n        meterId\n        contractType {\n          designation\n        }\n        description\n        contractStatus\n        balance\n      }\n    }\n  }\n": types.ContractsListQueryDocument,
    "\n  query CreateContractZonesQuery {\n    zones {\n      zoneId\n      designation\n    }\n  }\n": types.CreateContractZonesQueryDocument,
    "\n  query CreateContractResumeQuery($id: ID!) {\n    client(id: $id) {\n      clientId\n      name\n      phoneNumber\n      address\n      nuit\n      zoneId\n      alternativeNumber\n      observation\n      exemptFromFines\n      wantsReceiptSMS\n      wantsInvoiceSMS\n    }\n  }\n": types.CreateContractResumeQueryDocument,
    "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      client {\n        clientId\n        zoneId\n      }\n      meter {\n        meterId\n      }\n      ...MutationResult\n    }\n  }\n": types.CreateClientDocument,
    "\n  mutation CreateContract($input: ContractInput!) {\n    createContract(input: $input) {\n      contract {\n        contractId\n      }\n      ...MutationResult\n    }\n  }\n": types.CreateContractDocument,
    "\n  query CutCandidatesQuery($page: Int!, $size: Int!, $zoneId: ID) {\n    cutCandidates(page: $page, size: $size, zoneId: $zoneId) {\n      total\n      items {\n        meterId\n        clientId\n        clientName\n        address\n        zoneName\n        debt\n        monthsOwed\n        daysOverdue\n        lastPaymentDate\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n  }\n": types.CutCandidatesQueryDocument,
    "\n  mutation RegisterCuts($input: RegisterCutsInput!) {\n    registerCuts(input: $input) {\n      cuts {\n        ...CutRow\n      }\n      refused {\n        meterId\n        message\n      }\n      ...MutationResult\n    }\n  }\n": types.RegisterCutsDocument,
    "\n  fragment CutRow on Cut {\n    cutId\n    startDate\n    endDate\n    meterId\n    clientId\n    clientName\n    zone {\n      zoneId\n      designation\n    }\n    client {\n      clientId\n      balance\n    }\n  }\n": types.CutRowFragmentDoc,
    "\n  query CutsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    cutsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        ...CutRow\n      }\n    }\n  }\n": types.CutsPageQueryDocument,
    "\n  mutation CreateCut($input: CreateCutInput!) {\n    createCut(input: $input) {\n      cut {\n        ...CutRow\n      }\n      ...MutationResult\n    }\n  }\n": types.CreateCutDocument,
    "\n  mutation UpdateCut($id: ID!, $input: UpdateCutInput!) {\n    updateCut(id: $id, input: $input) {\n      cut {\n        ...CutRow\n      }\n      ...MutationResult\n    }\n  }\n": types.UpdateCutDocument,
    "\n  mutation ReconnectCut($id: ID!) {\n    reconnectCut(id: $id) {\n      cut {\n        ...CutRow\n      }\n      client {\n        clientId\n        balance\n      }\n      ...MutationResult\n    }\n  }\n": types.ReconnectCutDocument,
    "\n  query DashboardReportsQuery {\n    reports {\n      billingCollection {\n        ...BillingCollectionFields\n      }\n      debtAging {\n        ...DebtAgingFields\n      }\n    }\n  }\n": types.DashboardReportsQueryDocument,
    "\n  query DashboardQuery {\n    dashboardCounts {\n      cuts\n      readings\n      invoices\n      clients\n    }\n  }\n": types.DashboardQueryDocument,
    "\n  query InvoicesPageQuery($page: Int!, $size: Int!, $search: String, $sort: String, $zoneId: ID) {\n    invoicesPage(page: $page, size: $size, search: $search, sort: $sort, zoneId: $zoneId) {\n      total\n      items {\n        invoiceId\n        readingId\n        clientName\n        readingMonth\n        readingYear\n        amount\n        fineAmount\n        totalAmount\n        finePercentage\n        limitDate\n        paymentDate\n        paymentStatus\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n  }\n": types.InvoicesPageQueryDocument,
    "\n  query MpesaPaymentsPageQuery($page: Int!, $size: Int!, $search: String, $status: [String!]) {\n    mpesaPaymentsPage(page: $page, size: $size, search: $search, status: $status) {\n      items {\n        ...MpesaPaymentFields\n      }\n      total\n    }\n  }\n": types.MpesaPaymentsPageQueryDocument,
    "\n  mutation ReverseMpesaPayment($id: ID!) {\n    reverseMpesaPayment(id: $id) {\n      mpesaPayment {\n        ...MpesaPaymentFields\n      }\n      ...MutationResult\n    }\n  }\n": types.ReverseMpesaPaymentDocument,
    "\n  fragment MpesaStatementLineFields on MpesaStatementLine {\n    id\n    row\n    transactionId\n    completedAt\n    details\n    msisdn\n    amount\n    match\n    matchLabel\n    expectedAmount\n    receiptId\n    clientId\n    clientName\n  }\n": types.MpesaStatementLineFieldsFragmentDoc,
    "\n  query MpesaStatementsQuery {\n    mpesaStatements(page: 1, size: 20) {\n      items {\n        id\n        fileName\n        lineCount\n        createdAt\n      }\n      total\n    }\n  }\n": types.MpesaStatementsQueryDocument,
    "\n  query MpesaStatementQuery($id: ID!) {\n    mpesaStatement(id: $id) {\n      id\n      fileName\n      periodFrom\n      periodTo\n      createdAt\n      matched {\n        count\n        total\n      }\n      mismatched {\n        count\n        total\n      }\n      unmatched {\n        count\n        total\n      }\n      lines {\n        ...MpesaStatementLineFields\n      }\n      missingReceipts {\n        receiptId\n        clientName\n        paymentDate\n        amount\n        reference\n      }\n    }\n  }\n": types.MpesaStatementQueryDocument,
    "\n  mutation AttachMpesaStatementLine($input: AttachMpesaStatementLineInput!) {\n    attachMpesaStatementLine(input: $input) {\n      line {\n        ...MpesaStatementLineFields\n      }\n      receiptId\n      ...MutationResult\n    }\n  }\n": types.AttachMpesaStatementLineDocument,
    "\n  query PreviousReadingQuery($meterId: ID!, $readingYear: Int!, $readingMonth: Int!) {\n    previousReading(meterId: $meterId, readingYear: $readingYear, readingMonth: $readingMonth)\n    monthReading(meterId: $meterId, readingYear: $readingYear, readingMonth: $readingMonth) {\n      readingId\n      currentReading\n    }\n  }\n": types.PreviousReadingQueryDocument,
    "\n  query ReadingsPageQuery(\n    $page: Int!\n    $size: Int!\n    $search: String\n    $sort: String\n    $zoneId: ID\n    $state: ReadingState\n  ) {\n    readingsPage(page: $page, size: $size, search: $search, sort: $sort, zoneId: $zoneId, state: $state) {\n      total\n      items {\n        readingId\n        meterId\n        clientId\n        clientName\n        zoneId\n        readingMonth\n        readingYear\n        previousReading\n        currentReading\n        consumption\n        state\n        createdAt\n      }\n    }\n    zones {\n      zoneId\n      designation\n      description\n    }\n  }\n": types.ReadingsPageQueryDocument,
    "\n  mutation UpdateReading($id: ID!, $input: UpdateReadingInput!) {\n    updateReading(id: $id, input: $input) {\n      reading {\n        readingId\n        readingMonth\n        currentReading\n        consumption\n        state\n      }\n      ...MutationResult\n    }\n  }\n": types.UpdateReadingDocument,
    "\n  mutation BulkUpdateReadings($input: BulkUpdateReadingsInput!) {\n    bulkUpdateReadings(input: $input) {\n      updated\n      message\n    }\n  }\n": types.BulkUpdateReadingsDocument,
    "\n  mutation CreateReading($input: CreateReadingInput!) {\n    createReading(input: $input) {\n      reading {\n        readingId\n        consumption\n      }\n      invoice {\n        invoiceId\n        readingId\n      }\n      ...MutationResult\n    }\n  }\n": types.CreateReadingDocument,
    "\n  fragment PaymentClient on Client {\n    clientId\n    name\n    phoneNumber\n    balance\n    debt {\n      invoiceCount\n      invoicesAmount\n      fines\n      otherCharges\n      credit\n      total\n    }\n    unpaidInvoices {\n      invoiceId\n      description\n      readingMonth\n      readingYear\n      limitDate\n      amount\n      fineAmount\n      totalAmount\n    }\n    receipts(limit: 5) {\n      receiptId\n      paymentDate\n      paymentMethodLabel\n      amount\n      reversed\n    }\n  }\n": types.PaymentClientFragmentDoc,
    "\n  query InvoicePaymentQuery($clientId: ID!) {\n    client(id: $clientId) {\n      ...PaymentClient\n    }\n    paymentMethods {\n      value\n      label\n    }\n  }\n": types.InvoicePaymentQueryDocument,
    "\n  mutation PayInvoices($input: PayInvoicesInput!) {\n    payInvoices(input: $input) {\n      receipt {\n        receiptId\n        amount\n      }\n      paidInvoices {\n        invoiceId\n        paymentStatus\n      }\n      client {\n        ...PaymentClient\n      }\n      ...MutationResult\n    }\n  }\n": types.PayInvoicesDocument,
    "\n  mutation RequestMpesaPayment($input: RequestMpesaPaymentInput!) {\n    requestMpesaPayment(input: $input) {\n      mpesaPayment {\n        ...MpesaPaymentFields\n      }\n      ...MutationResult\n    }\n  }\n": types.RequestMpesaPaymentDocument,
    "\n  query MpesaPaymentQuery($id: ID!) {\n    mpesaPayment(id: $id) {\n      ...MpesaPaymentFields\n    }\n  }\n": types.MpesaPaymentQueryDocument,
    "\n  query ReceiptsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    receiptsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        ...ReceiptRow\n      }\n    }\n  }\n": types.ReceiptsPageQueryDocument,
    "\n  fragment ReceiptRow on Receipt {\n    receiptId\n    clientId\n    clientName\n    paymentDate\n    paymentMethod\n    paymentMethodLabel\n    amount\n    reversed\n    invoices {\n      invoiceId\n    }\n  }\n": types.ReceiptRowFragmentDoc,
    "\n  query ReportsPageQuery($from: String, $to: String, $zoneId: ID) {\n    reports(from: $from, to: $to, zoneId: $zoneId) {\n      billingCollection {\n        ...BillingCollectionFields\n      }\n      debtAging {\n        ...DebtAgingFields\n      }\n      consumption {\n        zoneId\n        zoneName\n        month\n        consumption\n        readings\n        averagePerMeter\n      }\n      nonRevenueZones {\n        zoneId\n        zoneName\n        consumption\n        previousYearConsumption\n        change\n        fell\n      }\n      nonRevenueMeters(page: 1, size: 50) {\n        total\n        items {\n          meterId\n          clientName\n          zoneName\n          signal\n          month\n          consumptions\n        }\n      }\n      topDebtors(page: 1, size: 10) {\n        total\n        items {\n          clientId\n          clientName\n          zoneName\n          debt\n          invoices\n          daysOverdue\n        }\n      }\n      paymentMethods {\n        month\n        paymentMethod\n        paymentMethodLabel\n        receipts\n        amount\n      }\n      readingsProgress {\n        zoneId\n        zoneName\n        month\n        expected\n        registered\n        approved\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n  }\n": types.ReportsPageQueryDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...MutationResult\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query SettingsQuery($admin: Boolean!) {\n    mySessions {\n      sessionId\n      userAgent\n      address\n      signedInAt\n      lastUsedAt\n      current\n    }\n    myTwoFactor @include(if: $admin) {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n      requiredForAdmins\n    }\n    users @include(if: $admin) {\n      userId\n      name\n      username\n      role\n      active\n    }\n  }\n": types.SettingsQueryDocument,
    "\n  mutation ResetUserTwoFactor($id: ID!) {\n    resetUserTwoFactor(id: $id) {\n      ...MutationResult\n      done\n    }\n  }\n": types.ResetUserTwoFactorDocument,
    "\n  mutation EndSession($sessionId: ID!) {\n    endSession(sessionId: $sessionId) {\n      ...MutationResult\n      ended\n    }\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      ...MutationResult\n      ended\n    }\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      ...MutationResult\n      setup {\n        secret\n        otpauthUri\n      }\n    }\n  }\n": types.StartTwoFactorSetupDocument,
    "\n  mutation ConfirmTwoFactor($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactor(input: $input) {\n      ...MutationResult\n      recoveryCodes\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n    }\n  }\n": types.ConfirmTwoFactorDocument,
    "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      ...MutationResult\n      done\n    }\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      ...MutationResult\n      securitySettings {\n        twoFactorRequiredForAdmins\n      }\n    }\n  }\n": types.UpdateSecuritySettingsDocument,
    "\n  query ApiKeysQuery {\n    apiKeys {\n      apiKeyId\n      name\n      expiresOn\n      state\n      lastUsedAt\n    }\n  }\n": types.ApiKeysQueryDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...MutationResult\n      secret\n      apiKey {\n        apiKeyId\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ...MutationResult } }": types.RevokeApiKeyDocument,
    "mutation CreateContractType($input: ContractTypeInput!) { createContractType(input: $input) { ...MutationResult } }": types.CreateContractTypeDocument,
    "mutation UpdateContractType($id: ID!, $input: ContractTypeInput!) { updateContractType(id: $id, input: $input) { ...MutationResult } }": types.UpdateContractTypeDocument,
    "mutation CreateEnterprise($input: EnterpriseInput!) { createEnterprise(input: $input) { ...MutationResult } }": types.CreateEnterpriseDocument,
    "mutation UpdateEnterprise($id: ID!, $input: EnterpriseInput!) { updateEnterprise(id: $id, input: $input) { ...MutationResult } }": types.UpdateEnterpriseDocument,
    "mutation CreateFineConfiguration($input: FineConfigurationInput!) { createFineConfiguration(input: $input) { ...MutationResult } }": types.CreateFineConfigurationDocument,
    "mutation UpdateFineConfiguration($id: ID!, $input: FineConfigurationInput!) { updateFineConfiguration(id: $id, input: $input) { ...MutationResult } }": types.UpdateFineConfigurationDocument,
    "mutation CreateInvoiceConfiguration($input: InvoiceConfigurationInput!) { createInvoiceConfiguration(input: $input) { ...MutationResult } }": types.CreateInvoiceConfigurationDocument,
    "mutation UpdateInvoiceConfiguration($id: ID!, $input: InvoiceConfigurationInput!) { updateInvoiceConfiguration(id: $id, input: $input) { ...MutationResult } }": types.UpdateInvoiceConfigurationDocument,
    "mutation CreateRubric($input: RubricInput!) { createRubric(input: $input) { ...MutationResult } }": types.CreateRubricDocument,
    "mutation UpdateRubric($id: ID!, $input: RubricInput!) { updateRubric(id: $id, input: $input) { ...MutationResult } }": types.UpdateRubricDocument,
    "\n  query SetupPageQuery {\n    enterprises {\n      enterpriseId\n      name\n      email\n      nuit\n      phoneNumber\n      address\n    }\n    zones {\n      zoneId\n      designation\n      description\n      enterpriseId\n      enterprise {\n        enterpriseId\n        name\n      }\n    }\n    invoiceConfigurations {\n      invoiceConfigurationId\n      description\n      minInterval\n      maxInterval\n      active\n    }\n    contractTypes {\n      contractTypeId\n      designation\n      minimumConsumptionValue\n      pricePerConsumptionUnit\n      reconnectionFee\n    }\n    fineConfigurations {\n      fineConfigurationId\n      minInterval\n      maxInterval\n      acruedFinePercentage\n      active\n    }\n    rubrics {\n      rubricId\n      name\n      description\n      price\n    }\n    users {\n      userId\n      name\n      username\n      phoneNumber\n      address\n      role\n      active\n    }\n    roles {\n      value\n      label\n    }\n  }\n": types.SetupPageQueryDocument,
    "mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { ...MutationResult } }": types.CreateUserDocument,
    "mutation UpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ...MutationResult } }": types.UpdateUserDocument,
    "mutation CreateZone($input: ZoneInput!) { createZone(input: $input) { ...MutationResult } }": types.CreateZoneDocument,
    "mutation UpdateZone($id: ID!, $input: ZoneInput!) { updateZone(id: $id, input: $input) { ...MutationResult } }": types.UpdateZoneDocument,
    "\n  fragment SuspensionRow on Suspension {\n    suspensionId\n    meterId\n    startDate\n    endDate\n    reason\n    status\n    notes\n    clientId\n    clientName\n    zone {\n      zoneId\n      designation\n    }\n  }\n": types.SuspensionRowFragmentDoc,
    "\n  query SuspensionsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    suspensionsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        ...SuspensionRow\n      }\n    }\n  }\n": types.SuspensionsPageQueryDocument,
    "\n  mutation CreateSuspension($input: CreateSuspensionInput!) {\n    createSuspension(input: $input) {\n      suspension {\n        ...SuspensionRow\n      }\n      ...MutationResult\n    }\n  }\n": types.CreateSuspensionDocument,
    "\n  mutation UpdateSuspension($id: ID!, $input: UpdateSuspensionInput!) {\n    updateSuspension(id: $id, input: $input) {\n      suspension {\n        ...SuspensionRow\n      }\n      ...MutationResult\n    }\n  }\n": types.UpdateSuspensionDocument,
    "\n  fragment MpesaPaymentFields on MpesaPayment {\n    id\n    clientId\n    clientName\n    invoiceIds\n    msisdn\n    amount\n    status\n    statusLabel\n    transactionReference\n    thirdPartyReference\n    transactionId\n    reason\n    receiptId\n    createdAt\n  }\n": types.MpesaPaymentFieldsFragmentDoc,
    "\n  fragment MutationResult on MutationPayload {\n    message\n    inputErrors {\n      field\n      message\n    }\n  }\n": types.MutationResultFragmentDoc,
    "\n  mutation RefreshToken($input: RefreshTokenInput!) {\n    refreshToken(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n      }\n      message\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation Logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n": types.LogoutDocument,
    "\n  fragment BillingCollectionFields on BillingCollectionMonth {\n    month\n    invoiced\n    collected\n    fines\n    collectionRate\n  }\n": types.BillingCollectionFieldsFragmentDoc,
    "\n  fragment DebtAgingFields on DebtAgingZone {\n    zoneId\n    zoneName\n    days0To30\n    days31To60\n    days61To90\n    over90\n    total\n    clients\n  }\n": types.DebtAgingFieldsFragmentDoc,
    "\n  query MeterCascadeOptionsQuery {\n    enterprises {\n      enterpriseId\n      name\n    }\n    zones {\n      zoneId\n      designation\n      enterpriseId\n    }\n  }\n": types.MeterCascadeOptionsQueryDocument,
    "\n  query MeterCascadeClientsQuery($zoneId: ID!) {\n    clientsByZone(zoneId: $zoneId) {\n      clientId\n      name\n      meters {\n        meterId\n        brand\n      }\n    }\n  }\n": types.MeterCascadeClientsQueryDocument,
    "\n  query ContractStepMetersQuery($clientId: ID!) {\n    availableMeters(clientId: $clientId) {\n      meterId\n      brand\n    }\n  }\n": types.ContractStepMetersQueryDocument,
    "\n  query PaymentClientSearchQuery($search: String!) {\n    clientsPage(page: 1, size: 10, search: $search) {\n      items {\n        clientId\n        name\n        phoneNumber\n      }\n    }\n  }\n": types.PaymentClientSearchQueryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      twoFactorToken\n      message\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      twoFactorToken\n      message\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithTwoFactor($input: LoginWithTwoFactorInput!) {\n    loginWithTwoFactor(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      twoFactorToken\n      message\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithTwoFactor($input: LoginWithTwoFactorInput!) {\n    loginWithTwoFactor(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      twoFactorToken\n      message\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FirstSignInPassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      message\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FirstSignInPassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      message\n      inputErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartOwedTwoFactor {\n    startTwoFactorSetup {\n      setup {\n        secret\n        otpauthUri\n      }\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StartOwedTwoFactor {\n    startTwoFactorSetup {\n      setup {\n        secret\n        otpauthUri\n      }\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmOwedTwoFactor($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactor(input: $input) {\n      recoveryCodes\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmOwedTwoFactor($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactor(input: $input) {\n      recoveryCodes\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtherPaymentsClientsQuery($search: String) {\n    clientsPage(page: 1, size: 20, search: $search, sort: \"name,asc\") {\n      items {\n        clientId\n        name\n        phoneNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query OtherPaymentsClientsQuery($search: String) {\n    clientsPage(page: 1, size: 20, search: $search, sort: \"name,asc\") {\n      items {\n        clientId\n        name\n        phoneNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtherPaymentsRubricsQuery($search: String) {\n    searchRubrics(search: $search, size: 20) {\n      rubricId\n      name\n      description\n      price\n    }\n  }\n"): (typeof documents)["\n  query OtherPaymentsRubricsQuery($search: String) {\n    searchRubrics(search: $search, size: 20) {\n      rubricId\n      name\n      description\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtherPaymentsChargesQuery($clientId: ID!) {\n    client(id: $clientId) {\n      clientId\n      name\n      balance\n      chargedRubrics {\n        ...ChargedRubricRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query OtherPaymentsChargesQuery($clientId: ID!) {\n    client(id: $clientId) {\n      clientId\n      name\n      balance\n      chargedRubrics {\n        ...ChargedRubricRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChargedRubricRow on ClientRubric {\n    id\n    clientId\n    clientName\n    rubricId\n    rubricName\n    rubricDescription\n    quantity\n    amount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ChargedRubricRow on ClientRubric {\n    id\n    clientId\n    clientName\n    rubricId\n    rubricName\n    rubricDescription\n    quantity\n    amount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChargeRubric($input: ChargeRubricInput!) {\n    chargeRubric(input: $input) {\n      clientRubric {\n        ...ChargedRubricRow\n      }\n      client {\n        clientId\n        balance\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation ChargeRubric($input: ChargeRubricInput!) {\n    chargeRubric(input: $input) {\n      clientRubric {\n        ...ChargedRubricRow\n      }\n      client {\n        clientId\n        balance\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomersQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    clientsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        clientId\n        name\n        phoneNumber\n        address\n        nuit\n        zoneId\n        alternativeNumber\n        observation\n        exemptFromFines\n        wantsReceiptSMS\n        wantsInvoiceSMS\n        zone {\n          designation\n        }\n        balance\n        contract {\n          contractId\n          contractStatus\n          contractTypeId\n          balance\n          contractType {\n            designation\n          }\n        }\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n    contractTypes {\n      contractTypeId\n      designation\n    }\n  }\n"): (typeof documents)["\n  query CustomersQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    clientsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        clientId\n        name\n        phoneNumber\n        address\n        nuit\n        zoneId\n        alternativeNumber\n        observation\n        exemptFromFines\n        wantsReceiptSMS\n        wantsInvoiceSMS\n        zone {\n          designation\n        }\n        balance\n        contract {\n          contractId\n          contractStatus\n          contractTypeId\n          balance\n          contractType {\n            designation\n          }\n        }\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n    contractTypes {\n      contractTypeId\n      designation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($input: UpdateCustomerInput!) {\n    updateCustomer(input: $input) {\n      contractUpdated\n      balanceAdjustment\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($input: UpdateCustomerInput!) {\n    updateCustomer(input: $input) {\n      contractUpdated\n      balanceAdjustment\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractStepQuery {\n    contractTypes {\n      contractTypeId\n      designation\n    }\n  }\n"): (typeof documents)["\n  query ContractStepQuery {\n    contractTypes {\n      contractTypeId\n      designation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractsListQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    contractsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        contractId\n        startDate\n        endDate\n        clientId\n        meterId\n        contractType {\n          designation\n        }\n        description\n        contractStatus\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContractsListQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    contractsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        contractId\n        startDate\n        endDate\n        clientId\n        meterId\n        contractType {\n          designation\n        }\n        description\n        contractStatus\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreateContractZonesQuery {\n    zones {\n      zoneId\n      designation\n    }\n  }\n"): (typeof documents)["\n  query CreateContractZonesQuery {\n    zones {\n      zoneId\n      designation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreateContractResumeQuery($id: ID!) {\n    client(id: $id) {\n      clientId\n      name\n      phoneNumber\n      address\n      nuit\n      zoneId\n      alternativeNumber\n      observation\n      exemptFromFines\n      wantsReceiptSMS\n      wantsInvoiceSMS\n    }\n  }\n"): (typeof documents)["\n  query CreateContractResumeQuery($id: ID!) {\n    client(id: $id) {\n      clientId\n      name\n      phoneNumber\n      address\n      nuit\n      zoneId\n      alternativeNumber\n      observation\n      exemptFromFines\n      wantsReceiptSMS\n      wantsInvoiceSMS\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      client {\n        clientId\n        zoneId\n      }\n      meter {\n        meterId\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      client {\n        clientId\n        zoneId\n      }\n      meter {\n        meterId\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContract($input: ContractInput!) {\n    createContract(input: $input) {\n      contract {\n        contractId\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContract($input: ContractInput!) {\n    createContract(input: $input) {\n      contract {\n        contractId\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CutCandidatesQuery($page: Int!, $size: Int!, $zoneId: ID) {\n    cutCandidates(page: $page, size: $size, zoneId: $zoneId) {\n      total\n      items {\n        meterId\n        clientId\n        clientName\n        address\n        zoneName\n        debt\n        monthsOwed\n        daysOverdue\n        lastPaymentDate\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n  }\n"): (typeof documents)["\n  query CutCandidatesQuery($page: Int!, $size: Int!, $zoneId: ID) {\n    cutCandidates(page: $page, size: $size, zoneId: $zoneId) {\n      total\n      items {\n        meterId\n        clientId\n        clientName\n        address\n        zoneName\n        debt\n        monthsOwed\n        daysOverdue\n        lastPaymentDate\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterCuts($input: RegisterCutsInput!) {\n    registerCuts(input: $input) {\n      cuts {\n        ...CutRow\n      }\n      refused {\n        meterId\n        message\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterCuts($input: RegisterCutsInput!) {\n    registerCuts(input: $input) {\n      cuts {\n        ...CutRow\n      }\n      refused {\n        meterId\n        message\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CutRow on Cut {\n    cutId\n    startDate\n    endDate\n    meterId\n    clientId\n    clientName\n    zone {\n      zoneId\n      designation\n    }\n    client {\n      clientId\n      balance\n    }\n  }\n"): (typeof documents)["\n  fragment CutRow on Cut {\n    cutId\n    startDate\n    endDate\n    meterId\n    clientId\n    clientName\n    zone {\n      zoneId\n      designation\n    }\n    client {\n      clientId\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CutsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    cutsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        ...CutRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query CutsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    cutsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        ...CutRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCut($input: CreateCutInput!) {\n    createCut(input: $input) {\n      cut {\n        ...CutRow\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCut($input: CreateCutInput!) {\n    createCut(input: $input) {\n      cut {\n        ...CutRow\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCut($id: ID!, $input: UpdateCutInput!) {\n    updateCut(id: $id, input: $input) {\n      cut {\n        ...CutRow\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCut($id: ID!, $input: UpdateCutInput!) {\n    updateCut(id: $id, input: $input) {\n      cut {\n        ...CutRow\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReconnectCut($id: ID!) {\n    reconnectCut(id: $id) {\n      cut {\n        ...CutRow\n      }\n      client {\n        clientId\n        balance\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation ReconnectCut($id: ID!) {\n    reconnectCut(id: $id) {\n      cut {\n        ...CutRow\n      }\n      client {\n        clientId\n        balance\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardReportsQuery {\n    reports {\n      billingCollection {\n        ...BillingCollectionFields\n      }\n      debtAging {\n        ...DebtAgingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardReportsQuery {\n    reports {\n      billingCollection {\n        ...BillingCollectionFields\n      }\n      debtAging {\n        ...DebtAgingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardQuery {\n    dashboardCounts {\n      cuts\n      readings\n      invoices\n      clients\n    }\n  }\n"): (typeof documents)["\n  query DashboardQuery {\n    dashboardCounts {\n      cuts\n      readings\n      invoices\n      clients\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicesPageQuery($page: Int!, $size: Int!, $search: String, $sort: String, $zoneId: ID) {\n    invoicesPage(page: $page, size: $size, search: $search, sort: $sort, zoneId: $zoneId) {\n      total\n      items {\n        invoiceId\n        readingId\n        clientName\n        readingMonth\n        readingYear\n        amount\n        fineAmount\n        totalAmount\n        finePercentage\n        limitDate\n        paymentDate\n        paymentStatus\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n  }\n"): (typeof documents)["\n  query InvoicesPageQuery($page: Int!, $size: Int!, $search: String, $sort: String, $zoneId: ID) {\n    invoicesPage(page: $page, size: $size, search: $search, sort: $sort, zoneId: $zoneId) {\n      total\n      items {\n        invoiceId\n        readingId\n        clientName\n        readingMonth\n        readingYear\n        amount\n        fineAmount\n        totalAmount\n        finePercentage\n        limitDate\n        paymentDate\n        paymentStatus\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MpesaPaymentsPageQuery($page: Int!, $size: Int!, $search: String, $status: [String!]) {\n    mpesaPaymentsPage(page: $page, size: $size, search: $search, status: $status) {\n      items {\n        ...MpesaPaymentFields\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query MpesaPaymentsPageQuery($page: Int!, $size: Int!, $search: String, $status: [String!]) {\n    mpesaPaymentsPage(page: $page, size: $size, search: $search, status: $status) {\n      items {\n        ...MpesaPaymentFields\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReverseMpesaPayment($id: ID!) {\n    reverseMpesaPayment(id: $id) {\n      mpesaPayment {\n        ...MpesaPaymentFields\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation ReverseMpesaPayment($id: ID!) {\n    reverseMpesaPayment(id: $id) {\n      mpesaPayment {\n        ...MpesaPaymentFields\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MpesaStatementLineFields on MpesaStatementLine {\n    id\n    row\n    transactionId\n    completedAt\n    details\n    msisdn\n    amount\n    match\n    matchLabel\n    expectedAmount\n    receiptId\n    clientId\n    clientName\n  }\n"): (typeof documents)["\n  fragment MpesaStatementLineFields on MpesaStatementLine {\n    id\n    row\n    transactionId\n    completedAt\n    details\n    msisdn\n    amount\n    match\n    matchLabel\n    expectedAmount\n    receiptId\n    clientId\n    clientName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MpesaStatementsQuery {\n    mpesaStatements(page: 1, size: 20) {\n      items {\n        id\n        fileName\n        lineCount\n        createdAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query MpesaStatementsQuery {\n    mpesaStatements(page: 1, size: 20) {\n      items {\n        id\n        fileName\n        lineCount\n        createdAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MpesaStatementQuery($id: ID!) {\n    mpesaStatement(id: $id) {\n      id\n      fileName\n      periodFrom\n      periodTo\n      createdAt\n      matched {\n        count\n        total\n      }\n      mismatched {\n        count\n        total\n      }\n      unmatched {\n        count\n        total\n      }\n      lines {\n        ...MpesaStatementLineFields\n      }\n      missingReceipts {\n        receiptId\n        clientName\n        paymentDate\n        amount\n        reference\n      }\n    }\n  }\n"): (typeof documents)["\n  query MpesaStatementQuery($id: ID!) {\n    mpesaStatement(id: $id) {\n      id\n      fileName\n      periodFrom\n      periodTo\n      createdAt\n      matched {\n        count\n        total\n      }\n      mismatched {\n        count\n        total\n      }\n      unmatched {\n        count\n        total\n      }\n      lines {\n        ...MpesaStatementLineFields\n      }\n      missingReceipts {\n        receiptId\n        clientName\n        paymentDate\n        amount\n        reference\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachMpesaStatementLine($input: AttachMpesaStatementLineInput!) {\n    attachMpesaStatementLine(input: $input) {\n      line {\n        ...MpesaStatementLineFields\n      }\n      receiptId\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation AttachMpesaStatementLine($input: AttachMpesaStatementLineInput!) {\n    attachMpesaStatementLine(input: $input) {\n      line {\n        ...MpesaStatementLineFields\n      }\n      receiptId\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviousReadingQuery($meterId: ID!, $readingYear: Int!, $readingMonth: Int!) {\n    previousReading(meterId: $meterId, readingYear: $readingYear, readingMonth: $readingMonth)\n    monthReading(meterId: $meterId, readingYear: $readingYear, readingMonth: $readingMonth) {\n      readingId\n      currentReading\n    }\n  }\n"): (typeof documents)["\n  query PreviousReadingQuery($meterId: ID!, $readingYear: Int!, $readingMonth: Int!) {\n    previousReading(meterId: $meterId, readingYear: $readingYear, readingMonth: $readingMonth)\n    monthReading(meterId: $meterId, readingYear: $readingYear, readingMonth: $readingMonth) {\n      readingId\n      currentReading\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingsPageQuery(\n    $page: Int!\n    $size: Int!\n    $search: String\n    $sort: String\n    $zoneId: ID\n    $state: ReadingState\n  ) {\n    readingsPage(page: $page, size: $size, search: $search, sort: $sort, zoneId: $zoneId, state: $state) {\n      total\n      items {\n        readingId\n        meterId\n        clientId\n        clientName\n        zoneId\n        readingMonth\n        readingYear\n        previousReading\n        currentReading\n        consumption\n        state\n        createdAt\n      }\n    }\n    zones {\n      zoneId\n      designation\n      description\n    }\n  }\n"): (typeof documents)["\n  query ReadingsPageQuery(\n    $page: Int!\n    $size: Int!\n    $search: String\n    $sort: String\n    $zoneId: ID\n    $state: ReadingState\n  ) {\n    readingsPage(page: $page, size: $size, search: $search, sort: $sort, zoneId: $zoneId, state: $state) {\n      total\n      items {\n        readingId\n        meterId\n        clientId\n        clientName\n        zoneId\n        readingMonth\n        readingYear\n        previousReading\n        currentReading\n        consumption\n        state\n        createdAt\n      }\n    }\n    zones {\n      zoneId\n      designation\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReading($id: ID!, $input: UpdateReadingInput!) {\n    updateReading(id: $id, input: $input) {\n      reading {\n        readingId\n        readingMonth\n        currentReading\n        consumption\n        state\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReading($id: ID!, $input: UpdateReadingInput!) {\n    updateReading(id: $id, input: $input) {\n      reading {\n        readingId\n        readingMonth\n        currentReading\n        consumption\n        state\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkUpdateReadings($input: BulkUpdateReadingsInput!) {\n    bulkUpdateReadings(input: $input) {\n      updated\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation BulkUpdateReadings($input: BulkUpdateReadingsInput!) {\n    bulkUpdateReadings(input: $input) {\n      updated\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReading($input: CreateReadingInput!) {\n    createReading(input: $input) {\n      reading {\n        readingId\n        consumption\n      }\n      invoice {\n        invoiceId\n        readingId\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReading($input: CreateReadingInput!) {\n    createReading(input: $input) {\n      reading {\n        readingId\n        consumption\n      }\n      invoice {\n        invoiceId\n        readingId\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentClient on Client {\n    clientId\n    name\n    phoneNumber\n    balance\n    debt {\n      invoiceCount\n      invoicesAmount\n      fines\n      otherCharges\n      credit\n      total\n    }\n    unpaidInvoices {\n      invoiceId\n      description\n      readingMonth\n      readingYear\n      limitDate\n      amount\n      fineAmount\n      totalAmount\n    }\n    receipts(limit: 5) {\n      receiptId\n      paymentDate\n      paymentMethodLabel\n      amount\n      reversed\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentClient on Client {\n    clientId\n    name\n    phoneNumber\n    balance\n    debt {\n      invoiceCount\n      invoicesAmount\n      fines\n      otherCharges\n      credit\n      total\n    }\n    unpaidInvoices {\n      invoiceId\n      description\n      readingMonth\n      readingYear\n      limitDate\n      amount\n      fineAmount\n      totalAmount\n    }\n    receipts(limit: 5) {\n      receiptId\n      paymentDate\n      paymentMethodLabel\n      amount\n      reversed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicePaymentQuery($clientId: ID!) {\n    client(id: $clientId) {\n      ...PaymentClient\n    }\n    paymentMethods {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query InvoicePaymentQuery($clientId: ID!) {\n    client(id: $clientId) {\n      ...PaymentClient\n    }\n    paymentMethods {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayInvoices($input: PayInvoicesInput!) {\n    payInvoices(input: $input) {\n      receipt {\n        receiptId\n        amount\n      }\n      paidInvoices {\n        invoiceId\n        paymentStatus\n      }\n      client {\n        ...PaymentClient\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation PayInvoices($input: PayInvoicesInput!) {\n    payInvoices(input: $input) {\n      receipt {\n        receiptId\n        amount\n      }\n      paidInvoices {\n        invoiceId\n        paymentStatus\n      }\n      client {\n        ...PaymentClient\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMpesaPayment($input: RequestMpesaPaymentInput!) {\n    requestMpesaPayment(input: $input) {\n      mpesaPayment {\n        ...MpesaPaymentFields\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMpesaPayment($input: RequestMpesaPaymentInput!) {\n    requestMpesaPayment(input: $input) {\n      mpesaPayment {\n        ...MpesaPaymentFields\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MpesaPaymentQuery($id: ID!) {\n    mpesaPayment(id: $id) {\n      ...MpesaPaymentFields\n    }\n  }\n"): (typeof documents)["\n  query MpesaPaymentQuery($id: ID!) {\n    mpesaPayment(id: $id) {\n      ...MpesaPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceiptsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    receiptsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        ...ReceiptRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReceiptsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    receiptsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        ...ReceiptRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceiptRow on Receipt {\n    receiptId\n    clientId\n    clientName\n    paymentDate\n    paymentMethod\n    paymentMethodLabel\n    amount\n    reversed\n    invoices {\n      invoiceId\n    }\n  }\n"): (typeof documents)["\n  fragment ReceiptRow on Receipt {\n    receiptId\n    clientId\n    clientName\n    paymentDate\n    paymentMethod\n    paymentMethodLabel\n    amount\n    reversed\n    invoices {\n      invoiceId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsPageQuery($from: String, $to: String, $zoneId: ID) {\n    reports(from: $from, to: $to, zoneId: $zoneId) {\n      billingCollection {\n        ...BillingCollectionFields\n      }\n      debtAging {\n        ...DebtAgingFields\n      }\n      consumption {\n        zoneId\n        zoneName\n        month\n        consumption\n        readings\n        averagePerMeter\n      }\n      nonRevenueZones {\n        zoneId\n        zoneName\n        consumption\n        previousYearConsumption\n        change\n        fell\n      }\n      nonRevenueMeters(page: 1, size: 50) {\n        total\n        items {\n          meterId\n          clientName\n          zoneName\n          signal\n          month\n          consumptions\n        }\n      }\n      topDebtors(page: 1, size: 10) {\n        total\n        items {\n          clientId\n          clientName\n          zoneName\n          debt\n          invoices\n          daysOverdue\n        }\n      }\n      paymentMethods {\n        month\n        paymentMethod\n        paymentMethodLabel\n        receipts\n        amount\n      }\n      readingsProgress {\n        zoneId\n        zoneName\n        month\n        expected\n        registered\n        approved\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n  }\n"): (typeof documents)["\n  query ReportsPageQuery($from: String, $to: String, $zoneId: ID) {\n    reports(from: $from, to: $to, zoneId: $zoneId) {\n      billingCollection {\n        ...BillingCollectionFields\n      }\n      debtAging {\n        ...DebtAgingFields\n      }\n      consumption {\n        zoneId\n        zoneName\n        month\n        consumption\n        readings\n        averagePerMeter\n      }\n      nonRevenueZones {\n        zoneId\n        zoneName\n        consumption\n        previousYearConsumption\n        change\n        fell\n      }\n      nonRevenueMeters(page: 1, size: 50) {\n        total\n        items {\n          meterId\n          clientName\n          zoneName\n          signal\n          month\n          consumptions\n        }\n      }\n      topDebtors(page: 1, size: 10) {\n        total\n        items {\n          clientId\n          clientName\n          zoneName\n          debt\n          invoices\n          daysOverdue\n        }\n      }\n      paymentMethods {\n        month\n        paymentMethod\n        paymentMethodLabel\n        receipts\n        amount\n      }\n      readingsProgress {\n        zoneId\n        zoneName\n        month\n        expected\n        registered\n        approved\n      }\n    }\n    zones {\n      zoneId\n      designation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...MutationResult\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...MutationResult\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsQuery($admin: Boolean!) {\n    mySessions {\n      sessionId\n      userAgent\n      address\n      signedInAt\n      lastUsedAt\n      current\n    }\n    myTwoFactor @include(if: $admin) {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n      requiredForAdmins\n    }\n    users @include(if: $admin) {\n      userId\n      name\n      username\n      role\n      active\n    }\n  }\n"): (typeof documents)["\n  query SettingsQuery($admin: Boolean!) {\n    mySessions {\n      sessionId\n      userAgent\n      address\n      signedInAt\n      lastUsedAt\n      current\n    }\n    myTwoFactor @include(if: $admin) {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n      requiredForAdmins\n    }\n    users @include(if: $admin) {\n      userId\n      name\n      username\n      role\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserTwoFactor($id: ID!) {\n    resetUserTwoFactor(id: $id) {\n      ...MutationResult\n      done\n    }\n  }\n"): (typeof documents)["\n  mutation ResetUserTwoFactor($id: ID!) {\n    resetUserTwoFactor(id: $id) {\n      ...MutationResult\n      done\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($sessionId: ID!) {\n    endSession(sessionId: $sessionId) {\n      ...MutationResult\n      ended\n    }\n  }\n"): (typeof documents)["\n  mutation EndSession($sessionId: ID!) {\n    endSession(sessionId: $sessionId) {\n      ...MutationResult\n      ended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      ...MutationResult\n      ended\n    }\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions {\n      ...MutationResult\n      ended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      ...MutationResult\n      setup {\n        secret\n        otpauthUri\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      ...MutationResult\n      setup {\n        secret\n        otpauthUri\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactor($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactor(input: $input) {\n      ...MutationResult\n      recoveryCodes\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactor($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactor(input: $input) {\n      ...MutationResult\n      recoveryCodes\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n        pendingStep\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      ...MutationResult\n      done\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      ...MutationResult\n      done\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      ...MutationResult\n      securitySettings {\n        twoFactorRequiredForAdmins\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      ...MutationResult\n      securitySettings {\n        twoFactorRequiredForAdmins\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeysQuery {\n    apiKeys {\n      apiKeyId\n      name\n      expiresOn\n      state\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query ApiKeysQuery {\n    apiKeys {\n      apiKeyId\n      name\n      expiresOn\n      state\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...MutationResult\n      secret\n      apiKey {\n        apiKeyId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...MutationResult\n      secret\n      apiKey {\n        apiKeyId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ...MutationResult } }"): (typeof documents)["mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateContractType($input: ContractTypeInput!) { createContractType(input: $input) { ...MutationResult } }"): (typeof documents)["mutation CreateContractType($input: ContractTypeInput!) { createContractType(input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateContractType($id: ID!, $input: ContractTypeInput!) { updateContractType(id: $id, input: $input) { ...MutationResult } }"): (typeof documents)["mutation UpdateContractType($id: ID!, $input: ContractTypeInput!) { updateContractType(id: $id, input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateEnterprise($input: EnterpriseInput!) { createEnterprise(input: $input) { ...MutationResult } }"): (typeof documents)["mutation CreateEnterprise($input: EnterpriseInput!) { createEnterprise(input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateEnterprise($id: ID!, $input: EnterpriseInput!) { updateEnterprise(id: $id, input: $input) { ...MutationResult } }"): (typeof documents)["mutation UpdateEnterprise($id: ID!, $input: EnterpriseInput!) { updateEnterprise(id: $id, input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateFineConfiguration($input: FineConfigurationInput!) { createFineConfiguration(input: $input) { ...MutationResult } }"): (typeof documents)["mutation CreateFineConfiguration($input: FineConfigurationInput!) { createFineConfiguration(input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFineConfiguration($id: ID!, $input: FineConfigurationInput!) { updateFineConfiguration(id: $id, input: $input) { ...MutationResult } }"): (typeof documents)["mutation UpdateFineConfiguration($id: ID!, $input: FineConfigurationInput!) { updateFineConfiguration(id: $id, input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateInvoiceConfiguration($input: InvoiceConfigurationInput!) { createInvoiceConfiguration(input: $input) { ...MutationResult } }"): (typeof documents)["mutation CreateInvoiceConfiguration($input: InvoiceConfigurationInput!) { createInvoiceConfiguration(input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateInvoiceConfiguration($id: ID!, $input: InvoiceConfigurationInput!) { updateInvoiceConfiguration(id: $id, input: $input) { ...MutationResult } }"): (typeof documents)["mutation UpdateInvoiceConfiguration($id: ID!, $input: InvoiceConfigurationInput!) { updateInvoiceConfiguration(id: $id, input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateRubric($input: RubricInput!) { createRubric(input: $input) { ...MutationResult } }"): (typeof documents)["mutation CreateRubric($input: RubricInput!) { createRubric(input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateRubric($id: ID!, $input: RubricInput!) { updateRubric(id: $id, input: $input) { ...MutationResult } }"): (typeof documents)["mutation UpdateRubric($id: ID!, $input: RubricInput!) { updateRubric(id: $id, input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupPageQuery {\n    enterprises {\n      enterpriseId\n      name\n      email\n      nuit\n      phoneNumber\n      address\n    }\n    zones {\n      zoneId\n      designation\n      description\n      enterpriseId\n      enterprise {\n        enterpriseId\n        name\n      }\n    }\n    invoiceConfigurations {\n      invoiceConfigurationId\n      description\n      minInterval\n      maxInterval\n      active\n    }\n    contractTypes {\n      contractTypeId\n      designation\n      minimumConsumptionValue\n      pricePerConsumptionUnit\n      reconnectionFee\n    }\n    fineConfigurations {\n      fineConfigurationId\n      minInterval\n      maxInterval\n      acruedFinePercentage\n      active\n    }\n    rubrics {\n      rubricId\n      name\n      description\n      price\n    }\n    users {\n      userId\n      name\n      username\n      phoneNumber\n      address\n      role\n      active\n    }\n    roles {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query SetupPageQuery {\n    enterprises {\n      enterpriseId\n      name\n      email\n      nuit\n      phoneNumber\n      address\n    }\n    zones {\n      zoneId\n      designation\n      description\n      enterpriseId\n      enterprise {\n        enterpriseId\n        name\n      }\n    }\n    invoiceConfigurations {\n      invoiceConfigurationId\n      description\n      minInterval\n      maxInterval\n      active\n    }\n    contractTypes {\n      contractTypeId\n      designation\n      minimumConsumptionValue\n      pricePerConsumptionUnit\n      reconnectionFee\n    }\n    fineConfigurations {\n      fineConfigurationId\n      minInterval\n      maxInterval\n      acruedFinePercentage\n      active\n    }\n    rubrics {\n      rubricId\n      name\n      description\n      price\n    }\n    users {\n      userId\n      name\n      username\n      phoneNumber\n      address\n      role\n      active\n    }\n    roles {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { ...MutationResult } }"): (typeof documents)["mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ...MutationResult } }"): (typeof documents)["mutation UpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateZone($input: ZoneInput!) { createZone(input: $input) { ...MutationResult } }"): (typeof documents)["mutation CreateZone($input: ZoneInput!) { createZone(input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateZone($id: ID!, $input: ZoneInput!) { updateZone(id: $id, input: $input) { ...MutationResult } }"): (typeof documents)["mutation UpdateZone($id: ID!, $input: ZoneInput!) { updateZone(id: $id, input: $input) { ...MutationResult } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SuspensionRow on Suspension {\n    suspensionId\n    meterId\n    startDate\n    endDate\n    reason\n    status\n    notes\n    clientId\n    clientName\n    zone {\n      zoneId\n      designation\n    }\n  }\n"): (typeof documents)["\n  fragment SuspensionRow on Suspension {\n    suspensionId\n    meterId\n    startDate\n    endDate\n    reason\n    status\n    notes\n    clientId\n    clientName\n    zone {\n      zoneId\n      designation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuspensionsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    suspensionsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        ...SuspensionRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query SuspensionsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {\n    suspensionsPage(page: $page, size: $size, search: $search, sort: $sort) {\n      total\n      items {\n        ...SuspensionRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSuspension($input: CreateSuspensionInput!) {\n    createSuspension(input: $input) {\n      suspension {\n        ...SuspensionRow\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSuspension($input: CreateSuspensionInput!) {\n    createSuspension(input: $input) {\n      suspension {\n        ...SuspensionRow\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSuspension($id: ID!, $input: UpdateSuspensionInput!) {\n    updateSuspension(id: $id, input: $input) {\n      suspension {\n        ...SuspensionRow\n      }\n      ...MutationResult\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSuspension($id: ID!, $input: UpdateSuspensionInput!) {\n    updateSuspension(id: $id, input: $input) {\n      suspension {\n        ...SuspensionRow\n      }\n      ...MutationResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MpesaPaymentFields on MpesaPayment {\n    id\n    clientId\n    clientName\n    invoiceIds\n    msisdn\n    amount\n    status\n    statusLabel\n    transactionReference\n    thirdPartyReference\n    transactionId\n    reason\n    receiptId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MpesaPaymentFields on MpesaPayment {\n    id\n    clientId\n    clientName\n    invoiceIds\n    msisdn\n    amount\n    status\n    statusLabel\n    transactionReference\n    thirdPartyReference\n    transactionId\n    reason\n    receiptId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MutationResult on MutationPayload {\n    message\n    inputErrors {\n      field\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment MutationResult on MutationPayload {\n    message\n    inputErrors {\n      field\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken($input: RefreshTokenInput!) {\n    refreshToken(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n      }\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken($input: RefreshTokenInput!) {\n    refreshToken(input: $input) {\n      session {\n        token\n        refreshToken\n        userId\n        name\n        username\n        role\n      }\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n"): (typeof documents)["\n  mutation Logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingCollectionFields on BillingCollectionMonth {\n    month\n    invoiced\n    collected\n    fines\n    collectionRate\n  }\n"): (typeof documents)["\n  fragment BillingCollectionFields on BillingCollectionMonth {\n    month\n    invoiced\n    collected\n    fines\n    collectionRate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DebtAgingFields on DebtAgingZone {\n    zoneId\n    zoneName\n    days0To30\n    days31To60\n    days61To90\n    over90\n    total\n    clients\n  }\n"): (typeof documents)["\n  fragment DebtAgingFields on DebtAgingZone {\n    zoneId\n    zoneName\n    days0To30\n    days31To60\n    days61To90\n    over90\n    total\n    clients\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeterCascadeOptionsQuery {\n    enterprises {\n      enterpriseId\n      name\n    }\n    zones {\n      zoneId\n      designation\n      enterpriseId\n    }\n  }\n"): (typeof documents)["\n  query MeterCascadeOptionsQuery {\n    enterprises {\n      enterpriseId\n      name\n    }\n    zones {\n      zoneId\n      designation\n      enterpriseId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeterCascadeClientsQuery($zoneId: ID!) {\n    clientsByZone(zoneId: $zoneId) {\n      clientId\n      name\n      meters {\n        meterId\n        brand\n      }\n    }\n  }\n"): (typeof documents)["\n  query MeterCascadeClientsQuery($zoneId: ID!) {\n    clientsByZone(zoneId: $zoneId) {\n      clientId\n      name\n      meters {\n        meterId\n        brand\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractStepMetersQuery($clientId: ID!) {\n    availableMeters(clientId: $clientId) {\n      meterId\n      brand\n    }\n  }\n"): (typeof documents)["\n  query ContractStepMetersQuery($clientId: ID!) {\n    availableMeters(clientId: $clientId) {\n      meterId\n      brand\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentClientSearchQuery($search: String!) {\n    clientsPage(page: 1, size: 10, search: $search) {\n      items {\n        clientId\n        name\n        phoneNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentClientSearchQuery($search: String!) {\n    clientsPage(page: 1, size: 10, search: $search) {\n      items {\n        clientId\n        name\n        phoneNumber\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;