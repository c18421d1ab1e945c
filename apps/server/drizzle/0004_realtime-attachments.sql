-- Payloads of realtime events too large for PostgreSQL's NOTIFY, kept briefly by @socket.io/postgres-adapter
-- so every API process can deliver them (docs/ARCHITECTURE.md, scale-out). Unused on the embedded database.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);
