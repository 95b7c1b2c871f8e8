-- Sign-in with Google (decision 135): which provider account (issuer and subject) signs in to which user.
CREATE TABLE "external_identities" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "issuer" text NOT NULL,
  "subject" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "external_identities_issuer_subject_unique" UNIQUE("issuer", "subject")
);
--> statement-breakpoint
CREATE INDEX "external_identities_user_id_idx" ON "external_identities" ("user_id");
--> statement-breakpoint
-- One row per sign-in started: the SHA-256 of its state (the browser holds the state in a cookie), the nonce
-- and PKCE verifier the callback needs, valid for ten minutes and for one callback.
CREATE TABLE "oidc_sign_in_states" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "state_hash" text NOT NULL,
  "nonce" text NOT NULL,
  "code_verifier" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "oidc_sign_in_states_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE INDEX "oidc_sign_in_states_expires_at_idx" ON "oidc_sign_in_states" ("expires_at");
--> statement-breakpoint
-- What a successful callback hands the app: the SHA-256 of a one-time ticket, bound to the browser by its
-- state's hash. With a user: a sign-in to exchange. Without: a new account waiting for its username, with
-- the provider's verified e-mail, names and identity.
CREATE TABLE "oidc_sign_in_tickets" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "ticket_hash" text NOT NULL,
  "state_hash" text NOT NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "issuer" text NOT NULL,
  "subject" text NOT NULL,
  "email" varchar(254) NOT NULL,
  "name" varchar(50) NOT NULL,
  "surname" varchar(50) NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "oidc_sign_in_tickets_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE INDEX "oidc_sign_in_tickets_expires_at_idx" ON "oidc_sign_in_tickets" ("expires_at");
--> statement-breakpoint
CREATE INDEX "oidc_sign_in_tickets_user_id_idx" ON "oidc_sign_in_tickets" ("user_id");
