CREATE TABLE "channel_ari_told" (
	"connection_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"rooms" integer NOT NULL,
	"rates" jsonb NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_ari_told_pk" PRIMARY KEY("connection_id","room_type_id","night")
);
--> statement-breakpoint
ALTER TABLE "channel_ari_told" ADD CONSTRAINT "channel_ari_told_room_type_fk" FOREIGN KEY ("connection_id","room_type_id") REFERENCES "public"."channel_room_types"("connection_id","room_type_id") ON DELETE cascade ON UPDATE no action;