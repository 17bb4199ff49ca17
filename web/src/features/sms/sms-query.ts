import { graphql } from '../../gql/gql.ts';
import type { SmsMessagesPageQueryQuery, SmsTemplatesQueryQuery } from '../../gql/graphql.ts';

export const SmsTemplatesQuery = graphql(`
  query SmsTemplatesQuery {
    smsTemplates {
      event
      body
      transliterate
      daysBefore
      placeholders
      updatedAt
    }
  }
`);

export const UpdateSmsTemplateMutation = graphql(`
  mutation UpdateSmsTemplate($input: UpdateSmsTemplateInput!) {
    updateSmsTemplate(input: $input) {
      template {
        event
        body
        transliterate
        daysBefore
        placeholders
        updatedAt
      }
      ...MutationResult
    }
  }
`);

export const SmsMessagesPageQuery = graphql(`
  query SmsMessagesPageQuery(
    $page: Int!
    $size: Int!
    $states: [SmsState!]
    $events: [SmsEvent!]
    $clientId: ID
    $from: String
    $to: String
    $search: String
  ) {
    smsMessagesPage(
      page: $page
      size: $size
      states: $states
      events: $events
      clientId: $clientId
      from: $from
      to: $to
      search: $search
    ) {
      items {
        messageId
        event
        clientId
        clientName
        phone
        body
        encoding
        parts
        state
        reason
        attempts
        dueAt
        sentAt
        deliveredAt
        createdAt
      }
      total
    }
  }
`);

export const SmsMonthlyCountsQuery = graphql(`
  query SmsMonthlyCountsQuery {
    smsMonthlyCounts {
      month
      sent
      parts
      byState {
        state
        messages
      }
    }
  }
`);

export const ResendSmsMessageMutation = graphql(`
  mutation ResendSmsMessage($id: ID!) {
    resendSmsMessage(id: $id) {
      smsMessage {
        messageId
        state
      }
      ...MutationResult
    }
  }
`);

export const SmsClientQuery = graphql(`
  query SmsClientQuery($id: ID!) {
    client(id: $id) {
      clientId
      name
      phoneNumber
      smsOptOut {
        clientId
        optedOut
        since
      }
    }
  }
`);

export const UpdateSmsOptOutMutation = graphql(`
  mutation UpdateSmsOptOut($clientId: ID!, $optedOut: Boolean!) {
    updateSmsOptOut(clientId: $clientId, optedOut: $optedOut) {
      optOut {
        clientId
        optedOut
        since
      }
      ...MutationResult
    }
  }
`);

export type SmsTemplateRow = SmsTemplatesQueryQuery['smsTemplates'][number];
export type SmsMessageRow = SmsMessagesPageQueryQuery['smsMessagesPage']['items'][number];
