-- Databases seeded before issue 16: the issue types about an order show the order picker.
UPDATE "ticket_issue_types" SET "requires_order" = true WHERE "name_en" IN ('Order not delivered', 'Damaged item', 'Payment issue');
