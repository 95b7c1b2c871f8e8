-- The language of each person's e-mails and interface: an account's, chosen in Configuración or at
-- registration, and a newsletter subscriber's, the one they were reading. Existing rows read Spanish.
CREATE TYPE "public"."interface_locale" AS ENUM('es', 'en', 'de', 'fr');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" "interface_locale" DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "locale" "interface_locale" DEFAULT 'es' NOT NULL;
