-- The delivery funnel reads a task's rows through notification_deliveries_task_status (task_id
-- leads it; the counted columns are in the heap either way): its own index only cost every write.
DROP INDEX "notification_deliveries_funnel";--> statement-breakpoint
-- A delivery row is written once and changed after it (its result, then its receipts): room left
-- on each page lets a receipt, which changes no indexed column, update in place (a HOT update,
-- no index entries). New pages only; the rows already there keep their pages.
ALTER TABLE "notification_deliveries" SET (fillfactor = 70);
