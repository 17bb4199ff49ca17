import type { GraphQLResolveInfo } from 'graphql';
import type { AuthSessionRest as AuthSessionRestModel, MeRest as MeRestModel } from '../rest/auth.ts';
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
};

/** Result of login or refreshToken: the session, or the Portuguese reason it was refused. */
export type AuthPayload = MutationPayload & {
  __typename?: 'AuthPayload';
  /** Field-level reasons when the input was invalid. */
  inputErrors: Array<InputError>;
  /** Portuguese reason for a refusal; null on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The new session; null when refused. */
  session?: Maybe<AuthSession>;
};

/** A signed-in session: the access token (a short-lived JWT) and the refresh token that renews it. */
export type AuthSession = {
  __typename?: 'AuthSession';
  /** The user's display name. */
  name: Scalars['String']['output'];
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

/** An input field the api refused, with the Portuguese reason to show beside it. */
export type InputError = {
  __typename?: 'InputError';
  /** The input field's name, as in the mutation's input type. */
  field: Scalars['String']['output'];
  /** Why the value was refused, in Portuguese. */
  message: Scalars['String']['output'];
};

/** Credentials typed on the login page. */
export type LoginInput = {
  /** Password (Senha). */
  password: Scalars['String']['input'];
  /** Login name (Utilizador). */
  username: Scalars['String']['input'];
};

/** A refresh token to revoke at sign-out. */
export type LogoutInput = {
  /** The refresh token to revoke. */
  refreshToken: Scalars['String']['input'];
};

/** The signed-in staff member. */
export type Me = {
  __typename?: 'Me';
  /** Display name. */
  name: Scalars['String']['output'];
  /** Role. */
  role: Role;
  /** Role as shown in the top bar: Administrador or Técnico. */
  roleLabel: Scalars['String']['output'];
  /** User id. */
  userId: Scalars['ID']['output'];
  /** Login name. */
  username: Scalars['String']['output'];
};

/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Signs in with username and password. */
  login: AuthPayload;
  /** Revokes a refresh token (Sair). */
  logout: Scalars['Boolean']['output'];
  /** Always true: a no-op that keeps the root type non-empty. */
  noop: Scalars['Boolean']['output'];
  /** Exchanges a refresh token for a new session (the old refresh token stops working). */
  refreshToken: AuthPayload;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationLogoutArgs = {
  input: LogoutInput;
};


/** Root mutation. Each domain area adds its fields with `extend type Mutation` in its own file. */
export type MutationRefreshTokenArgs = {
  input: RefreshTokenInput;
};

/** What every mutation payload carries when the api refuses the input. */
export type MutationPayload = {
  /** Field-level reasons when the input was invalid; empty on success. */
  inputErrors: Array<InputError>;
  /** Portuguese text to show the user when the mutation failed; null on success. */
  message?: Maybe<Scalars['String']['output']>;
};

/** Root query. Each domain area adds its fields with `extend type Query` in its own file. */
export type Query = {
  __typename?: 'Query';
  /** The dashboard's four counts, read from the api's count routes. */
  dashboardCounts: DashboardCounts;
  /** The caller, from the bearer token; UNAUTHENTICATED without a valid one. */
  me: Me;
  /** Always true: lets a client check that the gateway answers. */
  ping: Scalars['Boolean']['output'];
};

/** A refresh token to exchange for a new session. */
export type RefreshTokenInput = {
  /** The refresh token received at login or at the previous refresh. */
  refreshToken: Scalars['String']['input'];
};

/** A staff role. ADMIN is shown as Administrador, FIELD_TECH as Técnico. */
export type Role =
  /** Administrador: may do everything. */
  | 'ADMIN'
  /** Técnico: field work (clients, contracts, readings, payments), no setup, no deletes. */
  | 'FIELD_TECH';

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
  MutationPayload: ( Omit<AuthPayload, 'session'> & { session?: Maybe<_RefType['AuthSession']> } );
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'session'> & { session?: Maybe<ResolversTypes['AuthSession']> }>;
  AuthSession: ResolverTypeWrapper<AuthSessionRestModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DashboardCounts: ResolverTypeWrapper<DashboardCounts>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InputError: ResolverTypeWrapper<InputError>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  LogoutInput: LogoutInput;
  Me: ResolverTypeWrapper<MeRestModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationPayload: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MutationPayload']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefreshTokenInput: RefreshTokenInput;
  Role: Role;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AuthPayload: Omit<AuthPayload, 'session'> & { session?: Maybe<ResolversParentTypes['AuthSession']> };
  AuthSession: AuthSessionRestModel;
  Boolean: Scalars['Boolean']['output'];
  DashboardCounts: DashboardCounts;
  ID: Scalars['ID']['output'];
  InputError: InputError;
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  LogoutInput: LogoutInput;
  Me: MeRestModel;
  Mutation: Record<PropertyKey, never>;
  MutationPayload: ResolversInterfaceTypes<ResolversParentTypes>['MutationPayload'];
  Query: Record<PropertyKey, never>;
  RefreshTokenInput: RefreshTokenInput;
  String: Scalars['String']['output'];
}>;

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  inputErrors?: Resolver<Array<ResolversTypes['InputError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['AuthSession']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AuthSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthSession'] = ResolversParentTypes['AuthSession']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DashboardCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardCounts'] = ResolversParentTypes['DashboardCounts']> = ResolversObject<{
  clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cuts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InputErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InputError'] = ResolversParentTypes['InputError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogoutArgs, 'input'>>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'input'>>;
}>;

export type MutationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MutationPayload'] = ResolversParentTypes['MutationPayload']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AuthPayload', ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  dashboardCounts?: Resolver<ResolversTypes['DashboardCounts'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  AuthSession?: AuthSessionResolvers<ContextType>;
  DashboardCounts?: DashboardCountsResolvers<ContextType>;
  InputError?: InputErrorResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationPayload?: MutationPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
}>;

