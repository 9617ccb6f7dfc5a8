CREATE TABLE "news_feeds" (
	"lista" text NOT NULL,
	"url" text NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"item_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_feeds_lista_url_pk" PRIMARY KEY("lista","url")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"lista" text NOT NULL,
	"feed_url" text NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"image" text,
	"published_at" timestamp with time zone,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "news_items_feed_link_idx" ON "news_items" USING btree ("lista","feed_url","link");--> statement-breakpoint
CREATE INDEX "news_items_lista_date_idx" ON "news_items" USING btree ("lista","published_at" DESC NULLS LAST);